import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthUser, Ruolo } from '../common/authz.js';
import { restBody, restSchema, serializeRest } from '../common/forma-rest.js';

const user = (ruolo: Ruolo, scopes?: AuthUser['chiave']): AuthUser => ({
  id: 1,
  nome: 'U',
  email: 'u@test.it',
  ruolo,
  puntoVenditaId: null,
  jti: 'j',
  tokenExp: 0,
  ...(scopes ? { chiave: scopes } : {}),
});

const vista = {
  id: 7,
  puntoVenditaId: 2,
  createdAt: new Date('2026-05-01T10:00:00.000Z'),
  foodCost: 3.2,
  righe: [{ gustoNome: 'Fiordilatte', costoTotale: 12.5, quantitaKg: 4 }],
  datiAggiuntivi: { richiestaDa: 'x' },
};

describe('serializeRest', () => {
  it('snake_case keys at every depth, instants as ISO text', () => {
    expect(serializeRest(vista, user('admin'))).toEqual({
      id: 7,
      punto_vendita_id: 2,
      created_at: '2026-05-01T10:00:00.000Z',
      food_cost: 3.2,
      righe: [{ gusto_nome: 'Fiordilatte', costo_totale: 12.5, quantita_kg: 4 }],
      dati_aggiuntivi: { richiesta_da: 'x' },
    });
  });

  it('cost fields follow the field policy: operators and keys without costi:read never see them', () => {
    for (const u of [user('operatore'), user('manager', { id: 1, nome: 'k', scopes: ['produzione:read'] }), null]) {
      const out = serializeRest(vista, u) as Record<string, unknown>;
      expect(out).not.toHaveProperty('food_cost');
      expect((out.righe as object[])[0]).toEqual({ gusto_nome: 'Fiordilatte', quantita_kg: 4 });
    }
    const conScope = serializeRest(vista, user('manager', { id: 1, nome: 'k', scopes: ['produzione:read', 'costi:read'] }));
    expect(conScope).toMatchObject({ food_cost: 3.2 });
  });

  it('overrides: rename, transform, verbatim, leave out', () => {
    const out = serializeRest(vista, user('admin'), {
      righe: { nome: 'gusti' },
      foodCost: false,
      datiAggiuntivi: { verbatim: true },
      id: { valore: (v) => `#${String(v)}` },
    });
    expect(out).toMatchObject({ id: '#7', gusti: [{ gusto_nome: 'Fiordilatte' }], dati_aggiuntivi: { richiestaDa: 'x' } });
    expect(out).not.toHaveProperty('food_cost');
  });
});

describe('schemas derived from a view schema', () => {
  const view = z.object({ id: z.number(), puntoVenditaId: z.number().nullable(), createdAt: z.date(), foodCost: z.number(), righe: z.array(z.object({ quantitaKg: z.number() })) });

  it('restSchema: snake_case keys, ISO instants, cost fields optional', () => {
    const rest = restSchema(view);
    expect(rest.safeParse({ id: 1, punto_vendita_id: null, created_at: '2026-05-01T10:00:00.000Z', righe: [{ quantita_kg: 1 }] }).success).toBe(true);
    expect(rest.safeParse({ id: 1, punto_vendita_id: null, created_at: 'ieri', righe: [] }).success).toBe(false);
  });

  it('restBody: snake_case in, camelCase out, unknown keys dropped', () => {
    const body = restBody(z.object({ puntoVenditaId: z.number(), nome: z.string() }));
    expect(body.parse({ punto_vendita_id: 3, nome: 'x', created_at: 'ignorato' })).toEqual({ puntoVenditaId: 3, nome: 'x' });
  });
});
