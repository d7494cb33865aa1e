import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The plumbing both identity stand-ins share: bounded bodies, answers, listen and close. */

const MAX_BODY_BYTES = 64 * 1024;

/** The body as UTF-8 text, or null when it is longer than the limit. */
export function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString('utf8') : null),
    );
    request.on('error', reject);
  });
}

/** Sends a whole answer, unless the caller has gone. */
export function send(
  response: ServerResponse,
  status: number,
  body: string,
  contentType = 'application/json; charset=utf-8',
): void {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

/** Listens on 127.0.0.1 only: a stand-in is never reachable from another machine. */
export async function listenLocally(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Closes the server and every connection it holds, held (never answered) requests included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}
