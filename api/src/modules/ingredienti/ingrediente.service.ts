import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { conflict, notFound } from '../../common/errors.js';
import { unitaAmmesse, type UnitaMisura } from '@gelatiere/scienza';
import type { FiltroCatalogo } from '../../common/aggiornato-dopo.js';
import { colonneEntita, numera, preparata } from '../../db/prepared.js';
import { logActivity } from '../attivita/attivita.service.js';
import { dispatchEvents, flushWithEvents } from '../domain-events.js';
import { allergeniDegliIngredienti, preparaAllergeniIngrediente } from '../allergeni/allergeni-derivati.service.js';
import { righeVersioniSql } from '../gusti/versioni.sql.js';
import { Ingrediente } from './ingrediente.entity.js';
import { MSG_INGREDIENTE, type AdditivoInput, type AggiornaIngrediente, type CreaIngrediente, type PeriodoStatistiche } from './ingrediente.schema.js';
import { applicaComposizione } from './ingrediente.scienza.js';
import { toIngredienteView, type IngredienteView, type StatisticheIngredientiView } from './ingrediente.view.js';

const descr = (i: { id: number; nome: string }) => `ingrediente "${i.nome}" (#${i.id})`;

async function findOr404(em: EntityManager, id: number): Promise<Ingrediente> {
  const ing = await em.findOne(Ingrediente, { id });
  if (!ing) throw notFound(MSG_INGREDIENTE.nonTrovato);
  return ing;
}

/** Views of ingredients with their allergen names (one more statement for the whole batch). */
async function viste(em: EntityManager, rows: Ingrediente[]): Promise<IngredienteView[]> {
  const allergeni = await allergeniDegliIngredienti(em, rows.map((i) => i.id));
  return rows.map((i) => toIngredienteView(i, allergeni.get(i.id)));
}
const vista = async (em: EntityManager, i: Ingrediente) => (await viste(em, [i]))[0]!;

/**
 * Reads ingredients with their allergens in one statement (issue 13: a list or detail read is the
 * authentication plus one statement): the rows hydrate entities, the allergens come as JSON.
 */
async function leggiViste(em: EntityManager, where: string, params: unknown[]): Promise<IngredienteView[]> {
  const rows = await preparata<Record<string, unknown> & { allergeni_json: { nome: string; tipo: string }[] | string }>(
    em,
    numera(`select ${colonneEntita(em, Ingrediente, 'i')}, coalesce((select json_agg(json_build_object('nome', a.nome, 'tipo', ia.tipo) order by a.nome)
                             from ingredienti_allergeni ia join allergeni a on a.id = ia.allergene_id
                            where ia.ingrediente_id = i.id), '[]'::json) as allergeni_json
       from ingredienti i ${where}
      order by i.nome, i.id`),
    params,
  );
  return rows.map(({ allergeni_json, ...row }) => {
    const lista = typeof allergeni_json === 'string' ? (JSON.parse(allergeni_json) as { nome: string; tipo: string }[]) : allergeni_json;
    const allergeni = { contiene: lista.filter((a) => a.tipo === 'contiene').map((a) => a.nome), tracce: lista.filter((a) => a.tipo !== 'contiene').map((a) => a.nome) };
    return toIngredienteView(em.map(Ingrediente, row), allergeni);
  });
}

export async function listIngredienti(ctx: RequestContext, opts: FiltroCatalogo = {}): Promise<IngredienteView[]> {
  const { aggiornatoDopo } = opts;
  const conds = [...(opts.includiDisattivi ? [] : ['i.attivo']), ...(aggiornatoDopo ? ['i.aggiornato_il > ?'] : [])];
  return leggiViste(ctx.em, conds.length ? `where ${conds.join(' and ')}` : '', aggiornatoDopo ? [aggiornatoDopo] : []);
}

export async function getIngrediente(ctx: RequestContext, id: number): Promise<IngredienteView> {
  const [found] = await leggiViste(ctx.em, 'where i.id = ?', [id]);
  if (!found) throw notFound(MSG_INGREDIENTE.nonTrovato);
  return found;
}

/** The additive's columns (null clears them). */
const colonneAdditivo = (a: AdditivoInput | null) => ({ additivoCategoria: a?.categoria ?? null, additivoNome: a?.nome ?? null, additivoENumero: a?.eNumero ?? null });

export async function creaIngrediente(ctx: RequestContext, dati: CreaIngrediente): Promise<IngredienteView> {
  const { allergeniContiene, allergeniTracce, allergeniDichiarati, additivo, ...input } = dati;
  const allergeni = await preparaAllergeniIngrediente(ctx.em, { allergeniContiene, allergeniTracce, allergeniDichiarati });
  return ctx.em.transactional(async (em) => {
    const ing = em.create(Ingrediente, {
      ...input,
      ...colonneAdditivo(additivo ?? null),
      nomeEtichetta: input.nomeEtichetta ?? null,
      caratterizzante: input.caratterizzante ?? false,
      allergeniDichiarati: allergeni.dichiarati ?? false,
      attivo: input.attivo ?? true,
    });
    applicaComposizione(ing);
    await em.flush();
    await allergeni.scrivi(em, ing.id);
    logActivity({ ...ctx, em }, 'creazione', `Creato ${descr(ing)}`);
    return vista(em, ing);
  });
}

