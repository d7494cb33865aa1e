/**
 * A fetch for unit tests: it records every request the client sends and answers
 * from a handler, so tests assert the exact request and feed exact responses.
 */
export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: Recorded) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

export function recordingFetch(handler: Handler = () => jsonResponse({})) {
  const requests: Recorded[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = await request.text();
    const recorded: Recorded = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    return handler(recorded);
  };
  return {
    fetch,
    requests,
    last(): Recorded {
      const request = requests.at(-1);
      if (!request) throw new Error('No request was sent.');
      return request;
    },
  };
}
