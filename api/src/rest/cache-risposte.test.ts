import { describe, expect, it } from 'vitest';
import { CacheRisposte } from './cache-risposte.js';

/** The kept answers' rules without a database (the whole path runs in test/cache-catalogo.test.ts). */
describe('CacheRisposte', () => {
  const contatore = () => {
    let n = 0;
    return { calcola: (json = '[]') => async () => (n++, json), get volte() { return n; } };
  };

  it('computes once per version and key; a newer version drops the older answers', async () => {
    const cache = new CacheRisposte();
    const c = contatore();
    expect((await cache.risposta('5', 'a', c.calcola('[1]'))).json.toString()).toBe('[1]');
    expect((await cache.risposta('5', 'a', c.calcola('[2]'))).json.toString()).toBe('[1]');
    expect((await cache.risposta('5', 'b', c.calcola('[3]'))).json.toString()).toBe('[3]');
    expect((await cache.risposta('6', 'a', c.calcola('[4]'))).json.toString()).toBe('[4]');
    expect((await cache.risposta('6', 'a', c.calcola('[5]'))).json.toString()).toBe('[4]');
    expect(c.volte).toBe(3);
  });

  it('an answer for a version older than the newest seen is served, never kept', async () => {
    const cache = new CacheRisposte();
    const c = contatore();
    await cache.risposta('10', 'a', c.calcola('[10]'));
    expect((await cache.risposta('9', 'a', c.calcola('[9]'))).json.toString()).toBe('[9]');
    expect((await cache.risposta('9', 'a', c.calcola('[9 bis]'))).json.toString()).toBe('[9 bis]');
    expect((await cache.risposta('10', 'a', c.calcola('[x]'))).json.toString()).toBe('[10]');
  });

  it('concurrent misses share one computation; a failed one is forgotten', async () => {
    const cache = new CacheRisposte();
    let volte = 0;
    let sblocca!: (json: string) => void;
    const lenta = () => {
      volte++;
      return new Promise<string>((r) => (sblocca = r));
    };
    const [a, b] = [cache.risposta('1', 'k', lenta), cache.risposta('1', 'k', lenta)];
    sblocca('[ok]');
    expect([(await a).json.toString(), (await b).json.toString()]).toEqual(['[ok]', '[ok]']);
    expect(volte).toBe(1);
    await expect(cache.risposta('1', 'rotta', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect((await cache.risposta('1', 'rotta', async () => '[dopo]')).json.toString()).toBe('[dopo]');
  });

  it('keeps at most `massimo` answers per version, dropping the oldest', async () => {
    const cache = new CacheRisposte(2);
    const c = contatore();
    for (const k of ['a', 'b', 'c']) await cache.risposta('1', k, c.calcola(`["${k}"]`));
    await cache.risposta('1', 'c', c.calcola());
    await cache.risposta('1', 'a', c.calcola('["a di nuovo"]'));
    expect(c.volte).toBe(4);
  });
});
