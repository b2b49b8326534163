import { analizza, type UnitaMisura } from '@gelatiere/scienza';
import { canSeeCosts } from '../../common/authz.js';
import type { RequestContext } from '../../common/context.js';
import { conflict } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { leggiLaboratorio } from '../config/laboratorio.service.js';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { toIngredienteScienza } from '../ingredienti/ingrediente.scienza.js';
import { RigaRicetta } from './gusto.entity.js';
import { getGusto } from './gusto.service.js';
import { arrotondaDecimali, kgDaVaschette, pesata, type CicloFoglio, type RigaDaPesare, type RigaFoglio } from './foglio-pesata.calcolo.js';
import { MSG_FOGLIO, foglioPesataSchema } from './foglio-pesata.schema.js';

/**
 * A flavour is a sorbet when its balancing profile (its own, else its category's, else the default
 * one) is a sorbet profile (name starting with "Sorbett"): the profile already says what kind of mix
 * the recipe is balanced as, and it drives the default overrun (0.20 sorbets, 0.30 gelato).
 */
export type TipoMiscela = 'gelato' | 'sorbetto';

export interface FoglioPesataView {
  gustoId: number;
  nome: string;
  /** the recipe version the sheet was made from (1 until recipe versions exist) */
  versione: number;
  tipo: TipoMiscela;
  modo: 'kg' | 'vaschette';
  kgMix: number;
  /** kg/l, from the mix composition (science package) */
  densitaMix: number;
  vaschette: number | null;
  volumeL: number | null;
  overrun: number | null;
  capacitaMinKg: number;
  capacitaMaxKg: number;
  risoluzioneG: number;
  kgCiclo: number;
  cicli: CicloFoglio[];
  righe: RigaFoglio[];
  /** euro per kg of mix; null for who may not see costs */
  foodCostKg: number | null;
  /** euro of the whole batch; null for who may not see costs */
  costoLotto: number | null;
  allergeni: string[];
  tracce: string[];
  note: string | null;
  avvisi: string[];
  generatoIl: Date;
}

interface ContestoRow {
  versione: number | string | null;
  sorbetto: boolean;
}

/** Recipe version (when the column exists) and mix type in one statement. */
async function contestoGusto(ctx: RequestContext, id: number): Promise<ContestoRow> {
  const [row] = await ctx.em.execute<ContestoRow[]>(
    `select (to_jsonb(g) ->> 'versione')::int as versione, coalesce(pr.nome ~* '^\\s*sorbett', false) as sorbetto
       from gusti g
       join categorie_gusti c on c.id = g.categoria_id
       left join lateral (
         select p.nome from profili_bilanciamento p
          where p.id = coalesce(g.profilo_id, c.profilo_id) or p.predefinito
          order by (p.id = coalesce(g.profilo_id, c.profilo_id)) desc nulls last, p.predefinito desc, p.id
          limit 1) pr on true
      where g.id = ?`,
    [id],
  );
  return row ?? { versione: null, sorbetto: false };
}

/**
 * Allergens of the flavour (added by hand ∪ declared "contiene" by its recipe's ingredients) and
 * traces (declared "tracce" and not contained), by name, in one statement.
 */
async function allergeniFoglio(ctx: RequestContext, id: number): Promise<{ allergeni: string[]; tracce: string[] }> {
  const rows = await ctx.em.execute<{ nome: string; contiene: boolean }[]>(
    `select a.nome, bool_or(x.tipo = 'contiene') as contiene
       from (select ga.allergene_id, 'contiene' as tipo from gusti_allergeni ga where ga.gusto_id = ?
             union all
             select ia.allergene_id, ia.tipo::text from gusti_ingredienti r
               join ingredienti_allergeni ia on ia.ingrediente_id = r.ingrediente_id
              where r.gusto_id = ?) x
       join allergeni a on a.id = x.allergene_id
      group by a.nome
      order by a.nome`,
    [id, id],
  );
  return { allergeni: rows.filter((r) => r.contiene).map((r) => r.nome), tracce: rows.filter((r) => !r.contiene).map((r) => r.nome) };
}

/**
 * The weighing sheet of a flavour for `kg` of mix, or for n trays of V litres at an overrun (default
 * by mix type). Every role may read it (operators only for active flavours); the food cost and the
 * batch cost only for who may see costs.
 */
