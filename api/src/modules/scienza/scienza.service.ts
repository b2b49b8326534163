import {
  analizza,
  LIBRERIA_INGREDIENTI,
  type Analisi,
  type IngredienteScienza,
  type ProfiloBilanciamento as ProfiloScienza,
  type RisultatoBilanciamento,
  type VoceLibreria,
} from '@gelatiere/scienza';
import { bilancia } from '@gelatiere/scienza/bilancia';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { badInput, notFound } from '../../common/errors.js';
import { RigaRicetta } from '../gusti/gusto.entity.js';
import { MSG_GUSTO } from '../gusti/gusto.schema.js';
import { controllaRighe } from '../gusti/gusto.service.js';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { toIngredienteScienza } from '../ingredienti/ingrediente.scienza.js';
import type { Intervallo } from './profilo.entity.js';
import { profiloScienza, type ProfiloView } from './profilo.view.js';
import { MSG_SCIENZA, type AnalisiRicettaInputData, type BilanciaInputData } from './scienza.schema.js';

/** Display-case temperature when no sales point is named (DOMAIN.md). */
const TEMPERATURA_VETRINA_PREDEFINITA = -12;

/** Every number of an answer rounded for display (the science package keeps full precision). */
export function arrotonda<T>(x: T, decimali = 4): T {
  const f = 10 ** decimali;
  if (typeof x === 'number') return (Number.isFinite(x) ? Math.round(x * f) / f : x) as T;
  if (Array.isArray(x)) return x.map((e) => arrotonda(e, decimali)) as T;
  if (x && typeof x === 'object' && !(x instanceof Date)) {
    return Object.fromEntries(Object.entries(x).map(([k, e]) => [k, arrotonda(e, decimali)])) as T;
  }
  return x;
}

interface ContestoRow {
  profilo_id: number | null;
  profilo_nome: string | null;
  obiettivi: Record<string, Intervallo> | string | null;
  temperatura_servizio_min: string | null;
  temperatura_servizio_max: string | null;
  predefinito: boolean | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  temperatura_vetrina: string | null;
  punto_vendita_trovato: boolean;
}

const n = (x: string | null) => (x === null ? null : Number(x));

function profiloDaRiga(r: ContestoRow): ProfiloView | null {
  if (r.profilo_id === null) return null;
  const min = n(r.temperatura_servizio_min);
  const max = n(r.temperatura_servizio_max);
  return {
    id: r.profilo_id,
    nome: r.profilo_nome ?? '',
    obiettivi: typeof r.obiettivi === 'string' ? JSON.parse(r.obiettivi) : (r.obiettivi ?? {}),
    temperaturaServizio: min === null && max === null ? null : { min, max },
    predefinito: !!r.predefinito,
    createdAt: new Date(r.created_at ?? 0),
    updatedAt: new Date(r.updated_at ?? 0),
  };
}

/**
 * The profile and the display-case temperature in one statement: the profile whose id `profiloSql`
 * gives (null falls back to the default profile) and the named sales point's temperature.
 */
async function contesti(
  em: EntityManager,
  q: { from: string; where?: string; chiaveSql?: string; profiloSql: string; params: unknown[] },
  puntoVenditaId: number | null,
): Promise<(ContestoRow & { chiave: number | null })[]> {
  return em.execute<(ContestoRow & { chiave: number | null })[]>(
    `select ${q.chiaveSql ?? 'null::int'} as chiave, pr.id as profilo_id, pr.nome as profilo_nome, pr.obiettivi, pr.temperatura_servizio_min, pr.temperatura_servizio_max,
            pr.predefinito, pr.created_at, pr.updated_at,
            (select temperatura_vetrina from punti_vendita where id = ?) as temperatura_vetrina,
            exists (select 1 from punti_vendita where id = ?) as punto_vendita_trovato
       ${q.from}
       left join lateral (
         select p.* from profili_bilanciamento p
          where p.id = ${q.profiloSql} or p.predefinito
          order by (p.id = ${q.profiloSql}) desc nulls last, p.predefinito desc, p.id
          limit 1) pr on true
      ${q.where ?? ''}`,
    [puntoVenditaId ?? 0, puntoVenditaId ?? 0, ...q.params],
  );
}

