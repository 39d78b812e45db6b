import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Student and admin tokens carry different audiences: neither opens the other's routes. */
export const AUDIENCE = { user: 'prepward:user', admin: 'prepward:admin' } as const;
export type TokenKind = keyof typeof AUDIENCE;

const ISSUER = 'prepward';
/**
 * Documented in docs/decisions/0013-token-lifetime-7-days.md: a study session rarely outlasts
 * a week.
 */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = { subject: string; version: number };

/** How many verified tokens each instance remembers (about a megabyte). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Every request carries a token and most carry one the instance has seen seconds ago (a
  // student answering question after question); checking its signature again costs more than
  // the rest of the guard. A token is remembered by its exact text, so anything altered is
  // verified afresh, and only until its own expiry.
  const verified = new Map<string, JWTPayload>();

  async function payloadOf(token: string): Promise<JWTPayload | null> {
    const known = verified.get(token);
    if (known && (known.exp ?? 0) * 1000 > Date.now()) return known;
    if (known) verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: Object.values(AUDIENCE),
        algorithms: ['HS256'],
      });
      if (verified.size >= VERIFIED_CACHE_SIZE) {
        verified.delete(verified.keys().next().value!);
      }
      verified.set(token, payload);
      return payload;
    } catch {
      return null;
    }
  }

  const kindOf = (payload: JWTPayload): TokenKind | null =>
    payload.aud === AUDIENCE.admin ? 'admin' : payload.aud === AUDIENCE.user ? 'user' : null;

  return {
    sign(kind: TokenKind, claims: TokenClaims, lifetimeSeconds = TOKEN_LIFETIME_SECONDS) {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.subject)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE[kind])
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
    },
    /** Whose valid token this is, of either kind, or null (keys the per-account limits). */
    async identify(token: string): Promise<{ kind: TokenKind; subject: string } | null> {
      const payload = await payloadOf(token);
      const kind = payload && kindOf(payload);
      return kind && typeof payload.sub === 'string' ? { kind, subject: payload.sub } : null;
    },
    /** The claims of a valid token of that kind, or null for anything else. */
    async verify(kind: TokenKind, token: string): Promise<TokenClaims | null> {
      const payload = await payloadOf(token);
      if (!payload || kindOf(payload) !== kind) return null;
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { subject: payload.sub, version: payload.ver };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
