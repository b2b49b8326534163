import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { unitaAmmesse, type RuoloRiga, type UnitaMisura } from '@gelatiere/scienza';
import type { FiltroCatalogo } from '../../common/aggiornato-dopo.js';
import { Allergene } from '../allergeni/allergene.entity.js';
import { aggiungiAllergene, allergeniDerivatiDaIngredienti, allergeniVuoti } from '../allergeni/allergeni-derivati.service.js';
import { allergeniGustiSql, type AllergeneGustoRow } from '../allergeni/allergeni-derivati.sql.js';
import { logActivity } from '../attivita/attivita.service.js';
import { dispatchEvents, flushWithEvents } from '../domain-events.js';
import { CategoriaGusto } from '../categorie/categoria.entity.js';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { ProfiloBilanciamento } from '../scienza/profilo.entity.js';
import { verificaProfiloId } from '../scienza/profilo.service.js';
import { Gusto, RigaRicetta } from './gusto.entity.js';
import { MSG_GUSTO, type AggiornaGusto, type CreaGusto } from './gusto.schema.js';
import type { BaseCosto } from '../magazzino/base-costo.js';
import { registraVersione } from './versioni.sql.js';
import { numera, preparata } from '../../db/prepared.js';
import { segnaRispostaVariabile } from '../../common/risposta-variabile.js';
import type { AllergeniGustoView } from '../allergeni/allergeni-derivati.view.js';
import type { GustoView } from './gusto.view.js';
import { SELECT_GUSTI, toGustoView, righeRicettaConIngredienteSql, toRigaRicettaView, type GustoRow, type RigaRicettaRow } from './gusto.queries.js';

const descr = (g: { id: number; nome: string }) => `gusto "${g.nome}" (#${g.id})`;

// ---------------------------------------------------------------------------------------------
// Reads: one SQL statement for the flavours with their category and computed values (gusto.queries.ts)

/** Operators see only active flavours, whatever they ask. */
const soloAttivi = (ctx: RequestContext, includiDisattivi?: boolean | null) => !includiDisattivi || !canSeeCosts(ctx.user);

/**
 * The flavours matching `where` with, in the same statement, their recipe lines and allergen rows
 * as JSON (json_agg over the selected ids: one statement whatever the number of flavours). Also
 * what the benchmark runs as bare SQL.
 */
export const selectGustiConDettagli = (where: string) => `
  with sel as (${SELECT_GUSTI} ${where}),
  ric as (
    select x.gusto_id, json_agg(x order by x.id) as ricetta
      from (${righeRicettaConIngredienteSql('gusto_id in (select id from sel)')}) x
     group by x.gusto_id),
  al as (
    select x.gusto_id, json_agg(x order by x.nome, x.allergene_id) as allergeni
      from (${allergeniGustiSql('gusto_id in (select id from sel)')}) x
     group by x.gusto_id)
  select sel.*, ric.ricetta, al.allergeni
    from sel
    left join ric on ric.gusto_id = sel.id
    left join al on al.gusto_id = sel.id
   order by sel.nome, sel.id`;

type GustoConDettagliRow = GustoRow & { ricetta: RigaRicettaRow[] | null; allergeni: AllergeneGustoRow[] | null };

/**
 * Flavours with their recipe and allergens read in one statement; the request's loaders are primed
 * with them (replacing anything cached), so REST and GraphQL field resolvers send nothing more.
 */
async function leggiGusti(ctx: RequestContext, where: string, params: unknown[], dettagli = true, base: BaseCosto | null = null): Promise<GustoConDettagliRow[]> {
  const rows = dettagli
    ? await preparata<GustoConDettagliRow>(ctx.em, numera(selectGustiConDettagli(where)), [base, ...params])
    : await preparata<GustoConDettagliRow>(ctx.em, numera(`${SELECT_GUSTI} ${where} order by g.nome, g.id`), [base, ...params]);
  // a cost at the stock's average price follows receipts and productions, not the catalogue's version
  if (rows.some((r) => r.base_costo === 'media_ponderata')) segnaRispostaVariabile(ctx);
  if (!dettagli) return rows;
  for (const r of rows) {
    const allergeni: AllergeniGustoView = allergeniVuoti();
    for (const a of r.allergeni ?? []) aggiungiAllergene(allergeni, a);
    ctx.loaders.ricettaGusto.clear(r.id).prime(r.id, (r.ricetta ?? []).map(toRigaRicettaView));
    ctx.loaders.allergeniGusto.clear(r.id).prime(r.id, allergeni);
  }
  return rows;
}

