import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../common/context.js';
import { conflict, notFound } from '../../common/errors.js';
import { unitaAmmesse, type UnitaMisura } from '@gelatiere/scienza';
import { parseInput, v } from '../../common/validation.js';
import { aggiornatoDopoSchema, type FiltroCatalogo } from '../../common/aggiornato-dopo.js';
import { logActivity } from '../attivita/attivita.service.js';
import { flushWithEvents } from '../domain-events.js';
import { righeRicettaSql } from '../gusti/gusto.sql.js';
import { Ingrediente } from './ingrediente.entity.js';
import { MSG_INGREDIENTE, aggiornaIngredienteSchema, creaIngredienteSchema } from './ingrediente.inputs.js';
import { applicaComposizione } from './ingrediente.scienza.js';
import { toIngredienteView, type IngredienteView, type StatisticheIngredientiView } from './ingrediente.view.js';

const descr = (i: { id: number; nome: string }) => `ingrediente "${i.nome}" (#${i.id})`;

async function findOr404(em: EntityManager, id: number): Promise<Ingrediente> {
  const ing = await em.findOne(Ingrediente, { id });
  if (!ing) throw notFound(MSG_INGREDIENTE.nonTrovato);
  return ing;
}

export async function listIngredienti(ctx: RequestContext, opts: FiltroCatalogo = {}): Promise<IngredienteView[]> {
  const aggiornatoDopo = parseInput(aggiornatoDopoSchema, opts.aggiornatoDopo);
  const where = { ...(opts.includiDisattivi ? {} : { attivo: true }), ...(aggiornatoDopo ? { aggiornatoIl: { $gt: aggiornatoDopo } } : {}) };
  const rows = await ctx.em.find(Ingrediente, where, { orderBy: { nome: 'asc', id: 'asc' } });
  return rows.map(toIngredienteView);
}

export async function getIngrediente(ctx: RequestContext, id: number): Promise<IngredienteView> {
  return toIngredienteView(await findOr404(ctx.em, id));
}

export async function creaIngrediente(ctx: RequestContext, raw: unknown): Promise<IngredienteView> {
  const input = parseInput(creaIngredienteSchema, raw ?? {});
  return ctx.em.transactional(async (em) => {
    const ing = em.create(Ingrediente, { ...input, attivo: input.attivo ?? true });
    applicaComposizione(ing);
    await em.flush();
    logActivity({ ...ctx, em }, 'create', `Creato ${descr(ing)}`);
    return toIngredienteView(ing);
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

export async function aggiornaIngrediente(ctx: RequestContext, id: number, raw: unknown): Promise<IngredienteView> {
  const input = parseInput(aggiornaIngredienteSchema, raw ?? {});
  const ing = await findOr404(ctx.em, id);
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
  applicaComposizione(ing);
  const azione = ing.attivo === eraAttivo ? 'update' : ing.attivo ? 'activate' : 'deactivate';
  logActivity(ctx, azione, `Aggiornato ${descr(ing)}`);
  await flushWithEvents(ctx.em, Number(ing.costoPerUnita) === Number(prezzoPrima) ? [] : [{ tipo: 'ingrediente.prezzo_modificato', ingredienteId: id }]);
  return toIngredienteView(ing);
}

export async function impostaAttivoIngrediente(ctx: RequestContext, id: number, attivo: boolean): Promise<IngredienteView> {
  const ing = await findOr404(ctx.em, id);
  ing.attivo = attivo;
  logActivity(ctx, attivo ? 'activate' : 'deactivate', `${attivo ? 'Attivato' : 'Disattivato'} ${descr(ing)}`);
  await ctx.em.flush();
  return toIngredienteView(ing);
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
  logActivity(ctx, 'delete', `Eliminato ${descr(ing)}`);
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

const annoCorrente = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date());

const statisticheSchema = z
  .object({
    dataInizio: v.isoDate('Data di inizio non valida (formato yyyy-MM-dd)').nullish(),
    dataFine: v.isoDate('Data di fine non valida (formato yyyy-MM-dd)').nullish(),
  })
  .transform((p) => ({
    dataInizio: p.dataInizio ?? `${annoCorrente()}-01-01`,
    dataFine: p.dataFine ?? `${annoCorrente()}-12-31`,
  }))
  .refine((p) => p.dataInizio <= p.dataFine, { message: 'La data di inizio non può essere successiva alla data di fine' });

/** True when the production tables exist (they are added by the production domain). */
export async function esistonoTabelleProduzione(em: EntityManager): Promise<boolean> {
  const [row] = await em.execute<{ ok: boolean }[]>(
    `select to_regclass('produzione_righe') is not null and to_regclass('produzioni') is not null as ok`,
  );
  return row?.ok === true;
}

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
 * (DOMAIN.md) = quantita_kg × q_i / M for each line of the flavour's current recipe. Listed: active
 * ingredients, plus inactive ones with consumption in the period.
 */
export async function statisticheIngredienti(ctx: RequestContext, raw: unknown): Promise<StatisticheIngredientiView> {
  const periodo = parseInput(statisticheSchema, raw ?? {});
  const conProduzioni = await esistonoTabelleProduzione(ctx.em);
  const prodotto = conProduzioni
    ? `select pr.gusto_id, sum(pr.quantita_kg) as kg
         from produzione_righe pr join produzioni p on p.id = pr.produzione_id
        where p.data between ?::date and ?::date
        group by pr.gusto_id`
    : `select null::int as gusto_id, 0::numeric as kg where false`;
  const sql = `
    with righe as (${righeRicettaSql()}),
    masse as (select gusto_id, sum(m) as massa from righe group by gusto_id),
    per_gusto as (select ingrediente_id, gusto_id, sum(q) as q, sum(m) as m from righe group by ingrediente_id, gusto_id),
    prodotto as (${prodotto}),
    uso as (
      select pg.ingrediente_id, count(*) as gusti,
             coalesce(sum(pd.kg), 0) as kg_prodotti,
             coalesce(sum(case when ms.massa > 0 then pd.kg * pg.q / ms.massa end), 0) as quantita,
             coalesce(sum(case when ms.massa > 0 then pd.kg * pg.m / ms.massa end), 0) as quantita_kg
        from per_gusto pg
        join masse ms on ms.gusto_id = pg.gusto_id
        left join prodotto pd on pd.gusto_id = pg.gusto_id
       group by pg.ingrediente_id),
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
  const params = conProduzioni ? [periodo.dataInizio, periodo.dataFine] : [];
  const [row] = await ctx.em.execute<{ kg_totali: string; quantita_totale: string; costo_totale: string; righe: RigaStatRow[] | string }[]>(sql, params);
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
