// Tokens: kinds do not open each other's routes, and remembering verified tokens never
// lets an altered or expired one through.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const claims = { subject: '00000000-0000-4000-8000-000000000001', version: 3 };

describe('tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verify a token of its own kind only, again and again', async () => {
    const tokens = createTokenService('a-secret-of-at-least-thirty-two-characters');
    const token = await tokens.sign('user', claims);
    for (let round = 0; round < 3; round += 1) {
      expect(await tokens.verify('user', token)).toEqual(claims);
      expect(await tokens.verify('admin', token)).toBeNull();
      expect(await tokens.identify(token)).toEqual({ kind: 'user', subject: claims.subject });
    }
  });

  it('refuse an altered token even after the original was verified', async () => {
    const tokens = createTokenService('a-secret-of-at-least-thirty-two-characters');
    const token = await tokens.sign('user', claims);
    expect(await tokens.verify('user', token)).toEqual(claims);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else', ver: 3 })).toString(
      'base64url',
    );
    expect(await tokens.verify('user', `${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify('user', `${token}x`)).toBeNull();
    const other = createTokenService('another-secret-of-thirty-two-characters!');
    expect(await other.verify('user', token)).toBeNull();
  });

  it('refuse a remembered token once it has expired', async () => {
    const tokens = createTokenService('a-secret-of-at-least-thirty-two-characters');
    const token = await tokens.sign('admin', claims, 60);
    expect(await tokens.verify('admin', token)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await tokens.verify('admin', token)).toBeNull();
    expect(await tokens.identify(token)).toBeNull();
  });
});
