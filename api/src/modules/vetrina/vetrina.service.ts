import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF, puntoVenditaConsentito, type AuthUser } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, conflict, forbidden, notFound } from '../../common/errors.js';
import { idempotente, type IdempotentRequest } from '../../common/idempotency.js';
import { logActivity } from '../attivita/attivita.service.js';
import { previsioneDelGiorno } from '../previsioni/previsioni.service.js';
import { dispatchEvents, type DomainEvent } from '../domain-events.js';
import { valoriGustoLateral } from '../gusti/gusto.sql.js';
import { PREZZO_CONFIG_SQL, giorniSql } from './vetrina.sql.js';
import { MARGINI_ROLLUP_TABLE } from '../analytics/analytics.margini-sql.js';
import {
  MSG_VETRINA,
  type CaricoInput,
  type CaricoView,
  type ChiusuraInput,
  type GiornoQuery,
  type ModificaCarico,
  type ModificaScarto,
  type PeriodoQuery,
  type RiepilogoGustoView,
  type ScartoInput,
  type ScartoView,
  type SuggerimentoView,
  type VetrinaGiornoView,
} from './vetrina.schema.js';
import { CARICO_FROM, CARICO_JSON, SCARTO_FROM, SCARTO_JSON, findCarico, findScarto, parsed, withDate, type Json } from './vetrina.queries.js';

// ---------------------------------------------------------------------------------------------
// Who records and reads where: common/authz.ts (puntoVenditaConsentito), the rule productions follow too.

const puntoConsentito = (user: AuthUser, richiesto: number | undefined) => puntoVenditaConsentito(user, richiesto, MSG_VETRINA.altroPuntoVendita);

const formatKg = (kg: number) => kg.toLocaleString('it-IT', { maximumFractionDigits: 3 });
const MOTIVO_LABEL: Record<string, string> = { scaduto: 'scaduto', caduto: 'caduto', qualita: 'qualità', altro: 'altro' };

// ---------------------------------------------------------------------------------------------
// Reading a day (the tray and waste reads: vetrina.queries.ts)