/** Gusti whose recipe uses the ingredient with a unit no longer allowed by `unita`. */
async function gustiConUnitaIncompatibili(em: EntityManager, id: number, unita: UnitaMisura): Promise<number> {
  const ammesse = unitaAmmesse(unita);
  const [row] = await em.execute<{ n: string }[]>(
    `select count(distinct gusto_id) as n from gusti_ingredienti where ingrediente_id = ? and unita not in (${ammesse.map(() => '?').join(', ')})`,
    [id, ...ammesse],
  );
  return Number(row?.n ?? 0);
}

export async function aggiornaIngrediente(ctx: RequestContext, id: number, dati: AggiornaIngrediente): Promise<IngredienteView> {
  const { allergeniContiene, allergeniTracce, allergeniDichiarati, additivo, ...input } = dati;
  const ing = await findOr404(ctx.em, id);
  if (additivo !== undefined) Object.assign(ing, colonneAdditivo(additivo));
  const allergeni = await preparaAllergeniIngrediente(ctx.em, { allergeniContiene, allergeniTracce, allergeniDichiarati });
  if (input.unitaMisura !== undefined && input.unitaMisura !== ing.unitaMisura) {
    const n = await gustiConUnitaIncompatibili(ctx.em, id, input.unitaMisura);
    if (n > 0) throw conflict(MSG_INGREDIENTE.unitaInUso(ing.nome, n));
  }
  const eraAttivo = ing.attivo;
  const prezzoPrima = ing.costoPerUnita;
  const { attivo, ...campi } = input;
  for (const [k, val] of Object.entries(campi)) {
    if (val !== undefined) (ing as unknown as Record<string, unknown>)[k] = val;
  }
  if (attivo != null) ing.attivo = attivo;
  if (campi.caratterizzante === null) ing.caratterizzante = false;
  if (allergeni.dichiarati !== undefined) ing.allergeniDichiarati = allergeni.dichiarati;
  applicaComposizione(ing);
  const azione = ing.attivo === eraAttivo ? 'modifica' : ing.attivo ? 'attivazione' : 'disattivazione';
  logActivity(ctx, azione, `Aggiornato ${descr(ing)}`);
  const eventi = Number(ing.costoPerUnita) === Number(prezzoPrima) ? [] : [{ tipo: 'ingrediente.prezzo_modificato' as const, ingredienteId: id }];
  if (allergeni.cambiano) {
    // the declarations and the ingredient in one transaction
    let afterCommit: () => void = () => {};
    await ctx.em.begin();
    try {
      await allergeni.scrivi(ctx.em, id);
      await ctx.em.flush();
      if (eventi.length > 0) afterCommit = await dispatchEvents(ctx.em, eventi);
      await ctx.em.commit();
    } catch (err) {
      await ctx.em.rollback();
      throw err;
    }
    afterCommit();
  } else await flushWithEvents(ctx.em, eventi);
  return vista(ctx.em, ing);
}

export async function impostaAttivoIngrediente(ctx: RequestContext, id: number, attivo: boolean): Promise<IngredienteView> {
  const ing = await findOr404(ctx.em, id);
  ing.attivo = attivo;
  logActivity(ctx, attivo ? 'attivazione' : 'disattivazione', `${attivo ? 'Attivato' : 'Disattivato'} ${descr(ing)}`);
  await ctx.em.flush();
  return vista(ctx.em, ing);
}

/** An ingredient used by a recipe cannot be deleted (409): it should be deactivated instead. */
export async function eliminaIngrediente(ctx: RequestContext, id: number): Promise<number> {
  const ing = await findOr404(ctx.em, id);
  const [row] = await ctx.em.execute<{ n: string }[]>(
    'select count(distinct gusto_id) as n from gusti_ingredienti where ingrediente_id = ?',
    [id],
  );
  const n = Number(row?.n ?? 0);
  if (n > 0) throw conflict(MSG_INGREDIENTE.inUso(ing.nome, n));
  ctx.em.remove(ing);
  logActivity(ctx, 'eliminazione', `Eliminato ${descr(ing)}`);
  try {
    await ctx.em.flush();
  } catch (err) {
    // a recipe started using it between the check and the delete
    if (err instanceof ForeignKeyConstraintViolationException) throw conflict(MSG_INGREDIENTE.inUso(ing.nome, 1));
    throw err;
  }
  return id;
}

// ---------------------------------------------------------------------------------------------
// Statistics

interface RigaStatRow {
  id: number;
  nome: string;
  unita_misura: UnitaMisura;
  costo_per_unita: number;
  fornitore: string;
  gusti_utilizzati: number;
  kg_prodotti_totali: number;
  quantita_utilizzata: number;
  quantita_utilizzata_kg: number;
  costo_totale_utilizzato: number;
  costo_medio_effettivo: number;
}

