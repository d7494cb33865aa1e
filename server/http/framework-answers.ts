import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { ErrorCode } from '../errors/error-registry';
import { type ErrorBody, errorBody } from './app-error';
import { SECURITY_HEADERS } from './security-headers';

/**
 * Answers that Node's HTTP parser, Node's server and Fastify's router would otherwise write
 * themselves, in their own shape and without the security headers: requests too malformed to
 * reach a route, URLs the router cannot read, a missing Host header, an unknown expectation and
 * requests that arrive while the server shuts down. Each gets the error body and headers of
 * every other answer.
 */

/** Node's parser errors, by the code Node gives them. */
function parserErrorBody(code: string): ErrorBody {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return errorBody('headers_too_large', 'The request headers are too large.');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return errorBody('body_too_large', 'The chunk extensions of the body are too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return errorBody('request_timeout', 'The request took too long to arrive.');
    default:
      return errorBody('bad_request', 'The request is not valid HTTP.');
  }
}

/** A whole HTTP/1.1 answer as text, for a socket that no request object stands for. */
export function rawAnswer(body: ErrorBody): string {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    'cache-control': 'no-store',
    connection: 'close',
    ...SECURITY_HEADERS,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status]}\r\n${lines.join('\r\n')}\r\n\r\n${json}`;
}

/** How long a refused connection may take to read its answer before it is cut. */
const CLOSE_AFTER_MS = 2_000;

/**
 * Fastify's `clientErrorHandler`: the parser could not read the request, so there is no request
 * to answer through Fastify. The answer is written to the socket, which then closes, as Node
 * would close it, once the answer is flushed or after CLOSE_AFTER_MS at most.
 */
function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body = parserErrorBody(error.code);
  this.log.debug({ parserError: error.code, errorCode: body.code }, 'request not readable');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawAnswer(body), () => socket.destroy());
  setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref();
}

/** The router's own errors, which Fastify hands here instead of to the error handler. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const body =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? errorBody('url_too_long', 'A part of the URL is too long.')
      : error.code === 'FST_ERR_BAD_URL'
        ? errorBody('bad_request', 'The URL is not valid.')
        : errorBody('internal_error', 'Something went wrong on the server. Try again later.');
  // Fastify makes this reply outside any route, where the hooks that add these do not run.
  reply.headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
  reply.code(body.status).send(body);
}

/**
 * The server options that route Node's and Fastify's own answers through the functions here.
 * Node would answer a request without a Host header, and Fastify one that arrives while the
 * server closes, by themselves; both are left to the hook of `answerBeforeRouting` instead.
 */
export const FRAMEWORK_ANSWER_OPTIONS = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
  return503OnClosing: false,
  http: { requireHostHeader: false },
} satisfies FastifyHttpOptions<Server>;

/**
 * Statuses of errors that Fastify and its plugins raise with a status alone, as stable codes; any
 * other client error keeps its status with the code bad_request.
 */
const CLIENT_FAILURES: Record<number, { code: ErrorCode; message: string }> = {
  408: { code: 'request_timeout', message: 'The request took too long to arrive.' },
  412: {
    code: 'precondition_failed',
    message: 'The file does not meet the conditions of the request.',
  },
  414: { code: 'url_too_long', message: 'A part of the URL is too long.' },
  416: { code: 'range_not_satisfiable', message: 'The requested range is outside the file.' },
  431: { code: 'headers_too_large', message: 'The request headers are too large.' },
};

/** The body of a client error that Fastify or a plugin raised with only a status. */
export function clientFailureBody(status: number): ErrorBody {
  const known = CLIENT_FAILURES[status];
  if (known) return errorBody(known.code, known.message);
  return errorBody('bad_request', 'The request could not be read.');
}

/**
 * Refusals before any route runs: an HTTP/1.1 request without a Host header (RFC 9112 section
 * 3.2 asks for 400), one that expects what the server does not do (417), and any request that
 * arrives once the server has begun to shut down (503, so a load balancer sends it elsewhere).
 */
export function answerBeforeRouting(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (closing) {
      const body = errorBody('server_shutting_down', 'The server is shutting down. Retry.');
      reply.code(503).header('connection', 'close').send(body);
    } else if (raw.httpVersion === '1.1' && raw.headers.host === undefined) {
      reply.code(400).send(errorBody('bad_request', 'The request has no Host header.'));
    } else done();
  });
  app.server.on('checkExpectation', (_request, response) => {
    const body = errorBody(
      'expectation_not_supported',
      'The server meets no expectation but 100-continue.',
    );
    const json = JSON.stringify(body);
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      'cache-control': 'no-store',
      connection: 'close',
      ...SECURITY_HEADERS,
    });
    response.end(json);
  });
}