/** Options of the flavour reads: the catalogue filter and the cost basis (null: the setting's). */
export type OpzioniGusti = FiltroCatalogo & { baseCosto?: BaseCosto | null };

/**
 * The flavours; `dettagli` (default) also reads their recipes and allergens in the same statement and
 * primes the request's loaders with them. GraphQL passes false when the query asks for neither.
 */
export async function listGusti(ctx: RequestContext, opts: OpzioniGusti = {}, dettagli = true): Promise<GustoView[]> {
  const { aggiornatoDopo } = opts;
  const conds = [...(soloAttivi(ctx, opts.includiDisattivi) ? ['g.attivo'] : []), ...(aggiornatoDopo ? ['g.aggiornato_il > ?'] : [])];
  const where = conds.length ? `where ${conds.join(' and ')}` : '';
  return (await leggiGusti(ctx, where, aggiornatoDopo ? [aggiornatoDopo] : [], dettagli, opts.baseCosto ?? null)).map(toGustoView);
}

export async function getGusto(ctx: RequestContext, id: number, baseCosto: BaseCosto | null = null): Promise<GustoView> {
  const [row] = await leggiGusti(ctx, 'where g.id = ?', [id], true, baseCosto);
  if (!row || (!row.attivo && !canSeeCosts(ctx.user))) throw notFound(MSG_GUSTO.nonTrovato);
  return toGustoView(row);
}

// ---------------------------------------------------------------------------------------------
// Writes

type RigaInput = { ingredienteId: number; quantita: number; unita?: UnitaMisura | undefined; ruolo?: RuoloRiga | undefined; caratterizzante?: boolean | null | undefined };
type RigaControllata = { ingrediente: Ingrediente; quantita: number; unita: UnitaMisura; ruolo: RuoloRiga; caratterizzante: boolean };

/** Active category by id or name; the flavour's current category is accepted even if deactivated. */
async function risolviCategoria(em: EntityManager, ref: number | string, attuale?: number): Promise<CategoriaGusto> {
  let catId = typeof ref === 'number' ? ref : null;
  if (typeof ref === 'string') {
    const [row] = await em.execute<{ id: number }[]>('select id from categorie_gusti where lower(nome) = lower(?)', [ref]);
    catId = row?.id ?? null;
  }
  const c = catId ? await em.findOne(CategoriaGusto, { id: catId }) : null;
  if (!c || (!c.attivo && c.id !== attuale)) throw badInput(MSG_GUSTO.categoriaNonValida, { campo: 'categoria' });
  return c;
}

/** Active allergens by id or name; those already linked to the flavour are accepted even if deactivated. */
async function risolviAllergeni(em: EntityManager, refs: (number | string)[], attuali: Set<number> = new Set()): Promise<Allergene[]> {
  if (refs.length === 0) return [];
  // the allergen table is small (the 14 of the EU list plus a few): match ids and names in one read
  const trovati = await em.find(Allergene, {});
  const out = new Map<number, Allergene>();
  for (const ref of refs) {
    const a = typeof ref === 'number' ? trovati.find((x) => x.id === ref) : trovati.find((x) => x.nome.toLowerCase() === ref.toLowerCase());
    if (!a || (!a.attivo && !attuali.has(a.id))) throw badInput(MSG_GUSTO.allergeneNonValido(String(ref)), { campo: 'allergeni' });
    out.set(a.id, a);
  }
  return [...out.values()];
}

/** Derived allergen ids of a recipe (its ingredients that contain them). */
const derivatiDi = (em: EntityManager, righe: { ingrediente: { id: number } }[]) => allergeniDerivatiDaIngredienti(em, [...new Set(righe.map((r) => r.ingrediente.id))]);

/**
 * A write of the spec's `allergeni` (derived ∪ manual) keeps as manual only what the recipe does not
 * already contain: writing back the list that was read changes nothing, and a derived allergen left
 * out of the list stays (it can't be removed by hand: change the recipe or the ingredient).
 */
const soloManuali = (richiesti: Allergene[], derivati: Set<number>) => richiesti.filter((a) => !derivati.has(a.id));

