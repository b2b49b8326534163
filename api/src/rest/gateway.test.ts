import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { routes } from '../modules/index.js';
import { MSG_CORPO_OGGETTO } from './gateway.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
});

afterAll(async () => {
  await t.close();
});

describe('strict bodies and numbers at the REST edge (issue 10, defect 9)', () => {
  // every route with a body: on the contract (restBody) or not (a plain z.object)
  const withObjectBody = routes.filter((r) => r.body !== undefined && !r.multipart);

  it('every route documenting an object body refuses [], a string, a number and null with 400', async () => {
    expect(withObjectBody.length).toBeGreaterThan(10);
    for (const r of withObjectBody) {
      const url = `/api${r.url.replace(/:[a-zA-Z]+/g, '1')}`;
      for (const payload of ['[]', '"testo"', '42', 'null']) {
        const res = await t.app.inject({ method: r.method, url, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload });
        expect(res.statusCode, `${r.method} ${url} ${payload}`).toBe(400);
        expect(res.json(), `${r.method} ${url} ${payload}`).toEqual({ error: MSG_CORPO_OGGETTO });
      }
    }
  });

  it('ids in the path and the query string accept only decimal digits', async () => {
    for (const id of ['0x1F', '1e2', '%2012%20', 'true', '1.0', '-1']) {
      const path = await t.rest('GET', `/api/produzione/${id}`, { token: admin });
      expect(path.status, id).toBe(400);
      expect(path.body).toEqual({ error: 'Identificativo non valido' });
      const query = await t.rest('GET', `/api/produzione?punto_vendita_id=${id}`, { token: admin });
      expect(query.status, id).toBe(400);
    }
    expect((await t.rest('GET', '/api/produzione?punto_vendita_id=1&limit=5&offset=0', { token: admin })).status).toBe(200);
    expect((await t.rest('GET', '/api/produzione?limit=0x5', { token: admin })).status).toBe(400);
  });

  it('kg and ids in a production body must be JSON numbers', async () => {
    const pv = (await t.sql<{ id: number }>(`select id from punti_vendita limit 1`))[0]!.id;
    const cat = (await t.sql<{ id: number }>(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3') returning id`))[0]!.id;
    const g = (await t.sql<{ id: number }>(`insert into gusti (nome, categoria_id, colore) values ('Crema', ?, '#ffffff') returning id`, [cat]))[0]!.id;
    const post = (riga: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      t.rest('POST', '/api/produzione', { token: admin, body: { data: '2026-05-01', punto_vendita_id: pv, gusti: [{ gusto_id: g, quantita_kg: 1, ...riga }], ...extra } });
    for (const kg of [true, '0x1F', '1e2', ' 12 ', '2,5', '3']) {
      const res = await post({ quantita_kg: kg });
      expect(res.status, String(kg)).toBe(400);
      expect(res.body).toEqual({ error: 'Quantità non valida' });
    }
    for (const id of [true, '0x1F', '1e2', ` ${g} `]) expect((await post({ gusto_id: id })).status, String(id)).toBe(400);
    expect((await post({}, { punto_vendita_id: true })).status).toBe(400);
    expect((await post({ quantita_kg: 1.25 })).status).toBe(201);
    const rows = await t.sql<{ n: number }>('select count(*)::int as n from produzioni');
    expect(rows[0]!.n).toBe(1);
  });
});
