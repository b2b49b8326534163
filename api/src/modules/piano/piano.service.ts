import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser, type RequestContext } from '../../common/context.js';
import { dataRomaIso } from '../../common/dates.js';
import { badInput, conflict } from '../../common/errors.js';
import { piuGiorni } from '../../common/festivi.js';
import { idempotente } from '../../common/idempotency.js';
import { formatKg } from '../email/email.templates.js';
import { sqlUnits } from '../../common/units.js';
import { logActivity } from '../attivita/attivita.service.js';
import { allergeniDeiGustiDettaglio } from '../allergeni/allergeni-derivati.service.js';
import { dispatchEvents } from '../domain-events.js';
import { profiloGustoJoinSql, SORBETTO_SQL } from '../gusti/gusto.sql.js';
import { movimentiSql } from '../magazzino/giacenze.sql.js';
import { giorniTra } from '../previsioni/previsioni.model.js';
import type { PrevisioneView } from '../previsioni/previsioni.schema.js';
import { previsioniDeiPunti, versionePrevisioni } from '../previsioni/previsioni.service.js';
import { eventoRegistrata, scriviProduzioni, type Registrazione } from '../produzione/produzione.service.js';
import { leggiConfigurazionePiano } from './piano-config.service.js';
import { pgArray } from './piano.sql.js';
import { pianificaCicli, vaschetteDa, type GustoDaProdurre } from './piano.calcolo.js';
import {
  GIORNI_AVANTI,
  MSG_PIANO,
  pianoQuerySchema,
  salvaPianoSchema,
  type ConfigurazionePianoView,
  type PianoFabbisognoView,
  type PianoModificaView,
  type PianoRigaView,
  type PianoView,
} from './piano.schema.js';
import { parseInput } from '../../common/validation.js';

const arrotonda3 = (x: number) => Math.round(x * 1000) / 1000;
const json = <T>(x: unknown): T => (typeof x === 'string' ? JSON.parse(x) : x) as T;

/** The sales points a plan is made for: active, with a display case (at least one tray ever loaded). */
async function puntiConVetrina(em: EntityManager): Promise<{ id: number; nome: string }[]> {
  return em.execute(
    `select p.id, p.nome from punti_vendita p
      where p.attivo and exists (select 1 from vetrina_carichi c where c.punto_vendita_id = p.id)
      order by p.nome, p.id`,
  );
}

interface Giacenze {
  /** kg left in the case at the point's last closing before the day (within 7 days), by "pv:gusto" */
  vetrina: Map<string, number>;
  /**
   * kg in the freezers: produced for the point in the 7 days before the day and not (yet) loaded
   * into its case (a production line less the trays loaded from it), by "pv:gusto"
   */
  freezer: Map<string, number>;
}

const chiave = (pv: number, gusto: number) => `${pv}:${gusto}`;

/**
 * What is in the cases and in the freezers before the day, for every point at once (one statement).
 * The week's lines are reached through their productions' ids (an index scan of ~15k lines at chain
 * scale; joined to the productions the planner scanned all the lines, ~0.5 s), and the freezer's rows
 * are materialised so that each line's loaded kg is summed once (the outer `kg > 0` repeated it).
 */
async function leggiGiacenze(em: EntityManager, data: string): Promise<Giacenze> {
  const [row] = await em.execute<{ vetrina: unknown; freezer: unknown }[]>(
    `with ultima as (
       select punto_vendita_id, max(data) as data from vetrina_carichi
        where kg_rimasti is not null and data between ?::date - 7 and ?::date - 1 group by punto_vendita_id),
     vetrina as (
       select c.punto_vendita_id, c.gusto_id, sum(c.kg_rimasti) as kg
         from vetrina_carichi c join ultima u on u.punto_vendita_id = c.punto_vendita_id and u.data = c.data
        where c.kg_rimasti is not null group by c.punto_vendita_id, c.gusto_id),
     freezer as materialized (
       select p.punto_vendita_id, r.gusto_id,
              sum(greatest(r.quantita_kg - coalesce((select sum(c.kg) from vetrina_carichi c where c.produzione_riga_id = r.id), 0), 0)) as kg
         from produzione_righe r join produzioni p on p.id = r.produzione_id
        where r.produzione_id = any (array(select id from produzioni where data between ?::date - 7 and ?::date - 1))
        group by p.punto_vendita_id, r.gusto_id)
     select (select coalesce(json_agg(json_build_array(punto_vendita_id, gusto_id, kg::float8)), '[]') from vetrina where kg > 0) as vetrina,
            (select coalesce(json_agg(json_build_array(punto_vendita_id, gusto_id, kg::float8)), '[]') from freezer where kg > 0) as freezer`,
    [data, data, data, data],
  );
  const mappa = (x: unknown) => new Map(json<[number, number, number][]>(x ?? '[]').map(([pv, g, kg]) => [chiave(pv, g), kg]));
  return { vetrina: mappa(row?.vetrina), freezer: mappa(row?.freezer) };
}

