import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOLLERANZA_IAT_SECONDI, TokenSigner } from './tokens.js';

afterEach(() => vi.useRealTimers());

describe('TokenSigner.verify remembers verified tokens (issue 13)', () => {
  it('a repeat answers the same claims; the token is refused once expired, remembered or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
    const signer = new TokenSigner('segreto-di-prova-segreto-di-prova-0123', 60);
    const { token, claims } = await signer.sign(7);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-06-01T10:00:59Z'));
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-06-01T10:01:00Z')); // exp <= now: expired, as jose says
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verify(token)).toBeNull();
  });

  it('remembers nothing for a token that fails: another secret, a tampered payload', async () => {
    const signer = new TokenSigner('segreto-di-prova-segreto-di-prova-0123', 60);
    const altro = new TokenSigner('un-altro-segreto-un-altro-segreto-4567', 60);
    const { token } = await altro.sign(7);
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verify(token)).toBeNull();
    const buono = (await signer.sign(8)).token;
    const [h, , s] = buono.split('.');
    const falso = `${h}.${Buffer.from(JSON.stringify({ sub: '1', jti: 'x', iss: 'gelatiere', exp: 4102444800 })).toString('base64url')}.${s}`;
    expect(await signer.verify(buono)).toMatchObject({ userId: 8 });
    expect(await signer.verify(falso)).toBeNull();
  });
});

describe('issue time (issue 34, 7)', () => {
  const segreto = 'segreto-di-prova-segreto-di-prova-0123';
  const firma = (claims: { iat?: number; iat_ms?: number }) => {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT(claims.iat_ms === undefined ? {} : { iat_ms: claims.iat_ms })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setIssuer('gelatiere')
      .setJti('j-futuro')
      .setExpirationTime(now + 3600);
    if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
    return jwt.sign(new TextEncoder().encode(segreto));
  };

  it(`a token issued more than ${TOLLERANZA_IAT_SECONDI} s in the future is refused; within the skew it is accepted`, async () => {
    const signer = new TokenSigner(segreto, 3600);
    const now = Math.floor(Date.now() / 1000);
    expect(await signer.verify(await firma({ iat: now + 3600 }))).toBeNull();
    expect(await signer.verify(await firma({ iat: now + TOLLERANZA_IAT_SECONDI + 5 }))).toBeNull();
    expect(await signer.verify(await firma({ iat: now, iat_ms: Date.now() + 3_600_000 }))).toBeNull();
    expect(await signer.verify(await firma({ iat: now + 30 }))).toMatchObject({ userId: 7 });
    expect(await signer.verify(await firma({ iat: now - 60 }))).toMatchObject({ userId: 7 });
  });

  it('a token without iat is refused', async () => {
    const signer = new TokenSigner(segreto, 3600);
    expect(await signer.verify(await firma({}))).toBeNull();
  });
});
