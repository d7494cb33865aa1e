import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The plumbing both of the stand-in's ports share: bounded bodies, answers, listen and close. */

/** The largest body either port reads; anything longer is refused, not buffered. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The body as UTF-8 text, or null when it is longer than `limitBytes`. */
export function readBody(
  request: IncomingMessage,
  limitBytes = MAX_BODY_BYTES,
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size <= limitBytes ? Buffer.concat(chunks).toString('utf8') : null),
    );
    request.on('error', reject);
  });
}

/** Sends a whole answer, unless the caller has gone (a late answer after the client gave up). */
export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
): void {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

export const XML = 'application/xml; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  send(response, status, JSON_TYPE, `${JSON.stringify(value, null, 2)}\n`);
}

/** Listens on 127.0.0.1 only: a stand-in is never reachable from another machine. */
export async function listenLocally(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Closes the server and every connection it holds, held answers included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}
