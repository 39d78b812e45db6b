import { jwtVerify, SignJWT } from 'jose';

/** Student and admin tokens carry different audiences: neither opens the other's routes. */
export const AUDIENCE = { user: 'prepward:user', admin: 'prepward:admin' } as const;
export type TokenKind = keyof typeof AUDIENCE;

const ISSUER = 'prepward';
/** Documented in docs/decisions.md: a study session rarely outlasts a week. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = { subject: string; version: number };

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: Object.values(AUDIENCE),
          algorithms: ['HS256'],
        });
        const kind = payload.aud === AUDIENCE.admin ? 'admin' : 'user';
        return typeof payload.sub === 'string' ? { kind, subject: payload.sub } : null;
      } catch {
        return null;
      }
    },
    /** The claims of a valid token of that kind, or null for anything else. */
    async verify(kind: TokenKind, token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE[kind],
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { subject: payload.sub, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