/** The day of a point: trays (in loading order) and waste, in one statement. */
export async function getVetrinaGiorno(ctx: RequestContext, q: GiornoQuery): Promise<VetrinaGiornoView> {
  const user = requireUser(ctx);
  const pv = puntoConsentito(user, q.puntoVenditaId);
  if (pv === undefined) throw badInput(MSG_VETRINA.puntoVenditaObbligatorio);
  const [row] = await ctx.em.execute<{ nome: string | null; carichi: Json<CaricoView>[] | string; scarti: Json<ScartoView>[] | string }[]>(
    `select (select nome from punti_vendita where id = ?) as nome,
       coalesce((select json_agg(${CARICO_JSON} order by c.created_at, c.id) ${CARICO_FROM}
                  where c.punto_vendita_id = ? and c.data = ?::date), '[]'::json) as carichi,
       coalesce((select json_agg(${SCARTO_JSON} order by s.created_at, s.id) ${SCARTO_FROM}
                  where s.punto_vendita_id = ? and s.data = ?::date), '[]'::json) as scarti`,
    [pv, pv, q.data, pv, q.data],
  );
  if (!row?.nome) throw notFound(MSG_VETRINA.puntoVenditaNonDisponibile);
  return {
    puntoVenditaId: pv,
    puntoVenditaNome: row.nome,
    data: q.data,
    carichi: parsed(row.carichi).map((c) => withDate<CaricoView>(c)),
    scarti: parsed(row.scarti).map((s) => withDate<ScartoView>(s)),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** The point (active), the flavour and, when given, the production line of that flavour: one statement. */
async function riferimenti(em: EntityManager, puntoVenditaId: number, gustoId: number, produzioneId: number | null) {
  const [row] = await em.execute<{ pv_nome: string | null; pv_attivo: boolean | null; gusto_nome: string | null; produzione: number | null; riga: number | null }[]>(
    `select (select nome from punti_vendita where id = ?) as pv_nome, (select attivo from punti_vendita where id = ?) as pv_attivo,
            (select nome from gusti where id = ?) as gusto_nome, (select id from produzioni where id = ?) as produzione,
            (select r.id from produzione_righe r where r.produzione_id = ? and r.gusto_id = ?) as riga`,
    [puntoVenditaId, puntoVenditaId, gustoId, produzioneId ?? 0, produzioneId ?? 0, gustoId],
  );
  if (!row?.pv_nome || !row.pv_attivo) throw badInput(MSG_VETRINA.puntoVenditaNonDisponibile);
  if (!row.gusto_nome) throw badInput(MSG_VETRINA.gustoNonTrovato);
  if (produzioneId !== null && !row.produzione) throw badInput(MSG_VETRINA.produzioneNonTrovata);
  if (produzioneId !== null && !row.riga) throw badInput(MSG_VETRINA.produzioneSenzaGusto);
  return { puntoVenditaNome: row.pv_nome, gustoNome: row.gusto_nome, rigaId: row.riga };
}

/**
 * A write in one transaction whose domain events (webhooks) are dispatched inside it, so they commit
 * or roll back with it; their after-commit hints run once it has committed.
 */
async function conEventi<T>(ctx: RequestContext, work: (em: EntityManager, eventi: DomainEvent[]) => Promise<T>, idempotenza?: IdempotentRequest<T>): Promise<T> {
  let afterCommit = () => {}; // stays a no-op when the answer is a replay
  const run = async (em: EntityManager) => {
    const eventi: DomainEvent[] = [];
    const r = await work(em, eventi);
    afterCommit = await dispatchEvents(em, eventi);
    return r;
  };
  // with an idempotency key (offline queues retry) the same request within 24 h returns the first answer
  const result = idempotenza ? await idempotente(ctx, idempotenza, run) : await ctx.em.transactional(run);
  afterCommit();
  return result;
}

/** Idempotent request of a display-case write: the stored answer's dates revived. */
const richiesta = <T extends { createdAt: Date }>(chiave: unknown, ambito: string, input: unknown): IdempotentRequest<T> | undefined =>
  chiave === undefined || chiave === null ? undefined : { chiave, ambito, input, revive: (stored) => withDate<T>(stored as Json<T>) };

/** Loads a tray (every role; an operatore at their own point). */
export async function registraCarico(ctx: RequestContext, input: CaricoInput, chiaveIdempotenza?: unknown): Promise<CaricoView> {
  const user = requireUser(ctx);
  puntoConsentito(user, input.puntoVenditaId);
  return conEventi(ctx, async (em, eventi) => {
    const ref = await riferimenti(em, input.puntoVenditaId, input.gustoId, input.produzioneId ?? null);
    const [created] = await em.execute<{ id: number }[]>(
      `insert into vetrina_carichi (punto_vendita_id, data, gusto_id, produzione_id, produzione_riga_id, kg, operatore_id)
       values (?, ?::date, ?, ?, ?, ?, ?) returning id`,
      [input.puntoVenditaId, input.data, input.gustoId, input.produzioneId ?? null, ref.rigaId, input.kg, user.id],
    );
    logActivity({ em, user, ip: ctx.ip }, 'creazione', `Vetrina ${ref.puntoVenditaNome} del ${input.data}: caricata vaschetta #${created!.id} di ${ref.gustoNome}, ${formatKg(input.kg)} kg`);
    await em.flush();
    eventi.push({ tipo: 'vetrina.carico_creato', caricoId: created!.id });
    return findCarico(em, created!.id);
  }, richiesta<CaricoView>(chiaveIdempotenza, 'vetrina.carico', input));
}

interface CaricoLock {
  id: number;
  punto_vendita_id: number;
  data: string;
  kg: number;
  kg_rimasti: number | null;
  gusto_nome: string;
}

async function lockCarico(em: EntityManager, id: number): Promise<CaricoLock> {
  const [row] = await em.execute<CaricoLock[]>(
    `select c.id, c.punto_vendita_id, to_char(c.data, 'YYYY-MM-DD') as data, c.kg::float8 as kg, c.kg_rimasti::float8 as kg_rimasti, g.nome as gusto_nome
       from vetrina_carichi c join gusti g on g.id = c.gusto_id where c.id = ? for update of c`,
    [id],
  );
  if (!row) throw notFound(MSG_VETRINA.caricoNonTrovato);
  return row;
}

/** Closing weigh-back of a tray (every role; an operatore at their own point); once only (409). */
export async function registraChiusura(ctx: RequestContext, input: ChiusuraInput, chiaveIdempotenza?: unknown): Promise<CaricoView> {
  const user = requireUser(ctx);
  return conEventi(ctx, async (em, eventi) => {
    const c = await lockCarico(em, input.caricoId);
    puntoConsentito(user, c.punto_vendita_id);
    if (c.kg_rimasti !== null) throw conflict(MSG_VETRINA.giaChiusa);
    if (input.kgRimasti > Number(c.kg)) throw badInput(MSG_VETRINA.kgRimastiTroppi);
    await em.execute('update vetrina_carichi set kg_rimasti = ?, updated_at = now() where id = ?', [input.kgRimasti, c.id], 'run');
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Vetrina del ${c.data}: pesata di chiusura della vaschetta #${c.id} di ${c.gusto_nome}, rimasti ${formatKg(input.kgRimasti)} kg su ${formatKg(Number(c.kg))}`);
    await em.flush();
    eventi.push({ tipo: 'vetrina.chiusura_registrata', caricoId: c.id });
    return findCarico(em, c.id);
  }, richiesta<CaricoView>(chiaveIdempotenza, 'vetrina.chiusura', input));
}

/**
 * Correction of a closing weigh-back (admin, manager): the tray must have one (409 otherwise); the
 * activity log keeps the value it replaces; webhook `vetrina.chiusura_modificata`.
 */
export async function correggiChiusura(ctx: RequestContext, input: ChiusuraInput): Promise<CaricoView> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  return conEventi(ctx, async (em, eventi) => {
    const c = await lockCarico(em, input.caricoId);
    if (c.kg_rimasti === null) throw conflict(MSG_VETRINA.nonChiusa);
    if (input.kgRimasti > Number(c.kg)) throw badInput(MSG_VETRINA.kgRimastiTroppi);
    await em.execute('update vetrina_carichi set kg_rimasti = ?, updated_at = now() where id = ?', [input.kgRimasti, c.id], 'run');
    logActivity(
      { em, user, ip: ctx.ip },
      'modifica',
      `Vetrina del ${c.data}: corretta la pesata di chiusura della vaschetta #${c.id} di ${c.gusto_nome}, rimasti ${formatKg(input.kgRimasti)} kg (prima ${formatKg(Number(c.kg_rimasti))}) su ${formatKg(Number(c.kg))}`,
    );
    await em.flush();
    eventi.push({ tipo: 'vetrina.chiusura_modificata', caricoId: c.id });
    return findCarico(em, c.id);
  });
}

/** Edit of a tray (admin, manager): kg and/or the weigh-back (null reopens it). */
export async function modificaCarico(ctx: RequestContext, id: number, input: ModificaCarico): Promise<CaricoView> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  return conEventi(ctx, async (em, eventi) => {
    const c = await lockCarico(em, id);
    const kg = input.kg ?? Number(c.kg);
    const rimasti = input.kgRimasti === undefined ? c.kg_rimasti : input.kgRimasti;
    if (rimasti !== null && Number(rimasti) > kg) throw badInput(MSG_VETRINA.kgRimastiTroppi);
    await em.execute('update vetrina_carichi set kg = ?, kg_rimasti = ?, updated_at = now() where id = ?', [kg, rimasti, id], 'run');
    const chiusura = rimasti === null ? 'aperta' : `rimasti ${formatKg(Number(rimasti))} kg`;
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Vetrina del ${c.data}: modificata vaschetta #${id} di ${c.gusto_nome}, ${formatKg(kg)} kg, ${chiusura}`);
    await em.flush();
    eventi.push({ tipo: 'vetrina.carico_modificato', caricoId: id });
    return findCarico(em, id);
  });
}