export async function foglioPesata(ctx: RequestContext, gustoId: number, raw: unknown): Promise<FoglioPesataView> {
  const input = parseInput(foglioPesataSchema, raw ?? {});
  const gusto = await getGusto(ctx, gustoId);
  const [contesto, lab, righe, allergeni] = await Promise.all([
    contestoGusto(ctx, gustoId),
    leggiLaboratorio(ctx.em),
    ctx.em.find(RigaRicetta, { gusto: gustoId }, { populate: ['ingrediente'], orderBy: { id: 'asc' } }),
    allergeniFoglio(ctx, gustoId),
  ]);
  const ingredienti = new Map(righe.map((r) => [r.ingrediente.id, toIngredienteScienza(r.ingrediente as Ingrediente)]));
  const ricetta = righe.map((r) => ({ ingrediente_id: r.ingrediente.id, quantita: Number(r.quantita), unita: r.unita as UnitaMisura }));
  const analisi = analizza(ricetta, ingredienti);
  if (!(analisi.massa_kg > 0)) throw conflict(MSG_FOGLIO.senzaRicetta);

  const tipo: TipoMiscela = contesto.sorbetto ? 'sorbetto' : 'gelato';
  const densitaMix = analisi.densita_mix;
  const overrun = input.kg === undefined ? (input.overrun ?? (tipo === 'sorbetto' ? lab.overrunSorbetto : lab.overrunGelato)) : null;
  const kgMix = arrotondaDecimali(input.kg ?? kgDaVaschette(input.vaschette!, input.volumeL!, densitaMix, overrun!), 3);

  const daPesare: RigaDaPesare[] = righe.map((r) => ({
    ingredienteId: r.ingrediente.id,
    nome: r.ingrediente.nome,
    quantita: Number(r.quantita),
    unita: r.unita as UnitaMisura,
    densita: r.ingrediente.densita == null ? null : Number(r.ingrediente.densita),
  }));
  const p = pesata(daPesare, analisi.massa_kg, kgMix, { maxKg: lab.capacitaMaxKg, risoluzioneG: lab.risoluzioneG });

  const avvisi: string[] = [];
  if (p.kgCiclo < lab.capacitaMinKg - 1e-9) avvisi.push(MSG_FOGLIO.sottoMinimo(fmt(p.kgCiclo), fmt(lab.capacitaMinKg)));
  const senza = analisi.copertura.ingredienti_senza_composizione;
  if (senza.length > 0) avvisi.push(MSG_FOGLIO.composizioneMancante(senza.map((i) => i.nome).join(', ')));

  const conCosti = canSeeCosts(ctx.user);
  return {
    gustoId,
    nome: gusto.nome,
    versione: contesto.versione == null ? 1 : Number(contesto.versione),
    tipo,
    modo: input.kg === undefined ? 'vaschette' : 'kg',
    kgMix,
    densitaMix: arrotondaDecimali(densitaMix, 4),
    vaschette: input.vaschette ?? null,
    volumeL: input.volumeL ?? null,
    overrun,
    capacitaMinKg: lab.capacitaMinKg,
    capacitaMaxKg: lab.capacitaMaxKg,
    risoluzioneG: lab.risoluzioneG,
    kgCiclo: arrotondaDecimali(p.kgCiclo, 3),
    cicli: p.cicli,
    righe: p.righe,
    foodCostKg: conCosti ? arrotondaDecimali(analisi.food_cost, 4) : null,
    costoLotto: conCosti ? arrotondaDecimali(analisi.food_cost * kgMix, 2) : null,
    ...allergeni,
    note: gusto.noteProduzione,
    avvisi,
    generatoIl: new Date(),
  };
}

/** '8,148' — numbers in Italian messages. */
const fmt = (x: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 }).format(x);

const rigaToRest = (r: RigaFoglio) => ({ ingrediente_id: r.ingredienteId, nome: r.nome, unita: r.unita, quantita: r.quantita, grammi: r.grammi });

/** REST shape (snake_case); food_cost_kg and costo_lotto only for who may see costs. */
export function foglioPesataToRest(f: FoglioPesataView) {
  const { foodCostKg, costoLotto } = f;
  return {
    gusto_id: f.gustoId,
    nome: f.nome,
    versione: f.versione,
    tipo: f.tipo,
    modo: f.modo,
    kg_mix: f.kgMix,
    densita_mix: f.densitaMix,
    vaschette: f.vaschette,
    volume_l: f.volumeL,
    overrun: f.overrun,
    capacita_min_kg: f.capacitaMinKg,
    capacita_max_kg: f.capacitaMaxKg,
    risoluzione_g: f.risoluzioneG,
    kg_ciclo: f.kgCiclo,
    cicli: f.cicli.map((c) => ({ numero: c.numero, kg: c.kg, righe: c.righe.map(rigaToRest) })),
    righe: f.righe.map(rigaToRest),
    ...(foodCostKg !== null && costoLotto !== null ? { food_cost_kg: foodCostKg, costo_lotto: costoLotto } : {}),
    allergeni: f.allergeni,
    tracce: f.tracce,
    note: f.note,
    avvisi: f.avvisi,
    generato_il: f.generatoIl.toISOString(),
  };
}