interface GustoInfo {
  id: number;
  nome: string;
  colore: string;
  attivo: boolean;
  sorbetto: boolean;
}

/** Name, colour, active, sorbet (the weighing sheet's rule: the balancing profile's name) of some flavours. */
async function leggiGusti(em: EntityManager, ids: readonly number[]): Promise<Map<number, GustoInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<GustoInfo[]>(
    `select g.id, g.nome, g.colore, g.attivo, ${SORBETTO_SQL} as sorbetto
       from gusti g ${profiloGustoJoinSql}
      where g.id = any (?::int[])`,
    [pgArray(ids)],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

interface Previsto {
  kg: number;
  min: number;
  max: number;
}

/**
 * The forecast kg of each flavour at each point for the day and the next days its type stays in the
 * case (gelato / sorbetto settings), clipped at today + 7; the intervals' ends are summed.
 */
async function leggiPrevisioni(em: EntityManager, punti: readonly number[], data: string, oggi: string, cfg: ConfigurazionePianoView) {
  const giorniMax = Math.max(cfg.giorniVetrinaGelato, cfg.giorniVetrinaSorbetto);
  const limite = piuGiorni(oggi, GIORNI_AVANTI);
  const voluto = piuGiorni(data, giorniMax - 1);
  const al = voluto > limite ? limite : voluto;
  const previste = await previsioniInCache(em, punti, data, al, oggi);
  const perPunto = punti.map((pv) => previste.get(pv) ?? []);
  return { perPunto, tagliato: voluto > limite, senzaMeteo: perPunto.some((r) => r.some((x) => x.nota !== null)) };
}

/**
 * The forecasts of the points' days, kept while their inputs do not change: they read two years of
 * sold kg of every point (one statement on the display case's rollups) and fit a model per point
 * (~0.4 s for 20 points at chain scale), so the plan's page (read after every change of trays) asks
 * first for the inputs' version (one cheap statement) and computes them again only when a tray, a
 * waste row, the weather or a point changed, or the day did. What is in the cases and freezers is
 * read fresh every time.
 */
const PREVISIONI_IN_CACHE = 20;
const previsioniCache = new Map<string, Promise<Map<number, PrevisioneView[]>>>();
async function previsioniInCache(em: EntityManager, punti: readonly number[], dal: string, al: string, oggi: string): Promise<Map<number, PrevisioneView[]>> {
  const k = `${punti.join(',')}|${dal}|${al}|${oggi}|${await versionePrevisioni(em, punti, al, oggi)}`;
  const c = previsioniCache.get(k);
  if (c) return c;
  // the oldest out (a Map keeps insertion order)
  while (previsioniCache.size >= PREVISIONI_IN_CACHE) previsioniCache.delete(previsioniCache.keys().next().value!);
  const previste = previsioniDeiPunti(em, punti, dal, al, oggi);
  previsioniCache.set(k, previste);
  previste.catch(() => previsioniCache.delete(k)); // a failed read is not kept
  return previste;
}

/** The rows of an unrecorded plan: forecast − case − freezers, in trays; the trays set by hand win. */
async function calcolaRighe(em: EntityManager, data: string, oggi: string, cfg: ConfigurazionePianoView, avvisi: string[]): Promise<PianoRigaView[]> {
  const punti = await puntiConVetrina(em);
  const [prev, giacenze, manuali] = await Promise.all([
    leggiPrevisioni(em, punti.map((p) => p.id), data, oggi, cfg),
    leggiGiacenze(em, data),
    em.execute<{ punto_vendita_id: number; gusto_id: number; vaschette: number; utente: string | null; il: Date }[]>(
      `select r.punto_vendita_id, r.gusto_id, r.vaschette, u.nome as utente, r.modificata_il as il
         from piano_righe r left join utenti u on u.id = r.modificata_da_id where r.data = ?`,
      [data],
    ),
  ]);
  if (prev.tagliato) avvisi.push(MSG_PIANO.avvisoOltre7);
  if (prev.senzaMeteo) avvisi.push(MSG_PIANO.avvisoMeteo);
  const sempre = new Set(cfg.gustiSempreEsposti.map((e) => chiave(e.puntoVenditaId, e.gustoId)));
  const mano = new Map(manuali.map((m) => [chiave(m.punto_vendita_id, m.gusto_id), m]));
  const ids = new Set<number>();
  for (const r of prev.perPunto) for (const x of r) ids.add(x.gustoId);
  for (const e of cfg.gustiSempreEsposti) ids.add(e.gustoId);
  for (const m of manuali) ids.add(m.gusto_id);
  const gusti = await leggiGusti(em, [...ids]);

  const righe: PianoRigaView[] = [];
  punti.forEach((punto, i) => {
    const previsti = new Map<number, Previsto>();
    for (const x of prev.perPunto[i]!) {
      const g = gusti.get(x.gustoId);
      if (!g) continue;
      const giorni = g.sorbetto ? cfg.giorniVetrinaSorbetto : cfg.giorniVetrinaGelato;
      if (giorniTra(data, x.data) >= giorni) continue;
      const p = previsti.get(x.gustoId) ?? { kg: 0, min: 0, max: 0 };
      previsti.set(x.gustoId, { kg: p.kg + x.kgPrevisti, min: p.min + x.kgMin, max: p.max + x.kgMax });
    }
    const suoi = new Set([...previsti.keys()]);
    for (const e of cfg.gustiSempreEsposti) if (e.puntoVenditaId === punto.id) suoi.add(e.gustoId);
    for (const m of manuali) if (m.punto_vendita_id === punto.id) suoi.add(m.gusto_id);
    for (const gustoId of suoi) {
      const g = gusti.get(gustoId);
      if (!g?.attivo) continue;
      const k = chiave(punto.id, gustoId);
      const p = previsti.get(gustoId);
      const kgPrevisti = arrotonda3(p?.kg ?? 0);
      const kgInVetrina = arrotonda3(giacenze.vetrina.get(k) ?? 0);
      const kgInFreezer = arrotonda3(giacenze.freezer.get(k) ?? 0);
      const vaschetteProposte = vaschetteDa(kgPrevisti - kgInVetrina - kgInFreezer, cfg.kgPerVaschetta, sempre.has(k));
      const m = mano.get(k);
      const vaschette = m ? m.vaschette : vaschetteProposte;
      righe.push({
        puntoVenditaId: punto.id,
        puntoVenditaNome: punto.nome,
        gustoId,
        gustoNome: g.nome,
        kgPrevisti,
        kgMin: p ? arrotonda3(p.min) : null,
        kgMax: p ? arrotonda3(p.max) : null,
        kgInVetrina,
        kgInFreezer,
        vaschetteProposte,
        vaschette,
        kg: arrotonda3(vaschette * cfg.kgPerVaschetta),
        modificataDa: m ? (m.utente ?? '—') : null,
        modificataIl: m ? new Date(m.il) : null,
      });
    }
  });
  return righe.sort((a, b) => a.puntoVenditaNome.localeCompare(b.puntoVenditaNome, 'it') || a.puntoVenditaId - b.puntoVenditaId || b.kgPrevisti - a.kgPrevisti || a.gustoNome.localeCompare(b.gustoNome, 'it'));
}

/**
 * Ingredients needed by the rows' kg, by the current recipes (quantity in the ingredient's unit per kg
 * of mix = line quantity / recipe mass, as the production's consumption does), against the stock.
 */
async function calcolaFabbisogno(em: EntityManager, kgPerGusto: Map<number, number>, avvisi: string[], nomi: Map<number, string>): Promise<PianoFabbisognoView[]> {
  if (kgPerGusto.size === 0) return [];
  const gusti = [...kgPerGusto.keys()];
  const rows = await em.execute<{ ingrediente_id: number | null; nome: string | null; unita_misura: string | null; quantita: number | null; gusto_senza: number | null; giacenza: number | null }[]>(
    `with k as (select * from unnest(?::int[], ?::numeric[]) as k(gusto_id, kg)),
     r as (select r.gusto_id, r.ingrediente_id,
                  ${sqlUnits.quantitaInUnitaIngrediente('r.quantita', 'r.unita', 'i.unita_misura')} as q,
                  ${sqlUnits.massaKg('r.quantita', 'r.unita', 'i.densita', 'i.peso_pezzo_g')} as m
             from gusti_ingredienti r join ingredienti i on i.id = r.ingrediente_id
            where r.gusto_id in (select gusto_id from k)),
     masse as (select gusto_id, sum(m) as massa from r group by gusto_id),
     bisogno as (select r.ingrediente_id, sum(k.kg * r.q / s.massa) as quantita
                   from k join r on r.gusto_id = k.gusto_id join masse s on s.gusto_id = k.gusto_id
                  where s.massa > 0 group by r.ingrediente_id),
     mov as (${movimentiSql('ingrediente_id in (select ingrediente_id from bisogno)')}),
     stock as (select ingrediente_id, sum(giacenza) as giacenza from mov group by ingrediente_id)
     select b.ingrediente_id, i.nome, i.unita_misura, round(b.quantita, 3)::float8 as quantita, null::int as gusto_senza,
            coalesce(s.giacenza, 0)::float8 as giacenza
       from bisogno b join ingredienti i on i.id = b.ingrediente_id left join stock s on s.ingrediente_id = b.ingrediente_id
     union all
     select null, null, null, null, k.gusto_id, null from k
      where not exists (select 1 from masse s where s.gusto_id = k.gusto_id and s.massa > 0)`,
    [pgArray(gusti), pgArray(gusti.map((g) => kgPerGusto.get(g)!))],
  );
  for (const r of rows) if (r.gusto_senza !== null) avvisi.push(MSG_PIANO.avvisoSenzaRicetta(nomi.get(r.gusto_senza) ?? `#${r.gusto_senza}`));
  return rows
    .filter((r) => r.ingrediente_id !== null && Number(r.quantita) > 0)
    .map((r) => {
      const quantita = Number(r.quantita);
      const giacenza = arrotonda3(Number(r.giacenza));
      const manca = arrotonda3(quantita - Math.max(giacenza, 0));
      return { ingredienteId: r.ingrediente_id!, nome: r.nome!, unitaMisura: r.unita_misura!, quantita, giacenza, daOrdinare: manca > 0 ? manca : null };
    })
    .sort((a, b) => (b.daOrdinare ?? 0) - (a.daOrdinare ?? 0) || a.nome.localeCompare(b.nome, 'it'));
}

/** Cycles, cleanings and ingredients of a plan's rows. */
async function completaPiano(em: EntityManager, data: string, righe: PianoRigaView[], cfg: ConfigurazionePianoView, avvisi: string[], stato: { registrato: boolean; produzioniIds: number[] }): Promise<PianoView> {
  const kgPerGusto = new Map<number, number>();
  const nomi = new Map<number, string>();
  for (const r of righe) {
    if (r.kg <= 0) continue;
    kgPerGusto.set(r.gustoId, arrotonda3((kgPerGusto.get(r.gustoId) ?? 0) + r.kg));
    nomi.set(r.gustoId, r.gustoNome);
  }
  const ids = [...kgPerGusto.keys()];
  const [allergeni, colori, fabbisogno] = await Promise.all([
    allergeniDeiGustiDettaglio(em, ids),
    ids.length ? em.execute<{ id: number; colore: string }[]>('select id, colore from gusti where id = any (?::int[])', [pgArray(ids)]) : Promise.resolve([]),
    calcolaFabbisogno(em, kgPerGusto, avvisi, nomi),
  ]);
  const colore = new Map(colori.map((c) => [c.id, c.colore]));
  const daProdurre: GustoDaProdurre[] = ids.map((id) => ({
    gustoId: id,
    nome: nomi.get(id)!,
    kg: kgPerGusto.get(id)!,
    allergeni: (allergeni.get(id)?.allergeni ?? []).map((a) => ({ nome: a.nome, codice: a.codice })),
    colore: colore.get(id) ?? '#ffffff',
  }));
  const piano = pianificaCicli(daProdurre, cfg.mantecatori, { inizio: cfg.orarioInizio, fine: cfg.orarioFine, minutiPulizia: cfg.minutiPulizia });
  for (const f of piano.fuoriOrario) avvisi.push(MSG_PIANO.avvisoFuoriOrario(f.gustoNome, formatKg(f.kg), cfg.orarioFine));
  for (const f of piano.senzaMantecatore) avvisi.push(MSG_PIANO.avvisoSenzaMantecatore(f.gustoNome, formatKg(f.kg)));
  return { data, righe, cicli: piano.cicli, pulizie: piano.pulizie, fabbisogno, avvisi, ...stato };
}

interface StatoPiano {
  registrato_il: Date | null;
  produzioni_ids: unknown;
  righe: unknown;
}

const leggiStato = async (em: EntityManager, data: string, perAggiornare = false) =>
  (await em.execute<StatoPiano[]>(`select registrato_il, produzioni_ids, righe from piani where data = ?${perAggiornare ? ' for update' : ''}`, [data]))[0];

/** A day from today to today + 7; a past day only when its plan was recorded. */
function controllaGiorno(data: string, oggi: string, registrato: boolean) {
  if (data > piuGiorni(oggi, GIORNI_AVANTI)) throw badInput(MSG_PIANO.troppoAvanti, { campo: 'data' });
  if (data < oggi && !registrato) throw badInput(MSG_PIANO.passato, { campo: 'data' });
}

const ravviva = (righe: unknown): PianoRigaView[] =>
  json<(Omit<PianoRigaView, 'modificataIl'> & { modificataIl: string | null })[]>(righe).map((r) => ({ ...r, modificataIl: r.modificataIl ? new Date(r.modificataIl) : null }));

/** The plan of a day (the recorded one as it was recorded). */
export async function pianoDelGiorno(em: EntityManager, data: string, oggi = dataRomaIso()): Promise<PianoView> {
  const [cfg, stato] = await Promise.all([leggiConfigurazionePiano(em), leggiStato(em, data)]);
  const registrato = !!stato?.registrato_il;
  controllaGiorno(data, oggi, registrato);
  const avvisi: string[] = [];
  const righe = registrato ? ravviva(stato!.righe ?? '[]') : await calcolaRighe(em, data, oggi, cfg, avvisi);
  return completaPiano(em, data, righe, cfg, avvisi, { registrato, produzioniIds: registrato ? json<number[]>(stato!.produzioni_ids ?? '[]') : [] });
}

export async function getPiano(ctx: RequestContext, q: unknown, oggi = dataRomaIso()): Promise<PianoView> {
  requireUser(ctx);
  const { data } = parseInput(pianoQuerySchema, q);
  return pianoDelGiorno(ctx.em, data, oggi);
}

/** The changes of a day's trays, the latest first. */
export async function getModifichePiano(ctx: RequestContext, q: unknown): Promise<PianoModificaView[]> {
  requireUser(ctx);
  const { data } = parseInput(pianoQuerySchema, q);
  const rows = await ctx.em.execute<{ punto_vendita_id: number; gusto_id: number; gusto_nome: string; vaschette_prima: number; vaschette_dopo: number; utente_nome: string; il: Date }[]>(
    `select m.punto_vendita_id, m.gusto_id, g.nome as gusto_nome, m.vaschette_prima, m.vaschette_dopo, m.utente_nome, m.il
       from piano_modifiche m join gusti g on g.id = m.gusto_id
      where m.data = ? order by m.il desc, m.id desc limit 1000`,
    [data],
  );
  return rows.map((r) => ({
    puntoVenditaId: r.punto_vendita_id,
    gustoId: r.gusto_id,
    gustoNome: r.gusto_nome,
    vaschettePrima: r.vaschette_prima,
    vaschetteDopo: r.vaschette_dopo,
    utente: r.utente_nome,
    il: new Date(r.il),
  }));
}

/** The points and flavours of the rows sent: every point active with a display case, every flavour active. */
async function controllaRighe(em: EntityManager, righe: readonly { puntoVenditaId: number; gustoId: number }[]) {
  await controllaPunti(em, [...new Set(righe.map((r) => r.puntoVenditaId))]);
  const gu = [...new Set(righe.map((r) => r.gustoId))];
  const attivi = await em.execute<{ id: number }[]>('select id from gusti where id = any (?::int[]) and attivo', [pgArray(gu)]);
  const ok = new Set(attivi.map((g) => g.id));
  const mancanti = gu.filter((g) => !ok.has(g));
  if (mancanti.length) throw badInput(MSG_PIANO.gustoNonDisponibile(mancanti.join(', ')), { gusti: mancanti });
}

/** Every point exists, is active and has a display case (else a 400 that names it); their names. */
export async function controllaPunti(em: EntityManager, pv: readonly number[]): Promise<Map<number, string>> {
  const punti = await em.execute<{ id: number; nome: string; attivo: boolean; vetrina: boolean }[]>(
    `select p.id, p.nome, p.attivo, exists (select 1 from vetrina_carichi c where c.punto_vendita_id = p.id) as vetrina
       from punti_vendita p where p.id = any (?::int[])`,
    [pgArray(pv)],
  );
  const trovati = new Map(punti.map((p) => [p.id, p]));
  for (const id of pv) {
    const p = trovati.get(id);
    if (!p) throw badInput(MSG_PIANO.puntoVenditaInesistente, { puntoVenditaId: id });
    if (!p.attivo) throw badInput(MSG_PIANO.puntoVenditaNonDisponibile(p.nome), { puntoVenditaId: id });
    if (!p.vetrina) throw badInput(MSG_PIANO.senzaVetrina(p.nome), { puntoVenditaId: id });
  }
  return new Map(punti.map((p) => [p.id, p.nome]));
}

/**
 * Sets the trays of some rows (admin, manager): each change against what the plan showed is stored
 * with who and when (before/after); a recorded plan cannot change (409).
 */
export async function salvaPiano(ctx: RequestContext, q: unknown, body: unknown, oggi = dataRomaIso()): Promise<PianoView> {
  const user = requireUser(ctx);
  const { data } = parseInput(pianoQuerySchema, q);
  const { righe } = parseInput(salvaPianoSchema, body ?? {});
  controllaGiorno(data, oggi, false);
  const ultime = new Map(righe.map((r) => [chiave(r.puntoVenditaId, r.gustoId), r])); // the same row twice: the last wins
  const inviate = [...ultime.values()];
  if (inviate.length) await controllaRighe(ctx.em, inviate);
  const prima = await pianoDelGiorno(ctx.em, data, oggi);
  if (prima.registrato) throw conflict(MSG_PIANO.giaRegistrato);
  const attuali = new Map(prima.righe.map((r) => [chiave(r.puntoVenditaId, r.gustoId), r.vaschette]));
  const cambiate = inviate.filter((r) => (attuali.get(chiave(r.puntoVenditaId, r.gustoId)) ?? 0) !== r.vaschette);
  if (cambiate.length) {
    await ctx.em.transactional(async (em) => {
      await em.execute('insert into piani (data) values (?) on conflict (data) do nothing', [data], 'run');
      const stato = await leggiStato(em, data, true); // one writer of the day's plan at a time
      if (stato?.registrato_il) throw conflict(MSG_PIANO.giaRegistrato);
      const pv = cambiate.map((r) => r.puntoVenditaId);
      const gu = cambiate.map((r) => r.gustoId);
      const dopo = cambiate.map((r) => r.vaschette);
      const primaV = cambiate.map((r) => attuali.get(chiave(r.puntoVenditaId, r.gustoId)) ?? 0);
      await em.execute(
        `insert into piano_righe (data, punto_vendita_id, gusto_id, vaschette, modificata_da_id, modificata_il)
         select ?::date, x.pv, x.g, x.v, ?, now() from unnest(?::int[], ?::int[], ?::int[]) as x(pv, g, v)
         on conflict (data, punto_vendita_id, gusto_id) do update set vaschette = excluded.vaschette, modificata_da_id = excluded.modificata_da_id, modificata_il = now()`,
        [data, user.id, pgArray(pv), pgArray(gu), pgArray(dopo)],
        'run',
      );
      await em.execute(
        `insert into piano_modifiche (data, punto_vendita_id, gusto_id, vaschette_prima, vaschette_dopo, utente_id, utente_nome, il)
         select ?::date, x.pv, x.g, x.p, x.d, ?, ?, now() from unnest(?::int[], ?::int[], ?::int[], ?::int[]) as x(pv, g, p, d)`,
        [data, user.id, user.chiave ? `API: ${user.chiave.nome}` : user.nome, pgArray(pv), pgArray(gu), pgArray(primaV), pgArray(dopo)],
        'run',
      );
      logActivity({ ...ctx, em }, 'modifica', `Piano di produzione del ${data}: vaschette modificate per ${cambiate.length} ${cambiate.length === 1 ? 'gusto' : 'gusti'}`);
    });
  }
  return pianoDelGiorno(ctx.em, data, oggi);
}

/**
 * Records the plan's production (admin, manager), once: one production per sales point with a line
 * per flavour (its kg), written by the production service (food cost snapshot, FEFO consumption of the
 * lots, events) in one transaction with the plan's state; a second time → 409. With an idempotency key
 * a retry answers as the first time.
 */
export async function registraPiano(ctx: RequestContext, q: unknown, chiaveIdempotenza?: unknown, oggi = dataRomaIso()): Promise<PianoView> {
  const user = requireUser(ctx);
  const { data } = parseInput(pianoQuerySchema, q);
  if (data < oggi) throw badInput(MSG_PIANO.nonRegistrabile, { campo: 'data' });
  let afterCommit = () => {};
  await idempotente(ctx, { chiave: chiaveIdempotenza, ambito: 'piano.registra', input: { data } }, async (em) => {
    await em.execute('insert into piani (data) values (?) on conflict (data) do nothing', [data], 'run');
    const stato = await leggiStato(em, data, true);
    if (stato?.registrato_il) throw conflict(MSG_PIANO.giaRegistrato);
    const piano = await pianoDelGiorno(em, data, oggi);
    const perPunto = new Map<number, { gustoId: number; quantitaKg: number }[]>();
    for (const r of piano.righe) {
      if (r.kg <= 0) continue;
      const l = perPunto.get(r.puntoVenditaId) ?? [];
      l.push({ gustoId: r.gustoId, quantitaKg: r.kg });
      perPunto.set(r.puntoVenditaId, l);
    }
    if (perPunto.size === 0) throw badInput(MSG_PIANO.nienteDaRegistrare);
    const registrazioni: Registrazione[] = [...perPunto].map(([puntoVenditaId, gusti]) => ({
      user,
      ip: ctx.ip,
      input: { puntoVenditaId, data, gusti, note: `Dal piano di produzione del ${data}` },
    }));
    const scritte = await scriviProduzioni(em, registrazioni);
    const ok = scritte.map((s) => {
      if (s instanceof Error) throw s;
      return s;
    });
    afterCommit = await dispatchEvents(em, ok.map(eventoRegistrata));
    const ids = ok.map((s) => s.vista.id);
    await em.execute('update piani set registrato_il = now(), registrato_da_id = ?, produzioni_ids = ?::jsonb, righe = ?::jsonb where data = ?', [user.id, JSON.stringify(ids), JSON.stringify(piano.righe), data], 'run');
    logActivity({ ...ctx, em }, 'creazione', `Registrato il piano di produzione del ${data}: ${ids.length} produzioni (#${ids.join(', #')})`);
    return { produzioniIds: ids };
  });
  afterCommit();
  return pianoDelGiorno(ctx.em, data, oggi);
}