export async function eliminaCarico(ctx: RequestContext, id: number): Promise<number> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  return conEventi(ctx, async (em, eventi) => {
    const [deleted] = await em.execute<{ data: string; kg: number; gusto: string; punto_vendita_id: number }[]>(
      `delete from vetrina_carichi c using gusti g where c.id = ? and g.id = c.gusto_id
       returning to_char(c.data, 'YYYY-MM-DD') as data, c.kg::float8 as kg, g.nome as gusto, c.punto_vendita_id`,
      [id],
    );
    if (!deleted) throw notFound(MSG_VETRINA.caricoNonTrovato);
    logActivity({ em, user, ip: ctx.ip }, 'eliminazione', `Vetrina del ${deleted.data}: eliminata vaschetta #${id} di ${deleted.gusto} (${formatKg(Number(deleted.kg))} kg)`);
    await em.flush();
    eventi.push({ tipo: 'vetrina.carico_eliminato', caricoId: id, puntoVenditaId: deleted.punto_vendita_id, data: deleted.data });
    return id;
  });
}

/** Records waste (every role; an operatore at their own point). */
export async function registraScarto(ctx: RequestContext, input: ScartoInput, chiaveIdempotenza?: unknown): Promise<ScartoView> {
  const user = requireUser(ctx);
  puntoConsentito(user, input.puntoVenditaId);
  return conEventi(ctx, async (em, eventi) => {
    const ref = await riferimenti(em, input.puntoVenditaId, input.gustoId, null);
    const [created] = await em.execute<{ id: number }[]>(
      `insert into vetrina_scarti (punto_vendita_id, data, gusto_id, kg, motivo, operatore_id) values (?, ?::date, ?, ?, ?, ?) returning id`,
      [input.puntoVenditaId, input.data, input.gustoId, input.kg, input.motivo, user.id],
    );
    logActivity({ em, user, ip: ctx.ip }, 'creazione', `Vetrina ${ref.puntoVenditaNome} del ${input.data}: scarto #${created!.id} di ${ref.gustoNome}, ${formatKg(input.kg)} kg (${MOTIVO_LABEL[input.motivo]})`);
    await em.flush();
    eventi.push({ tipo: 'vetrina.scarto_registrato', scartoId: created!.id });
    return findScarto(em, created!.id);
  }, richiesta<ScartoView>(chiaveIdempotenza, 'vetrina.scarto', input));
}

