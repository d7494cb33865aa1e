import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer, including those written before a request reaches Fastify
 * (framework-answers.ts). The console runs no inline script; styles may be inline because the
 * component library positions popovers with style attributes.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Stored photos and signatures are fetched with the token and shown from blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** `/api`, `/api/...` and `/api?...`, not `/apidocs`. */
const API_URL = /^\/api(?:[/?#]|$)/;

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A stored file the API serves sets a stricter policy of its own (a sandbox): keep it.
    const ownPolicy = reply.getHeader('content-security-policy');
    reply.headers(SECURITY_HEADERS);
    if (ownPolicy !== undefined) reply.header('content-security-policy', ownPolicy);
    // API answers hold tenant data: never let a shared cache keep them.
    if (API_URL.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
