import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies defaults and generates a development secret', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3001);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DB_POOL_MAX).toBe(10);
    expect(c.DEMO_DATA).toBe(false);
    expect(c.jwtSecretGenerated).toBe(true);
    expect(c.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('requires a JWT_SECRET of at least 32 bytes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: è obbligatorio quando NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET: deve essere lungo almeno 32 byte/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecretGenerated).toBe(false);
  });

  it('takes the connection pool size, at least 1', () => {
    expect(loadConfig({ DB_POOL_MAX: '16' }).DB_POOL_MAX).toBe(16);
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX: deve essere almeno 1/);
  });

  it('names every wrong variable in one clear message', () => {
    try {
      loadConfig({ PORT: 'abc', DEMO_DATA: 'forse', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'non-email', ADMIN_PASSWORD: '123' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      expect(msg).toMatch(/^Configurazione non valida:/);
      for (const key of ['PORT', 'DEMO_DATA', 'DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) expect(msg).toContain(`- ${key}:`);
    }
  });

  it('parses booleans and lists', () => {
    const c = loadConfig({ DEMO_DATA: 'true', CORS_ORIGINS: 'https://a.it, https://b.it', PORT: '8080' });
    expect(c.DEMO_DATA).toBe(true);
    expect(c.CORS_ORIGINS).toEqual(['https://a.it', 'https://b.it']);
    expect(c.PORT).toBe(8080);
  });
});