function opzioniAnalisi(row: ContestoRow, puntoVenditaId: number | null) {
  if (puntoVenditaId !== null && !row.punto_vendita_trovato) throw badInput(MSG_SCIENZA.puntoVenditaNonTrovato, { campo: 'punto_vendita_id' });
  const profilo = profiloDaRiga(row);
  return {
    profilo,
    opzioni: {
      temperatura_vetrina: row.temperatura_vetrina === null ? TEMPERATURA_VETRINA_PREDEFINITA : Number(row.temperatura_vetrina),
      punto_vendita_id: puntoVenditaId,
      profilo: profilo ? profiloScienza(profilo) : null,
    },
  };
}

/** Profile (given id or the default) and display case for a recipe that is not saved. */
async function contestoRicetta(em: EntityManager, profiloId: number | null, puntoVenditaId: number | null) {
  const [row] = await contesti(em, { from: 'from (select ?::int as pid) x', profiloSql: 'x.pid', params: [profiloId] }, puntoVenditaId);
  if (!row || (profiloId !== null && row.profilo_id !== profiloId)) throw badInput(MSG_SCIENZA.profiloNonTrovato, { campo: 'profilo_id' });
  return opzioniAnalisi(row, puntoVenditaId);
}

const ingredientiScienza = (list: Iterable<Ingrediente>) => new Map<number, IngredienteScienza>([...list].map((i) => [i.id, toIngredienteScienza(i)]));

/**
 * Analyses of saved flavours (admin, manager) in two statements whatever their number: their
 * profiles (own, else the category's, else the default) with the display-case temperature of the
 * sales point named (else −12 °C), then their recipes with the ingredients. Unknown ids are absent.
 */
export async function analisiGusti(em: EntityManager, gustoIds: readonly number[], puntoVenditaId: number | null = null): Promise<Map<number, Analisi>> {
  const out = new Map<number, Analisi>();
  if (gustoIds.length === 0) return out;
  const ids = [...new Set(gustoIds)];
  const rows = await contesti(
    em,
    {
      from: 'from gusti g join categorie_gusti c on c.id = g.categoria_id',
      where: `where g.id in (${ids.map(() => '?').join(', ')})`,
      chiaveSql: 'g.id',
      profiloSql: 'coalesce(g.profilo_id, c.profilo_id)',
      params: ids,
    },
    puntoVenditaId,
  );
  if (rows.length === 0) return out;
  const righe = await em.find(RigaRicetta, { gusto: { $in: rows.map((r) => r.chiave!) } }, { populate: ['ingrediente'], orderBy: { id: 'asc' } });
  const ingredienti = ingredientiScienza(righe.map((r) => r.ingrediente));
  for (const row of rows) {
    const { opzioni } = opzioniAnalisi(row, puntoVenditaId);
    const ricetta = righe
      .filter((r) => r.gusto.id === row.chiave)
      .map((r) => ({ ingrediente_id: r.ingrediente.id, quantita: Number(r.quantita), unita: r.unita, ruolo: r.ruolo }));
    out.set(row.chiave!, arrotonda(analizza(ricetta, ingredienti, opzioni)));
  }
  return out;
}

/** Analysis of one saved flavour (404 when it does not exist). */
export async function analisiGusto(ctx: RequestContext, gustoId: number, puntoVenditaId: number | null = null): Promise<Analisi> {
  const analisi = (await analisiGusti(ctx.em, [gustoId], puntoVenditaId)).get(gustoId);
  if (!analisi) throw notFound(MSG_GUSTO.nonTrovato);
  return analisi;
}

/** Loads the ingredients of lines and candidates in one statement and checks the lines' units. */
async function caricaRighe<R extends { ingredienteId: number; quantita: number; unita?: Ingrediente['unitaMisura'] | undefined }>(
  em: EntityManager,
  righe: R[],
  altri: number[] = [],
) {
  const ids = [...new Set([...righe.map((r) => r.ingredienteId), ...altri])];
  const trovati = ids.length === 0 ? [] : await em.find(Ingrediente, { id: { $in: ids } });
  const perId = new Map(trovati.map((i) => [i.id, i]));
  for (const id of altri) if (!perId.has(id)) throw badInput(MSG_GUSTO.ingredienteNonTrovato(id), { campo: 'candidati' });
  const controllate = controllaRighe(righe, perId);
  return { ingredienti: ingredientiScienza(perId.values()), righe: controllate.map((c, i) => ({ ...righe[i]!, unita: c.unita })) };
}

