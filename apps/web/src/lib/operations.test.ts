import { operation } from '@prepward/shared/operation';
import { cartOperations } from '@prepward/shared/operations/cart';
import { contentOperations } from '@prepward/shared/operations/content';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, invalidate, keyOf, queryOf } from './operations';
import { setToken } from './storage';

function stubFetch(data: Record<string, unknown> = {}) {
  const fetchMock = vi.fn((_input: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ message: 'success', data: { message: 'Done', ...data } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestOf(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), method: init!.method, headers: new Headers(init!.headers) };
}

describe('call', () => {
  it("builds the path from the contract's template, encoding each param", async () => {
    const fetchMock = stubFetch({ cart: { cartItems: [], totalPrice: 0 } });
    const reply = await call(cartOperations.removeCartItem, { params: { cartItemId: 'a/b c' } });
    const { url, method } = requestOf(fetchMock);
    expect(url).toBe('/api/v1/user/cart/item/a%2Fb%20c');
    expect(method).toBe('DELETE');
    expect(reply.message).toBe('Done');
  });

  it("sends the token of the contract's caller, and none to anyone's operations", async () => {
    setToken('user', 'student-jwt');
    setToken('admin', 'admin-jwt');
    let fetchMock = stubFetch({ cart: {} });
    await call(cartOperations.getCart);
    expect(requestOf(fetchMock).headers.get('Authorization')).toBe('Bearer student-jwt');

    fetchMock = stubFetch({ exams: [], pagination: {} });
    await call(contentOperations.listExams, { query: { page: 2, perPage: 10 } });
    expect(requestOf(fetchMock).url).toBe('/api/v1/admin/exam?page=2&perPage=10');
    expect(requestOf(fetchMock).headers.get('Authorization')).toBe('Bearer admin-jwt');

    const open = operation({
      method: 'GET',
      path: '/public/thing',
      tag: 'test',
      caller: 'anyone',
      summary: 'A public thing',
      reply: z.object({}),
    });
    fetchMock = stubFetch();
    await call(open);
    expect(requestOf(fetchMock).headers.get('Authorization')).toBeNull();
  });
});

describe('query keys', () => {
  it('are the operation and its input, so different operations never share one', () => {
    const exams = queryOf(contentOperations.listExams, { query: { page: 1, perPage: 10 } });
    expect(exams.queryKey).toEqual([
      'content: exams',
      '/admin/exam',
      { query: { page: 1, perPage: 10 } },
    ]);
    expect(keyOf(cartOperations.getCart)).not.toEqual(keyOf(cartOperations.getOwnSale));
  });

  it('invalidate marks every cached call of an operation stale, and nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(keyOf(contentOperations.listExams, { query: { page: 1 } }), 1);
    client.setQueryData(keyOf(contentOperations.listExams, { query: { page: 2 } }), 2);
    client.setQueryData(keyOf(cartOperations.getCart, {}), 3);
    await invalidate(client, contentOperations.listExams);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey[1]);
    expect(stale).toEqual(['/admin/exam', '/admin/exam']);
  });
});
