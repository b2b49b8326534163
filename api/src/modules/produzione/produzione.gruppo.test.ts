import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import type { AuthUser } from '../../common/authz.js';
import { DomainError } from '../../common/errors.js';
import { GruppoRegistrazioni } from './produzione.gruppo.js';
import { MSG_PRODUZIONE, type ProduzioneView, type RegistraProduzione } from './produzione.schema.js';
import type { Registrazione } from './produzione.service.js';

/** Group commit of registrations (issue 13): written together, each answered as if written alone. */
let t: TestApp;
let admin: string;
let utente: AuthUser;
const cat = { centro: 0, chiosco: 0, chiuso: 0, fiordilatte: 0, cioccolato: 0, fragola: 0, spento: 0 };

const id = async (query: string, params: unknown[] = []) => (await t.sql<{ id: number }>(`${query} returning id`, params))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.tokens());
  utente = { id: t.users.admin.id, nome: 'Admin', email: t.users.admin.email, ruolo: 'admin', puntoVenditaId: null, jti: 'gruppo', tokenExp: 0 };
  cat.centro = (await t.sql<{ id: number }>(`select id from punti_vendita where nome = 'Gelateria Centro'`))[0]!.id;
  cat.chiosco = await id(`insert into punti_vendita (nome) values ('Chiosco Mare')`);
  cat.chiuso = await id(`insert into punti_vendita (nome, attivo) values ('Negozio Chiuso', false)`);
  const latte = await id(`insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore) values ('Latte', 1.2, 'l', 'F')`);
  const zucchero = await id(`insert into ingredienti (nome, costo_per_unita, unita_misura, fornitore) values ('Zucchero', 1, 'kg', 'F')`);
  const creme = await id(`insert into categorie_gusti (nome, colore) values ('Creme', '#f5deb3')`);
  const gusto = async (nome: string, attivo = true) => {
    const g = await id(`insert into gusti (nome, categoria_id, colore, attivo) values (?, ?, '#ffffff', ?)`, [nome, creme, attivo]);
    await t.sql(`insert into gusti_ingredienti (gusto_id, ingrediente_id, quantita, unita) values (?, ?, 0.8, 'l'), (?, ?, 200, 'g')`, [g, latte, g, zucchero]);
    return g;
  };
  cat.fiordilatte = await gusto('Fiordilatte');
  cat.cioccolato = await gusto('Cioccolato');
  cat.fragola = await gusto('Fragola');
  cat.spento = await gusto('Gusto Spento', false);
});

afterAll(async () => {
  await t.close();
});

const registrazione = (data: string, pv: number, righe: [number, number][], note?: string): Registrazione => ({
  user: utente,
  ip: '10.0.0.7',
  input: { data, puntoVenditaId: pv, gusti: righe.map(([gustoId, quantitaKg]) => ({ gustoId, quantitaKg })), ...(note ? { note } : {}) } as RegistraProduzione,
});

/** The first is written alone (one group at a time); the others queue meanwhile and go together. */
const registraTutte = (gruppo: GruppoRegistrazioni, regs: Registrazione[]) =>
  regs.map((r) => gruppo.registra(t.orm.em.fork(), r).then((vista) => ({ vista }), (errore: unknown) => ({ errore })));

/** How many transactions wrote these productions. */
const transazioni = async (ids: number[]) =>
  Number((await t.sql<{ n: string }>(`select count(distinct xmin::text)::text as n from produzioni where id in (?)`, [ids]))[0]!.n);