/** Analysis of an unsaved recipe (the editor's live preview). */
export async function analisiRicetta(ctx: RequestContext, input: AnalisiRicettaInputData): Promise<Analisi> {
  const { opzioni } = await contestoRicetta(ctx.em, input.profiloId ?? null, input.puntoVenditaId ?? null);
  const { ingredienti, righe } = await caricaRighe(ctx.em, input.righe);
  const analisi = analizza(
    righe.map((r) => ({ ingrediente_id: r.ingredienteId, quantita: r.quantita, unita: r.unita, ...(r.ruolo ? { ruolo: r.ruolo } : {}) })),
    ingredienti,
    opzioni,
  );
  return arrotonda(analisi);
}

/** The solver's answer; a solve that ends without an optimum is the request's problem (400), never a 500. */
async function risolvi(...args: Parameters<typeof bilancia>): Promise<RisultatoBilanciamento> {
  try {
    return await bilancia(...args);
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('Bilanciamento:')) throw badInput(MSG_SCIENZA.senzaSoluzione);
    throw err;
  }
}

/**
 * Balancing (issue 11): targets from the named profile (default: the default profile) or from
 * `obiettivi`; `temperatura_servizio`, when sent, replaces the profile's. Solved by the science
 * package with HiGHS.
 */
export async function bilanciaRicetta(ctx: RequestContext, input: BilanciaInputData): Promise<RisultatoBilanciamento> {
  const { profilo, opzioni } = await contestoRicetta(ctx.em, input.profiloId ?? null, input.puntoVenditaId ?? null);
  const candidati = input.candidati ?? [];
  const { ingredienti, righe } = await caricaRighe(ctx.em, input.righe, candidati.map((c) => c.ingredienteId));
  const obiettivi = input.obiettivi ?? profilo?.obiettivi ?? {};
  const temperaturaServizio = input.temperaturaServizio !== undefined ? input.temperaturaServizio : (profilo?.temperaturaServizio ?? null);
  const risultato = await risolvi(
    {
      righe: righe.map((r) => ({
        ingrediente_id: r.ingredienteId,
        quantita: r.quantita,
        unita: r.unita,
        ...(r.ruolo ? { ruolo: r.ruolo } : {}),
        ...(r.bloccata ? { bloccata: true } : {}),
        ...(r.libera ? { libera: true } : {}),
        ...(r.caratterizzante ? { caratterizzante: true } : {}),
        ...(r.min != null ? { min: r.min } : {}),
        ...(r.max != null ? { max: r.max } : {}),
      })),
      ...(input.massaKg != null ? { massa_kg: input.massaKg } : {}),
      obiettivi,
      temperatura_servizio: temperaturaServizio,
      obiettivo: input.obiettivo,
      candidati: candidati.map((c) => ({ ingrediente_id: c.ingredienteId, ...(c.max != null ? { max: c.max } : {}) })),
      temperatura_vetrina: opzioni.temperatura_vetrina,
      ...(input.nomeGusto ? { nome_gusto: input.nomeGusto } : {}),
    },
    ingredienti,
  );
  // the analysis names the profile the targets came from
  const nomeProfilo: ProfiloScienza | null =
    input.obiettivi === undefined && profilo
      ? { id: profilo.id, nome: profilo.nome, obiettivi, temperatura_servizio: temperaturaServizio }
      : { nome: 'Obiettivi indicati', obiettivi, temperatura_servizio: temperaturaServizio };
  risultato.analisi = { ...risultato.analisi, profilo: nomeProfilo, durezza_vetrina: { ...risultato.analisi.durezza_vetrina, punto_vendita_id: input.puntoVenditaId ?? null } };
  return arrotonda(risultato);
}

/** The reference library (admin, manager). */
export function libreriaIngredienti(): VoceLibreria[] {
  return LIBRERIA_INGREDIENTI;
}
