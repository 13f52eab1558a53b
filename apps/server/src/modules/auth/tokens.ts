import { errors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

export interface AccessClaims {
  sub: string;
  email: string;
  /** Session (refresh-token family) id, so logout can revoke the session the token came from. */
  sid: string;
  typ: 'access';
}

export interface TokenService {
  signAccess(user: { id: string; email: string }, sessionId: string): Promise<string>;
  /** The claims of a valid, unexpired access token signed by us; undefined for anything else. */
  verifyAccess(token: string): Promise<AccessClaims | undefined>;
}

const ISSUER = 'homie';
const AUDIENCE = 'homie-web';

/** Short-lived HS256 access tokens. Only HS256 with our key is accepted (no `none`, no other keys). */
export function createTokenService(opts: {
  secret: string;
  ttlSeconds: number;
  now?: () => number;
}): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  const now = opts.now ?? Date.now;
  return {
    async signAccess(user, sessionId) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ email: user.email, sid: sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.ttlSeconds)
        .sign(key);
    },
    async verifyAccess(token) {
      if (token.length > 4096) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return undefined;
        if (typeof payload.email !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { sub: payload.sub, email: payload.email, sid: payload.sid, typ: 'access' };
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return undefined;
        throw err;
      }
    },
  };
}