export async function modificaScarto(ctx: RequestContext, id: number, input: ModificaScarto): Promise<ScartoView> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  return conEventi(ctx, async (em, eventi) => {
    const [updated] = await em.execute<{ data: string; kg: number; motivo: string }[]>(
      `update vetrina_scarti set kg = coalesce(?, kg), motivo = coalesce(?, motivo), updated_at = now() where id = ?
       returning to_char(data, 'YYYY-MM-DD') as data, kg::float8 as kg, motivo`,
      [input.kg ?? null, input.motivo ?? null, id],
    );
    if (!updated) throw notFound(MSG_VETRINA.scartoNonTrovato);
    logActivity({ em, user, ip: ctx.ip }, 'modifica', `Vetrina del ${updated.data}: modificato scarto #${id}, ${formatKg(Number(updated.kg))} kg (${MOTIVO_LABEL[updated.motivo]})`);
    await em.flush();
    eventi.push({ tipo: 'vetrina.scarto_modificato', scartoId: id });
    return findScarto(em, id);
  });
}

export async function eliminaScarto(ctx: RequestContext, id: number): Promise<number> {
  const user = requireUser(ctx);
  if (!STAFF.includes(user.ruolo)) throw forbidden();
  return conEventi(ctx, async (em, eventi) => {
    const [deleted] = await em.execute<{ data: string; kg: number; punto_vendita_id: number }[]>(
      `delete from vetrina_scarti where id = ? returning to_char(data, 'YYYY-MM-DD') as data, kg::float8 as kg, punto_vendita_id`,
      [id],
    );
    if (!deleted) throw notFound(MSG_VETRINA.scartoNonTrovato);
    logActivity({ em, user, ip: ctx.ip }, 'eliminazione', `Vetrina del ${deleted.data}: eliminato scarto #${id} (${formatKg(Number(deleted.kg))} kg)`);
    await em.flush();
    eventi.push({ tipo: 'vetrina.scarto_eliminato', scartoId: id, puntoVenditaId: deleted.punto_vendita_id, data: deleted.data });
    return id;
  });
}

