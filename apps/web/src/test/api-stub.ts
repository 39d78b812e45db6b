import { vi } from 'vitest';

/** `headers` are sent besides the JSON content type (a file download's name, counts). */
export type StubReply = { status: number; body: unknown; headers?: Record<string, string> };

export type StubbedRequest = {
  method: string;
  /** Path after /api/v1, without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};

/** A reply, or a function of the request giving one (a promise: the reply waits for it). */
type Handler = StubReply | ((request: StubbedRequest) => StubReply | Promise<StubReply>);

/** A success envelope: { message: 'success', data }. */
export function ok(data: Record<string, unknown> = {}): StubReply {
  return { status: 200, body: { message: 'success', data: { message: '', ...data } } };
}

/** A failure body as the API sends it. */
export function fail(
  status: number,
  message: string,
  error: string,
  details?: { path: string; message: string }[],
): StubReply {
  return { status, body: details ? { message, error, details } : { message, error } };
}

const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET /public/config': ok({ googleClientId: null, supportEmail: null }),
  // The student layout reads the cart on every page (the count beside Cart).
  'GET /user/cart': ok({ cart: { cartItems: [], totalPrice: 0 } }),
  // ... and the student's display preferences.
  'GET /user/preferences': ok({
    preferences: { textSize: 'medium', colorScheme: 'auto', autoFlashcards: true },
  }),
};

/**
 * Replaces fetch with the given API routes, keyed 'METHOD /path' (path after /api/v1).
 * GET /public/config answers googleClientId null, GET /user/cart an empty cart and
 * GET /user/preferences the defaults unless overridden. Every test starts with stubApi()
 * (test/setup.ts); a test's own call replaces it. An unknown route answers 501, so a test
 * notices a call it did not expect. A handler that throws makes fetch reject, as when the
 * server cannot be reached. Every request is kept in `requests`.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const routes = { ...DEFAULT_HANDLERS, ...handlers };
  const requests: StubbedRequest[] = [];
  // apiRequest always calls fetch(url string, init).
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: StubbedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const { status, body, headers } =
      reply ?? fail(501, `No stub for ${request.method} ${request.path}`, 'Stub');
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests to one route. */
    calls: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}