/** Checks each line against its loaded ingredient (DOMAIN.md units); a missing unit is the ingredient's own. */
export function controllaRighe(righe: RigaInput[], ingredienti: ReadonlyMap<number, Ingrediente>): RigaControllata[] {
  return righe.map((r) => {
    const ingrediente = ingredienti.get(r.ingredienteId);
    if (!ingrediente) throw badInput(MSG_GUSTO.ingredienteNonTrovato(r.ingredienteId), { campo: 'ingredienti' });
    const ammesse = unitaAmmesse(ingrediente.unitaMisura);
    const unita = r.unita ?? ingrediente.unitaMisura;
    if (!ammesse.includes(unita)) throw badInput(MSG_GUSTO.unitaNonAmmessa(unita, ingrediente.nome, ammesse), { campo: 'ingredienti' });
    return { ingrediente, quantita: r.quantita, unita, ruolo: r.ruolo ?? 'base', caratterizzante: r.caratterizzante ?? false };
  });
}

/**
 * Loads the ingredients (one statement) and checks each line's unit. A line at 0 is dropped: an
 * ingredient not in the mix is not in the recipe (it would reach the label at 0 % and the weighing sheet).
 */
async function risolviRighe(em: EntityManager, righe: RigaInput[]): Promise<RigaControllata[]> {
  if (righe.length === 0) return [];
  const ids = [...new Set(righe.map((r) => r.ingredienteId))];
  const ingredienti = new Map((await em.find(Ingrediente, { id: { $in: ids } })).map((i) => [i.id, i]));
  return controllaRighe(righe, ingredienti).filter((r) => r.quantita > 0);
}

export async function creaGusto(ctx: RequestContext, input: CreaGusto): Promise<GustoView> {
  const categoria = await risolviCategoria(ctx.em, input.categoria);
  const righe = await risolviRighe(ctx.em, input.ingredienti ?? []);
  const allergeni = soloManuali(await risolviAllergeni(ctx.em, input.allergeni ?? []), await derivatiDi(ctx.em, righe));
  await verificaProfiloId(ctx.em, input.profiloId);
  const id = await ctx.em.transactional(async (em) => {
    const g = em.create(Gusto, {
      nome: input.nome,
      descrizione: input.descrizione,
      categoria,
      colore: input.colore ?? '#ffffff',
      stagionale: input.stagionale ?? false,
      attivo: true,
      noteProduzione: input.noteProduzione,
      denominazione: input.denominazione,
      profilo: input.profiloId ? em.getReference(ProfiloBilanciamento, input.profiloId) : null,
    });
    for (const r of righe) em.create(RigaRicetta, { gusto: g, ...r });
    g.allergeni.set(allergeni);
    await em.flush();
    await registraVersione(em, ctx.user?.id ?? null, null); // version 1 (recipe versions)
    logActivity({ ...ctx, em }, 'creazione', `Creato ${descr(g)}`);
    await dispatchEvents(em, [{ tipo: 'gusto.creato', gustoId: g.id }]); // the worker's next poll sends it
    return g.id;
  });
  return getGusto(ctx, id);
}

export async function aggiornaGusto(ctx: RequestContext, id: number, input: AggiornaGusto): Promise<GustoView> {
  const g = await ctx.em.findOne(Gusto, { id }, { populate: ['righe', 'allergeni'] });
  if (!g) throw notFound(MSG_GUSTO.nonTrovato);
  if (input.categoria !== undefined) g.categoria = await risolviCategoria(ctx.em, input.categoria, g.categoria.id);
  const nuoveRighe = input.ingredienti != null ? await risolviRighe(ctx.em, input.ingredienti) : null;
  if (input.allergeni != null) {
    const richiesti = await risolviAllergeni(ctx.em, input.allergeni, new Set(g.allergeni.getItems().map((a) => a.id)));
    const derivati = await derivatiDi(ctx.em, nuoveRighe ?? g.righe.getItems().map((r) => ({ ingrediente: r.ingrediente })));
    g.allergeni.set(soloManuali(richiesti, derivati));
  }
  if (nuoveRighe) {
    g.righe.removeAll();
    for (const r of nuoveRighe) g.righe.add(ctx.em.create(RigaRicetta, { gusto: g, ...r }));
  }
  if (input.nome !== undefined) g.nome = input.nome;
  if (input.descrizione !== undefined) g.descrizione = input.descrizione;
  if (input.colore !== undefined) g.colore = input.colore ?? '#ffffff';
  if (input.stagionale != null) g.stagionale = input.stagionale;
  if (input.noteProduzione !== undefined) g.noteProduzione = input.noteProduzione;
  if (input.denominazione !== undefined) g.denominazione = input.denominazione;
  if (input.profiloId !== undefined) {
    await verificaProfiloId(ctx.em, input.profiloId);
    g.profilo = input.profiloId ? ctx.em.getReference(ProfiloBilanciamento, input.profiloId) : null;
  }
  logActivity(ctx, 'modifica', `Aggiornato ${descr(g)}`);
  // a new recipe version when the lines changed (none for an identical save), in the same transaction
  await flushWithEvents(ctx.em, [{ tipo: 'gusto.modificato', gustoId: id }], (em) => registraVersione(em, ctx.user?.id ?? null, input.notaVersione ?? null));
  return getGusto(ctx, id);
}