interface RiepilogoRow {
  gusto_id: number;
  nome: string;
  colore: string;
  kg_caricati: number;
  kg_venduti: number;
  kg_scarto: number;
  sell_through: number | null;
  scarto_percentuale: number | null;
  ricavo: number;
  costo: number;
}

/**
 * Per flavour over dal..al at one point (or every point for admin and manager): loaded, sold and
 * waste kg, sell-through and waste % (0-100), revenue = sold × the flavour's price at that point
 * (point price, else general price, else prezzo_vendita_kg), cost = sold × the food cost of the day's
 * trays (their production line's snapshot, else the flavour's current food cost, weighted by kg).
 * One statement.
 */
export async function getRiepilogo(ctx: RequestContext, q: PeriodoQuery): Promise<RiepilogoGustoView[]> {
  const user = requireUser(ctx);
  const pv = puntoConsentito(user, q.puntoVenditaId);
  const pvFilter = (a: string) => (pv === undefined ? '' : `and ${a}.punto_vendita_id = ?`);
  const pvParam = pv === undefined ? [] : [pv];
  // whole months come from the margins' cells (the same per-day rule, summed per month: one row per
  // point, flavour and month), the days before and after them from the display-case tables
  const p = mesiInteri(q.dal, q.al);
  const giorni = (a: string) => `(${a}.data between ?::date and ?::date or ${a}.data between ?::date and ?::date)`;
  const giorniParams = [q.dal, p?.primoGiorno ? addDays(p.primoGiorno, -1) : q.al, p ? addDays(p.ultimoGiorno, 1) : q.al, p ? q.al : addDays(q.al, -1)];
  const rows = await ctx.em.execute<RiepilogoRow[]>(
    `with ${giorniSql(pvFilter, giorni)},
     parti as (
       select d.punto_vendita_id, d.gusto_id, d.caricati, d.scarto, d.venduti,
              case when d.caricati > 0 then d.venduti * d.costo_fotografato / d.caricati else 0 end as costo_foto,
              case when d.caricati > 0 then d.venduti * d.kg_senza_foto / d.caricati else 0 end as kg_senza_foto
         from giorni d
       union all
       select t.punto_vendita_id, t.gusto_id, t.kg_caricati, t.kg_scarto, t.kg_venduti, t.costo_foto, t.kg_senza_foto
         from ${MARGINI_ROLLUP_TABLE} t
        where t.reale and t.anno * 12 + t.mese between ? and ? ${pvFilter('t')}),
     gusti_fc as (
       select g.id, g.nome, g.colore, v.food_cost from gusti g ${valoriGustoLateral('g', 'v')}
        where g.id in (select gusto_id from parti)),
     righe as (
       select d.gusto_id, d.caricati, d.scarto, d.venduti,
              d.venduti * coalesce(lp.prezzo_kg, lg.prezzo_kg, ${PREZZO_CONFIG_SQL}) as ricavo,
              d.costo_foto + d.kg_senza_foto * f.food_cost as costo
         from parti d
         join gusti_fc f on f.id = d.gusto_id
         left join listino lp on lp.gusto_id = d.gusto_id and lp.punto_vendita_id = d.punto_vendita_id
         left join listino lg on lg.gusto_id = d.gusto_id and lg.punto_vendita_id is null)
     select f.id as gusto_id, f.nome, f.colore,
            round(sum(r.caricati), 3)::float8 as kg_caricati, round(sum(r.venduti), 3)::float8 as kg_venduti,
            round(sum(r.scarto), 3)::float8 as kg_scarto,
            round(sum(r.venduti) / nullif(sum(r.caricati), 0) * 100, 2)::float8 as sell_through,
            round(sum(r.scarto) / nullif(sum(r.caricati), 0) * 100, 2)::float8 as scarto_percentuale,
            round(sum(r.ricavo), 2)::float8 as ricavo, round(sum(r.costo), 2)::float8 as costo
       from righe r join gusti_fc f on f.id = r.gusto_id
      group by f.id, f.nome, f.colore
      order by f.nome, f.id`,
    [...giorniParams, ...pvParam, ...giorniParams, ...pvParam, p?.primo ?? 0, p?.ultimo ?? -1, ...pvParam],
  );
  return rows.map((r) => ({
    gustoId: r.gusto_id,
    nome: r.nome,
    colore: r.colore,
    kgCaricati: Number(r.kg_caricati),
    kgVenduti: Number(r.kg_venduti),
    kgScarto: Number(r.kg_scarto),
    sellThrough: r.sell_through === null ? null : Number(r.sell_through),
    scartoPercentuale: r.scarto_percentuale === null ? null : Number(r.scarto_percentuale),
    ricavo: Number(r.ricavo),
    costo: Number(r.costo),
    margine: Math.round((Number(r.ricavo) - Number(r.costo)) * 100) / 100,
  }));
}

