import { createRemoteJWKSet, jwtVerify } from 'jose';

export type GoogleIdentity = {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
};
export type GoogleVerifier = { verify: (credential: string) => Promise<GoogleIdentity | null> };

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Verifies a Google ID token: signature against the JWKS, issuer, audience, expiry, verified email. */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return {
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, keys, {
          issuer: ISSUERS,
          audience: clientId,
        });
        const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
        if (!payload.sub || !email || payload.email_verified !== true) return null;
        const name = typeof payload.name === 'string' ? payload.name : '';
        return {
          subject: payload.sub,
          email,
          firstName:
            typeof payload.given_name === 'string'
              ? payload.given_name
              : (name.split(' ')[0] ?? ''),
          lastName:
            typeof payload.family_name === 'string'
              ? payload.family_name
              : name.split(' ').slice(1).join(' '),
        };
      } catch {
        return null;
      }
    },
  };
}
