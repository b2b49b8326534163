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

/**
 * Clock skew allowed on `iat`: a token issued up to 60 s "in the future" (another replica's clock a
 * little ahead) is accepted, one issued later than that is refused as forged or broken.
 */
export const TOLLERANZA_IAT_SECONDI = 60;

/** How many verified tokens a signer remembers (the oldest go first). */
export const TOKEN_VERIFICATI_MAX = 10_000;

export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were verified, with their claims: a token's claims never change,
   * so a repeat (every request of a session) skips the HMAC; expiry is checked again on every use.
   * Revocation is not the signer's business (auth.service.ts reads it on every request).
   */
  private readonly verificati = new Map<string, Readonly<TokenClaims>>();

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

  /** Verifies signature (HS256 only), issuer, expiry and issue time (not in the future). Returns null for any invalid token. */
  async verify(token: string): Promise<TokenClaims | null> {
    const noto = this.verificati.get(token);
    if (noto) {
      // jose's rule: expired when exp <= now (seconds)
      if (noto.exp > Math.floor(Date.now() / 1000)) return noto;
      this.verificati.delete(token);
      return null;
    }
    const claims = await this.verifica(token);
    if (claims) {
      if (this.verificati.size >= TOKEN_VERIFICATI_MAX) this.verificati.delete(this.verificati.keys().next().value!);
      this.verificati.set(token, Object.freeze(claims));
    }
    return claims;
  }

  private async verifica(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALG], issuer: ISSUER, requiredClaims: ['exp', 'jti', 'sub', 'iat'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.jti !== 'string') return null;
      const iatMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat! * 1000;
      // issued in the future (beyond the skew): it would outlive every "sessions valid from" instant
      const limite = Date.now() + TOLLERANZA_IAT_SECONDI * 1000;
      if (payload.iat! * 1000 > limite || iatMs > limite) return null;
      return { userId, jti: payload.jti, exp: payload.exp!, issuedAtMs: iatMs };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
