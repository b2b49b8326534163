import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { attesoDatabasePerso, numeriFuori, prontoEntro, scritturaInterrotta, servitaEntro10s, sqlFuori, terminaConnessioni } from '../../../test/guasti.js';

/**
 * The inventory count (POST /api/magazzino/inventario) when the app's database connections are
 * terminated ("Faults are normal"): the request is answered quickly (never hangs), the count is
 * written whole or not at all, the app serves the next count within seconds, and a count answered
 * 201 is still there after the connections are gone.
 *
 * Two ingredients with no lots, counted together: each count writes two adjustments (the counted
 * quantity − the stock read), so "whole" is two more rows in rettifiche_magazzino and "nothing" none.
 */
const suPostgres = !!process.env.DATABASE_URL;
let t: TestApp;
let admin: string;
const id = { latte: 0, cacao: 0 };
const rettifiche = async () => (await numeriFuori(t, { n: 'select count(*)::int from rettifiche_magazzino' })).n;
const giacenze = async () =>
  (await sqlFuori<{ id: number; g: number }>(t, 'select ingrediente_id as id, sum(quantita)::float8 as g from rettifiche_magazzino where ingrediente_id in ($1, $2) group by 1', [id.latte, id.cacao])).reduce(
    (m, r) => m.set(r.id, r.g),
    new Map<number, number>(),
  );

/** A count of both ingredients read now: latte `+dLatte`, cacao `+dCacao` on the stock. */
async function conteggio(dLatte: number, dCacao: number) {
  const g = await giacenze();
  const [latte, cacao] = [g.get(id.latte) ?? 0, g.get(id.cacao) ?? 0];
  return {
    righe: [
      { ingrediente_id: id.latte, contato: latte + dLatte, giacenza_letta: latte },
      { ingrediente_id: id.cacao, contato: cacao + dCacao, giacenza_letta: cacao },
    ],
  };
}
const conta = (body: Awaited<ReturnType<typeof conteggio>>) => t.rest('POST', '/api/magazzino/inventario', { token: admin, body });

beforeAll(async () => {
  if (!suPostgres) return;
  t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '8000' });
  admin = await t.token('admin');
  const ing = async (nome: string, unita_misura: 'kg' | 'l') => {
    const res = await t.rest('POST', '/api/ingredienti', { token: admin, body: { nome, unita_misura, costo_per_unita: 2, fornitore: 'Prova', calorie: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  id.latte = await ing('Latte guasti', 'l');
  id.cacao = await ing('Cacao guasti', 'kg');
});
afterAll(async () => t?.close());

describe.skipIf(!suPostgres)('inventory count with the database connections terminated', () => {
  it('terminated in the middle of the count (adjustments written, the activity log waiting): 503 in Italian within 5 s, nothing written; the same count is saved whole within seconds', async () => {
    const prima = await rettifiche();
    const body = await conteggio(3, 1.5);
    const { res, ms } = await scritturaInterrotta(t, 'log_attivita', ['rettifiche_magazzino'], () => conta(body));
    attesoDatabasePerso(res);
    expect(ms).toBeLessThan(5_000);
    expect(await rettifiche()).toBe(prima);

    const ancora = await servitaEntro10s(t, () => conta(body));
    expect(ancora.body.rettifiche.map((r) => [r.ingrediente_id, r.quantita, r.giacenza])).toEqual([
      [id.latte, 3, body.righe[0]!.contato],
      [id.cacao, 1.5, body.righe[1]!.contato],
    ]);
    expect(await rettifiche()).toBe(prima + 2);
  });

  it('terminated just before the count arrives: 201 or a 503 in Italian, the count whole or not at all, and the next count saved', async () => {
    const prima = await rettifiche();
    const body = await conteggio(-0.5, 2);
    expect(await terminaConnessioni(t)).toBeGreaterThan(0);
    const inizio = Date.now();
    const res = await conta(body);
    expect(Date.now() - inizio).toBeLessThan(5_000);
    if (res.status === 201) expect(await rettifiche()).toBe(prima + 2);
    else {
      attesoDatabasePerso(res);
      expect(await rettifiche()).toBe(prima);
    }
    const prossimo = await conteggio(1, 1);
    await servitaEntro10s(t, () => conta(prossimo));
    expect(await rettifiche()).toBe(prima + (res.status === 201 ? 4 : 2));
  });

  it('a count answered 201 is kept when the connections are terminated right after: its adjustments and the stock are read back', async () => {
    const prima = await rettifiche();
    const giacenzePrima = await giacenze();
    const res = await conta(await conteggio(0.25, -0.75));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await terminaConnessioni(t)).toBeGreaterThan(0);
    expect(await prontoEntro(t, Date.now())).toBe(200);
    expect(await rettifiche()).toBe(prima + 2);
    const letta = await t.rest('GET', '/api/magazzino', { token: admin });
    expect(letta.status).toBe(200);
    const giacenza = (ingredienteId: number) => letta.body.find((g) => g.ingrediente_id === ingredienteId)?.giacenza;
    expect([giacenza(id.latte), giacenza(id.cacao)]).toEqual([(giacenzePrima.get(id.latte) ?? 0) + 0.25, (giacenzePrima.get(id.cacao) ?? 0) - 0.75]);
  });
});