export const TREND_MAX = 20;

/** yyyy-MM-dd plus n days (calendar arithmetic in UTC: no time zone shifts a date). */
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The whole calendar months inside dal..al (yyyy-MM-dd): their first and last day and, as
 * anno × 12 + mese, the first and last month; null when no month fits whole.
 */
export function mesiInteri(dal: string, al: string): { primoGiorno: string; ultimoGiorno: string; primo: number; ultimo: number } | null {
  const [y0, m0, d0] = dal.split('-').map(Number) as [number, number, number];
  const inizio = d0 === 1 ? { y: y0, m: m0 } : { y: m0 === 12 ? y0 + 1 : y0, m: m0 === 12 ? 1 : m0 + 1 };
  const [y1, m1] = al.split('-').map(Number) as [number, number];
  const dopo = addDays(al, 1);
  const fine = dopo.slice(8) === '01' ? { y: y1, m: m1 } : { y: m1 === 1 ? y1 - 1 : y1, m: m1 === 1 ? 12 : m1 - 1 };
  const primo = inizio.y * 12 + inizio.m;
  const ultimo = fine.y * 12 + fine.m;
  if (primo > ultimo) return null;
  const mm = (n: number) => String(n).padStart(2, '0');
  const ultimoGiorno = addDays(`${fine.m === 12 ? fine.y + 1 : fine.y}-${mm(fine.m === 12 ? 1 : fine.m + 1)}-01`, -1);
  return { primoGiorno: `${inizio.y}-${mm(inizio.m)}-01`, ultimoGiorno, primo, ultimo };
}

interface SuggerimentoRow {
  gusto_id: number;
  nome: string;
  kg_suggeriti: number;
  media: number;
  trend: number;
  rimasti: number;
}

/**
 * Production suggestion for `data` at a point (DOMAIN.md), per flavour, in one statement:
 * - media: sold kg of the flavour on the same weekday of the 4 previous weeks (data − 7, −14, −21,
 *   −28), averaged over those of the 4 days with display-case data at the point (a day without any
 *   closed tray or waste there — shop closed — does not count; a flavour not sold on a counted day is 0);
 * - trend (percent): the analytics trend over those 4 weeks (data − 28 … data − 1): sold kg of the
 *   second half (the last 14 days) against the first half, (second − first) / first × 100, capped at
 *   ±20; 0 when the first half sold nothing;
 * - rimasti: kg left at the last closing before `data` within the previous 7 days;
 * - kg_suggeriti = max(0, media × (1 + trend / 100) − rimasti);
 * and, for a day from today to today + 7 with a demand forecast (modules/previsioni), the forecast's kg
 * replace media × (1 + trend / 100): kg_suggeriti = max(0, kg_previsti − rimasti), fonte 'previsione'.
 */