export async function impostaAttivoGusto(ctx: RequestContext, id: number, attivo: boolean): Promise<GustoView> {
  const g = await ctx.em.findOne(Gusto, { id });
  if (!g) throw notFound(MSG_GUSTO.nonTrovato);
  g.attivo = attivo;
  logActivity(ctx, attivo ? 'attivazione' : 'disattivazione', `${attivo ? 'Attivato' : 'Disattivato'} ${descr(g)}`);
  await flushWithEvents(ctx.em, [{ tipo: attivo ? 'gusto.modificato' : 'gusto.disattivato', gustoId: id }]);
  return getGusto(ctx, id);
}

/** A new active flavour named "<nome> (copia)" with the same recipe, allergens and settings. */
export async function duplicaGusto(ctx: RequestContext, id: number): Promise<GustoView> {
  const src = await ctx.em.findOne(Gusto, { id }, { populate: ['righe', 'allergeni'] });
  if (!src) throw notFound(MSG_GUSTO.nonTrovato);
  const nuovoId = await ctx.em.transactional(async (em) => {
    const copia = em.create(Gusto, {
      nome: `${src.nome.slice(0, 150 - ' (copia)'.length)} (copia)`,
      descrizione: src.descrizione,
      categoria: src.categoria,
      colore: src.colore,
      stagionale: src.stagionale,
      attivo: true,
      noteProduzione: src.noteProduzione,
      denominazione: src.denominazione,
      profilo: src.profilo ?? null,
    });
    for (const r of src.righe.getItems()) {
      em.create(RigaRicetta, { gusto: copia, ingrediente: r.ingrediente, quantita: r.quantita, unita: r.unita, ruolo: r.ruolo, caratterizzante: r.caratterizzante });
    }
    copia.allergeni.set(src.allergeni.getItems());
    await em.flush();
    await registraVersione(em, ctx.user?.id ?? null, `Copia di "${src.nome}" (versione ${src.versione})`);
    logActivity({ ...ctx, em }, 'creazione', `Duplicato ${descr(src)} come ${descr(copia)}`);
    return copia.id;
  });
  return getGusto(ctx, nuovoId);
}

/** Productions that reference the flavour. */
async function contaProduzioni(em: EntityManager, id: number): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>('select count(distinct produzione_id) as n from produzione_righe where gusto_id = ?', [id]);
  return Number(row?.n ?? 0);
}

/** A flavour with productions cannot be deleted (409): deactivate it instead. */
export async function eliminaGusto(ctx: RequestContext, id: number): Promise<number> {
  const g = await ctx.em.findOne(Gusto, { id });
  if (!g) throw notFound(MSG_GUSTO.nonTrovato);
  const n = await contaProduzioni(ctx.em, id);
  if (n > 0) throw conflict(MSG_GUSTO.haProduzioni(g.nome, n));
  ctx.em.remove(g);
  logActivity(ctx, 'eliminazione', `Eliminato ${descr(g)}`);
  try {
    await ctx.em.flush();
  } catch (err) {
    // a production recorded between the check and the delete
    if (err instanceof ForeignKeyConstraintViolationException) throw conflict(MSG_GUSTO.haProduzioni(g.nome, 1));
    throw err;
  }
  return id;
}