describe('registrations written together', () => {
  it('are written in one transaction and each answered as if written alone: its lines, its totals, the day total up to it, its log entry', async () => {
    const giorno = '2026-08-03';
    const regs = Array.from({ length: 8 }, (_, k) =>
      registrazione(giorno, cat.chiosco, [
        [cat.fiordilatte, 1 + k],
        [k % 2 ? cat.cioccolato : cat.fragola, 0.5],
      ], `lotto ${k}`),
    );
    const esiti = await Promise.all(registraTutte(new GruppoRegistrazioni(1), regs));
    const viste = esiti.map((e) => {
      expect(e).toHaveProperty('vista');
      return (e as { vista: ProduzioneView }).vista;
    });
    const ids = viste.map((v) => v.id);
    expect(new Set(ids).size).toBe(8);
    expect(ids).toEqual([...ids].sort((a, b) => a - b)); // written in the order they came
    expect(await transazioni(ids)).toBe(2); // the first alone, the seven that queued together

    let giornata = 0;
    for (const [k, v] of viste.entries()) {
      expect(v.note).toBe(`lotto ${k}`);
      expect(v.puntoVenditaNome).toBe('Chiosco Mare');
      expect(v.kgTotale).toBeCloseTo(1 + k + 0.5, 3);
      giornata += v.kgTotale;
      expect(v.kgTotaleGiornaliero).toBeCloseTo(giornata, 3);
      // the answer is what every door reads back
      const letta = await t.rest('GET', `/api/produzione/${v.id}`, { token: admin });
      expect(letta.status).toBe(200);
      const body = letta.body as { kg_totale: number; costo_totale: number; gusti: { gusto_id: number; quantita_kg: number; food_cost: number }[] };
      expect(body.kg_totale).toBeCloseTo(v.kgTotale, 3);
      expect(body.costo_totale).toBeCloseTo(v.costoTotale!, 4);
      expect(body.gusti.map((g) => [g.gusto_id, g.quantita_kg])).toEqual(v.gusti.map((g) => [g.gustoId, g.quantitaKg]));
    }
    const log = await t.sql<{ dettagli: string; ip_address: string }>(`select dettagli, ip_address from log_attivita where dettagli like 'Registrata produzione #%' and dettagli like '%2026-08-03%' order by id`);
    expect(log.map((l) => l.dettagli)).toEqual(viste.map((v) => `Registrata produzione #${v.id} del 2026-08-03 (Chiosco Mare): ${v.kgTotale.toLocaleString('it-IT', { maximumFractionDigits: 3 })} kg, 2 gusti`));
    expect(log.every((l) => l.ip_address === '10.0.0.7')).toBe(true);
    // the rollups count every line once
    const [rollup] = await t.sql<{ kg: string }>(`select sum(kg)::text as kg from analytics_gusti_giorno where data = '2026-08-03'`);
    expect(Number(rollup!.kg)).toBeCloseTo(giornata, 3);
  });

  it("a registration whose check fails gets its own 400, writes nothing and does not stop the others", async () => {
    const giorno = '2026-08-04';
    const regs = [
      registrazione(giorno, cat.centro, [[cat.fiordilatte, 2]]),
      registrazione(giorno, cat.centro, [[cat.cioccolato, 3]]),
      registrazione(giorno, cat.chiuso, [[cat.fragola, 1]]),
      registrazione(giorno, cat.centro, [[cat.fragola, 1], [cat.spento, 1]]),
      registrazione(giorno, cat.centro, [[cat.fragola, 4]]),
    ];
    const esiti = await Promise.all(registraTutte(new GruppoRegistrazioni(1), regs));
    const errori = esiti.map((e) => ('errore' in e ? (e.errore as DomainError) : null));
    expect(errori[2]).toBeInstanceOf(DomainError);
    expect(errori[2]!.message).toBe(MSG_PRODUZIONE.puntoVenditaNonDisponibile);
    expect(errori[3]!.message).toBe(MSG_PRODUZIONE.gustoNonDisponibile);
    expect(errori[3]!.details).toEqual({ gusti: [cat.spento] });
    const viste = esiti.filter((e): e is { vista: ProduzioneView } => 'vista' in e).map((e) => e.vista);
    expect(viste.map((v) => v.kgTotale)).toEqual([2, 3, 4]);
    expect(viste.map((v) => v.kgTotaleGiornaliero)).toEqual([2, 5, 9]); // the failed ones count for nothing
    expect(await transazioni(viste.map((v) => v.id))).toBe(2);
    const [scritte] = await t.sql<{ n: string }>(`select count(*)::text as n from produzioni where data = '2026-08-04'`);
    expect(Number(scritte!.n)).toBe(3);
  });

  it('a group whose transaction fails writes each registration again alone: the fault reaches only the one that has it', async () => {
    const giorno = '2026-08-05';
    const regs = [
      registrazione(giorno, cat.centro, [[cat.fiordilatte, 1]]),
      registrazione(giorno, cat.centro, [[cat.cioccolato, 2]]),
      // the same flavour twice breaks the lines' unique key: the whole statement fails
      registrazione(giorno, cat.centro, [[cat.fragola, 1], [cat.fragola, 2]]),
      registrazione(giorno, cat.centro, [[cat.fragola, 3]]),
    ];
    const esiti = await Promise.all(registraTutte(new GruppoRegistrazioni(1), regs));
    expect(esiti.map((e) => 'vista' in e)).toEqual([true, true, false, true]);
    const viste = esiti.filter((e): e is { vista: ProduzioneView } => 'vista' in e).map((e) => e.vista);
    expect(viste.map((v) => v.kgTotaleGiornaliero)).toEqual([1, 3, 6]);
    expect(await transazioni(viste.map((v) => v.id))).toBe(3); // each alone after the group failed
    const [scritte] = await t.sql<{ n: string; kg: string }>(`select count(*)::text as n, sum(kg_totale)::text as kg from produzioni where data = '2026-08-05'`);
    expect([Number(scritte!.n), Number(scritte!.kg)]).toEqual([3, 6]);
  });
});

describe('POST /api/produzione at the same moment', () => {
  it('answers each request with its own production (201) and records them all, whatever groups they went in', async () => {
    const corpi = Array.from({ length: 12 }, (_, k) => ({
      data: '2026-08-06',
      puntoVenditaId: k % 2 ? cat.centro : cat.chiosco,
      gusti: [{ gusto_id: cat.fiordilatte, quantita_kg: 1 + k }],
      note: `richiesta ${k}`,
    }));
    const risposte = await Promise.all(corpi.map((body) => t.rest('POST', '/api/produzione', { token: admin, body })));
    expect(risposte.map((r) => r.status)).toEqual(corpi.map(() => 201));
    const viste = risposte.map((r) => r.body as { id: number; note: string; kg_totale: number; punto_vendita_id: number });
    expect(viste.map((v) => [v.note, v.kg_totale, v.punto_vendita_id])).toEqual(corpi.map((c) => [c.note, c.gusti[0]!.quantita_kg, c.puntoVenditaId]));
    const [scritte] = await t.sql<{ n: string }>(`select count(*)::text as n from produzioni where data = '2026-08-06'`);
    expect(Number(scritte!.n)).toBe(12);
  });
});
