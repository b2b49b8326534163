import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  jti: string;
  exp: number;
  /** Issue time in milliseconds (sessions can be invalidated from an instant on). */
  issuedAtMs: number;
}

const ALG = 'HS256';
const ISSUER = 'gelatiere';

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(userId: number): Promise<{ token: string; claims: TokenClaims }> {
    const jti = randomUUID();
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000);
    const exp = now + this.ttlSeconds;
    const token = await new SignJWT({ iat_ms: nowMs })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, claims: { userId, jti, exp, issuedAtMs: nowMs } };
  }

  /** Verifies signature (HS256 only), issuer and expiry. Returns null for any invalid token. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALG], issuer: ISSUER, requiredClaims: ['exp', 'jti', 'sub'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.jti !== 'string') return null;
      const iatMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
      return { userId, jti: payload.jti, exp: payload.exp!, issuedAtMs: iatMs };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