/**
 * Ingredient usage in a period, computed in one SQL statement. Consumption of a production line
 * (DOMAIN.md) = quantita_kg × q_i / M for each line of the recipe version the line was made from
 * (recipe versions: editing a recipe never rewrites the past); `gusti_utilizzati` counts the flavours
 * whose current recipe uses the ingredient. Listed: active ingredients, plus inactive ones with
 * consumption in the period.
 */
export async function statisticheIngredienti(ctx: RequestContext, periodo: PeriodoStatistiche): Promise<StatisticheIngredientiView> {
  const prodotto = `select pr.gusto_id, pr.versione_ricetta as versione, sum(pr.quantita_kg) as kg
         from produzione_righe pr join produzioni p on p.id = pr.produzione_id
        where p.data between ?::date and ?::date
        group by pr.gusto_id, pr.versione_ricetta`;
  const sql = `
    with prodotto as (${prodotto}),
    righe as (${righeVersioniSql('where (gv.gusto_id, gv.numero) in (select gusto_id, versione from prodotto)')}),
    masse as (select gusto_id, versione, sum(m) as massa from righe group by gusto_id, versione),
    per_versione as (select ingrediente_id, gusto_id, versione, sum(q) as q, sum(m) as m from righe group by ingrediente_id, gusto_id, versione),
    consumo as (
      select pv.ingrediente_id,
             sum(pd.kg) as kg_prodotti,
             sum(case when ms.massa > 0 then pd.kg * pv.q / ms.massa end) as quantita,
             sum(case when ms.massa > 0 then pd.kg * pv.m / ms.massa end) as quantita_kg
        from per_versione pv
        join masse ms on ms.gusto_id = pv.gusto_id and ms.versione = pv.versione
        join prodotto pd on pd.gusto_id = pv.gusto_id and pd.versione = pv.versione
       group by pv.ingrediente_id),
    gusti_attuali as (select ingrediente_id, count(distinct gusto_id) as gusti from gusti_ingredienti group by ingrediente_id),
    uso as (
      select coalesce(ga.ingrediente_id, c.ingrediente_id) as ingrediente_id, coalesce(ga.gusti, 0) as gusti,
             coalesce(c.kg_prodotti, 0) as kg_prodotti, coalesce(c.quantita, 0) as quantita, coalesce(c.quantita_kg, 0) as quantita_kg
        from gusti_attuali ga full join consumo c on c.ingrediente_id = ga.ingrediente_id),
    stat as (
      select i.id, i.nome, i.unita_misura, i.costo_per_unita, i.fornitore,
             coalesce(u.gusti, 0)::int as gusti_utilizzati,
             round(coalesce(u.kg_prodotti, 0), 3) as kg_prodotti_totali,
             round(coalesce(u.quantita, 0), 3) as quantita_utilizzata,
             round(case when i.unita_misura = 'pz' then coalesce(u.quantita, 0) else coalesce(u.quantita_kg, 0) end, 3) as quantita_utilizzata_kg,
             round(coalesce(u.quantita, 0) * i.costo_per_unita, 4) as costo_totale_utilizzato,
             case when coalesce(u.kg_prodotti, 0) > 0 then round(coalesce(u.quantita, 0) * i.costo_per_unita / u.kg_prodotti, 4) else 0 end as costo_medio_effettivo
        from ingredienti i
        left join uso u on u.ingrediente_id = i.id
       where i.attivo or coalesce(u.quantita, 0) > 0)
    select (select round(coalesce(sum(kg), 0), 3) from prodotto) as kg_totali,
           (select coalesce(sum(quantita_utilizzata_kg) filter (where unita_misura <> 'pz'), 0) from stat) as quantita_totale,
           (select coalesce(sum(costo_totale_utilizzato), 0) from stat) as costo_totale,
           coalesce((select json_agg(s order by s.costo_totale_utilizzato desc, s.nome, s.id) from stat s), '[]'::json) as righe`;
  const [row] = await ctx.em.execute<{ kg_totali: string; quantita_totale: string; costo_totale: string; righe: RigaStatRow[] | string }[]>(sql, [periodo.dataInizio, periodo.dataFine]);
  const righe: RigaStatRow[] = typeof row?.righe === 'string' ? JSON.parse(row.righe) : (row?.righe ?? []);
  const statistiche = righe.map((r) => ({
    id: r.id,
    nome: r.nome,
    gustiUtilizzati: Number(r.gusti_utilizzati),
    kgProdottiTotali: Number(r.kg_prodotti_totali),
    quantitaUtilizzataKg: Number(r.quantita_utilizzata_kg),
    quantitaUtilizzata: Number(r.quantita_utilizzata),
    costoPerUnita: Number(r.costo_per_unita),
    unitaMisura: r.unita_misura,
    costoTotaleUtilizzato: Number(r.costo_totale_utilizzato),
    costoMedioEffettivo: Number(r.costo_medio_effettivo),
    fornitore: r.fornitore,
  }));
  return {
    periodo,
    totali: {
      ingredientiAnalizzati: statistiche.length,
      kgTotaliProdotti: Number(row?.kg_totali ?? 0),
      quantitaTotaleUtilizzata: Number(row?.quantita_totale ?? 0),
      costoTotale: Number(row?.costo_totale ?? 0),
    },
    statistiche,
  };
}