export async function getSuggerimento(ctx: RequestContext, q: GiornoQuery): Promise<SuggerimentoView[]> {
  const user = requireUser(ctx);
  const pv = puntoConsentito(user, q.puntoVenditaId);
  if (pv === undefined) throw badInput(MSG_VETRINA.puntoVenditaObbligatorio);
  const d = q.data;
  const dal = addDays(d, -28);
  const al = addDays(d, -1);
  const pvFilter = (a: string) => `and ${a}.punto_vendita_id = ?`;
  const rows = await ctx.em.execute<(SuggerimentoRow & { pv: string | null })[]>(
    `with ${giorniSql(pvFilter)},
     stessi_giorni as (
       select distinct data from giorni where data in (?::date - 7, ?::date - 14, ?::date - 21, ?::date - 28)),
     ultima_chiusura as (
       select max(c.data) as data from vetrina_carichi c
        where c.punto_vendita_id = ? and c.kg_rimasti is not null and c.data between ?::date - 7 and ?::date - 1),
     rimasti as (
       select c.gusto_id, sum(c.kg_rimasti) as kg from vetrina_carichi c
        where c.punto_vendita_id = ? and c.kg_rimasti is not null and c.data = (select data from ultima_chiusura)
        group by c.gusto_id),
     storia as (
       select gusto_id,
              sum(venduti) filter (where data in (select data from stessi_giorni)) as stessi,
              sum(venduti) filter (where data < ?::date - 14) as prima,
              sum(venduti) filter (where data >= ?::date - 14) as seconda
         from giorni group by gusto_id),
     calcolo as (
       select coalesce(s.gusto_id, r.gusto_id) as gusto_id,
              coalesce(s.stessi, 0) / greatest((select count(*) from stessi_giorni), 1) as media,
              case when coalesce(s.prima, 0) > 0
                   then least(greatest((coalesce(s.seconda, 0) - s.prima) / s.prima * 100, -${TREND_MAX}), ${TREND_MAX}) else 0 end as trend,
              coalesce(r.kg, 0) as rimasti
         from storia s full join rimasti r on r.gusto_id = s.gusto_id)
     select (select nome from punti_vendita where id = ?) as pv, k.gusto_id, g.nome,
            round(greatest(k.media * (1 + k.trend / 100) - k.rimasti, 0), 3)::float8 as kg_suggeriti,
            round(k.media, 3)::float8 as media, round(k.trend, 2)::float8 as trend, round(k.rimasti, 3)::float8 as rimasti
       from (select 1) one
       left join calcolo k on true
       left join gusti g on g.id = k.gusto_id
      order by kg_suggeriti desc nulls last, g.nome, k.gusto_id`,
    [dal, al, pv, dal, al, pv, d, d, d, d, pv, d, d, pv, d, d, pv],
  );
  // the outer (select 1) row carries the point's name even when there is no history
  if (!rows[0]?.pv) throw notFound(MSG_VETRINA.puntoVenditaNonDisponibile);
  const regola = rows
    .filter((r) => r.gusto_id !== null)
    .map((r) => ({
      gustoId: r.gusto_id,
      nome: r.nome,
      kgSuggeriti: Number(r.kg_suggeriti),
      media: Number(r.media),
      trend: Number(r.trend),
      rimasti: Number(r.rimasti),
      kgPrevisti: null,
      fonte: 'media_4_settimane' as const,
    }));
  // the demand forecast of the day (issue 32), when there is one, replaces the 4-week mean × trend
  const previsione = await previsioneDelGiorno(ctx.em, pv, d);
  if (!previsione) return regola;
  const perGusto = new Map(regola.map((r) => [r.gustoId, r]));
  const out: SuggerimentoView[] = previsione.map((p) => {
    const r = perGusto.get(p.gustoId);
    const rimasti = r?.rimasti ?? 0;
    return {
      gustoId: p.gustoId,
      nome: p.gustoNome,
      kgSuggeriti: Math.round(Math.max(0, p.kgPrevisti - rimasti) * 1000) / 1000,
      media: r?.media ?? 0,
      trend: r?.trend ?? 0,
      rimasti,
      kgPrevisti: p.kgPrevisti,
      fonte: 'previsione',
    };
  });
  const previsti = new Set(previsione.map((p) => p.gustoId));
  // a flavour the rule suggests but the forecast does not (not sold in the last 28 days) keeps the rule
  for (const r of regola) if (!previsti.has(r.gustoId)) out.push(r);
  return out.sort((a, b) => b.kgSuggeriti - a.kgSuggeriti || a.nome.localeCompare(b.nome, 'it') || a.gustoId - b.gustoId);
}
