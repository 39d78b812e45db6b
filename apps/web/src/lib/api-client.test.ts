import { MESSAGES } from '@prepward/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, errorMessage, failureMessage } from './api-client';
import { SESSION_EXPIRED_EVENT } from './session';
import {
  getAccountType,
  getToken,
  saveSession,
  setToken,
  signedOutOnPurposeAs,
  signOut,
} from './storage';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(response: Response | (() => Response)) {
  const fetchMock = vi.fn((_input: string, _init?: RequestInit) =>
    Promise.resolve(typeof response === 'function' ? response() : response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestOf(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  it('returns the success envelope', async () => {
    const body = { message: 'success', data: { message: 'Here', cart: { totalPrice: 20 } } };
    stubFetch(jsonResponse(200, body));
    await expect(apiRequest('/user/cart')).resolves.toEqual(body);
  });

  it('sends the student token as a bearer header by default', async () => {
    setToken('user', 'student-jwt');
    setToken('admin', 'admin-jwt');
    const fetchMock = stubFetch(jsonResponse(200, { message: 'success', data: { message: '' } }));
    await apiRequest('/user/cart');
    const { url, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/v1/user/cart');
    expect(headers.get('Authorization')).toBe('Bearer student-jwt');
  });

  it('sends the admin token for admin calls and none for public calls', async () => {
    setToken('user', 'student-jwt');
    setToken('admin', 'admin-jwt');
    let fetchMock = stubFetch(jsonResponse(200, { message: 'success', data: { message: '' } }));
    await apiRequest('/admin/exam', { auth: 'admin' });
    expect(requestOf(fetchMock).headers.get('Authorization')).toBe('Bearer admin-jwt');

    fetchMock = stubFetch(jsonResponse(200, { message: 'success', data: { message: '' } }));
    await apiRequest('/user/onboarding/login', {
      method: 'POST',
      auth: 'none',
      body: { email: 'a@b.co', password: 'x' },
    });
    const { init, headers } = requestOf(fetchMock);
    expect(headers.has('Authorization')).toBe(false);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'x' }));
  });

  it('builds the query string, leaving out empty values and repeating arrays', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { message: 'success', data: { message: '' } }));
    await apiRequest('/admin/users', {
      auth: 'admin',
      query: {
        page: 2,
        perPage: 10,
        search: 'ada lovelace',
        tab: undefined,
        from: '',
        ids: ['a', 'b'],
      },
    });
    expect(requestOf(fetchMock).url).toBe(
      '/api/v1/admin/users?page=2&perPage=10&search=ada+lovelace&ids=a&ids=b',
    );
    expect(buildUrl('user/exam')).toBe('/api/v1/user/exam');
  });

  it("uses the server's message first", async () => {
    stubFetch(
      jsonResponse(400, {
        message: 'Email is required',
        error: 'Bad Request',
        details: [{ path: 'email', message: 'Email is required' }],
      }),
    );
    const err = await failureOf(
      apiRequest('/user/onboarding/signup', { method: 'POST', auth: 'none', body: {} }),
    );
    expect(err.status).toBe(400);
    expect(err.error).toBe('Bad Request');
    expect(err.details).toEqual([{ path: 'email', message: 'Email is required' }]);
    expect(errorMessage(err)).toBe('Email is required');
  });

  it("falls back to the server's error field", async () => {
    stubFetch(jsonResponse(409, { message: '', error: 'Conflict' }));
    const err = await failureOf(apiRequest('/user/cart', { method: 'POST', body: {} }));
    expect(errorMessage(err)).toBe('Conflict');
  });

  it("falls back to 'An unexpected error occurred'", async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const err = await failureOf(apiRequest('/user/cart'));
    expect(err.status).toBe(502);
    expect(errorMessage(err)).toBe(MESSAGES.unexpectedError);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await failureOf(apiRequest('/user/cart'));
    expect(offline.status).toBe(0);
    expect(errorMessage(offline)).toBe(MESSAGES.unexpectedError);
    expect(errorMessage(new Error('boom'))).toBe(MESSAGES.unexpectedError);
  });

  it('forgets the session when the server rejects its token', async () => {
    saveSession('user', 'expired-jwt');
    setToken('admin', 'admin-jwt');
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    stubFetch(jsonResponse(401, { message: 'Session expired', error: 'Unauthorized' }));

    const err = await failureOf(apiRequest('/user/cart'));
    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);

    expect(errorMessage(err)).toBe('Session expired');
    expect(getToken('user')).toBeNull();
    expect(getAccountType()).toBeNull();
    expect(getToken('admin')).toBe('admin-jwt');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('leaves a Logout be when a request sent after it is refused for want of a token', async () => {
    saveSession('admin', 'admin-jwt');
    signOut('admin');
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    const fetchMock = stubFetch(
      jsonResponse(401, { message: 'Unauthorized', error: 'Unauthorized' }),
    );

    await failureOf(apiRequest('/admin/me', { auth: 'admin' }));
    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);

    expect(requestOf(fetchMock).headers.get('Authorization')).toBeNull();
    // The guard still takes the administrator to their sign-in page, not to /login with a toast.
    expect(signedOutOnPurposeAs()).toBe('admin');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('keeps a new session when the reply to the token of an earlier one is a 401', async () => {
    saveSession('user', 'old-jwt');
    stubFetch(() => {
      // The student signed in again while the request was on its way.
      saveSession('user', 'new-jwt');
      return jsonResponse(401, { message: 'Session expired', error: 'Unauthorized' });
    });

    await failureOf(apiRequest('/user/cart'));

    expect(getToken('user')).toBe('new-jwt');
    expect(getAccountType()).toBe('user');
  });

  it('ends the session of a blacklisted student at once', async () => {
    saveSession('user', 'student-jwt');
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    stubFetch(
      jsonResponse(403, { message: 'Your account has been suspended.', error: 'Blacklisted' }),
    );
    const err = await failureOf(apiRequest('/user/profile'));
    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    expect(errorMessage(err)).toBe('Your account has been suspended.');
    expect(getToken('user')).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    // The guards show the reason when they send the student to sign in.
    expect((onExpired.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      reason: 'Your account has been suspended.',
    });
  });

  it('keeps the session on any other 403', async () => {
    saveSession('admin', 'admin-jwt');
    stubFetch(
      jsonResponse(403, { message: 'You do not have permission to do this', error: 'Forbidden' }),
    );
    await failureOf(apiRequest('/admin/audit', { auth: 'admin' }));
    expect(getToken('admin')).toBe('admin-jwt');
  });

  it('keeps the session when a public call gets a 401 (wrong password)', async () => {
    saveSession('user', 'student-jwt');
    stubFetch(jsonResponse(401, { message: 'Invalid email or password', error: 'Unauthorized' }));
    await failureOf(
      apiRequest('/user/onboarding/login', { method: 'POST', auth: 'none', body: {} }),
    );
    expect(getToken('user')).toBe('student-jwt');
  });
});

describe('failureMessage', () => {
  it('shows the server message of a failed request and the fixed text otherwise', () => {
    const conflict = new ApiError({ status: 409, serverMessage: 'Taken', error: 'Conflict' });
    expect(failureMessage(conflict, MESSAGES.loginFailed)).toBe('Taken');
    expect(failureMessage(new ApiError({ status: 0 }), MESSAGES.loginFailed)).toBe(
      MESSAGES.loginFailed,
    );
    expect(failureMessage(new Error('boom'), MESSAGES.updateFailed)).toBe(MESSAGES.updateFailed);
  });
});
