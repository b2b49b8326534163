import { analizza, type UnitaMisura } from '@gelatiere/scienza';
import { canSeeCosts } from '../../common/authz.js';
import { rigaDellaProduzione } from '../produzione/lotto.js';
import type { RequestContext } from '../../common/context.js';
import { conflict } from '../../common/errors.js';
import { leggiLaboratorio } from '../config/laboratorio.service.js';
import { Ingrediente } from '../ingredienti/ingrediente.entity.js';
import { toIngredienteScienza } from '../ingredienti/ingrediente.scienza.js';
import { RigaRicetta } from './gusto.entity.js';
import { profiloGustoJoinSql, SORBETTO_SQL } from './gusto.sql.js';
import { getGusto } from './gusto.service.js';
import { arrotondaDecimali, kgDaVaschette, pesata, type RigaDaPesare } from './foglio-pesata.calcolo.js';
import { MSG_FOGLIO, type FoglioPesataInput, type FoglioPesataView } from './foglio-pesata.schema.js';

export type { FoglioPesataView };
export type TipoMiscela = FoglioPesataView['tipo'];

interface ContestoRow {
  versione: number | string | null;
  sorbetto: boolean;
}

/** Recipe version (when the column exists) and mix type (sorbet or gelato, gusto.sql.ts) in one statement. */
export async function contestoGusto(ctx: RequestContext, id: number): Promise<ContestoRow> {
  const [row] = await ctx.em.execute<ContestoRow[]>(
    `select (to_jsonb(g) ->> 'versione')::int as versione, ${SORBETTO_SQL} as sorbetto
       from gusti g ${profiloGustoJoinSql}
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
export async function foglioPesata(ctx: RequestContext, gustoId: number, input: FoglioPesataInput): Promise<FoglioPesataView> {
  const gusto = await getGusto(ctx, gustoId);
  const [contesto, lab, righe, allergeni, produzione] = await Promise.all([
    contestoGusto(ctx, gustoId),
    leggiLaboratorio(ctx.em),
    ctx.em.find(RigaRicetta, { gusto: gustoId, quantita: { $gt: 0 } }, { populate: ['ingrediente'], orderBy: { id: 'asc' } }), // nothing to weigh at 0
    allergeniFoglio(ctx, gustoId),
    input.produzioneId === undefined ? Promise.resolve(null) : rigaDellaProduzione(ctx.em, input.produzioneId, gustoId),
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
    unitaMisura: r.ingrediente.unitaMisura,
    costoPerUnita: Number(r.ingrediente.costoPerUnita),
    // the line's role (base / variegato / inclusione) when the recipe lines carry one
    ruolo: (r as unknown as { ruolo?: string | null }).ruolo,
  }));
  const p = pesata(daPesare, analisi.massa_kg, kgMix, {
    maxKg: lab.capacitaMaxKg,
    risoluzioneG: lab.risoluzioneG,
    risoluzionePrecisioneG: lab.risoluzionePrecisioneG,
    sogliaPrecisioneG: lab.sogliaPrecisioneG,
  });

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
    risoluzionePrecisioneG: lab.risoluzionePrecisioneG,
    sogliaPrecisioneG: lab.sogliaPrecisioneG,
    kgCiclo: arrotondaDecimali(p.kgCiclo, 3),
    cicli: p.cicli,
    righe: p.righe,
    grammiTotali: p.grammiTotali,
    foodCostKg: conCosti ? arrotondaDecimali(analisi.food_cost, 4) : null,
    costoLotto: conCosti ? arrotondaDecimali(p.costoLotto, 2) : null,
    costoArrotondamentoPezzi: conCosti ? arrotondaDecimali(p.costoArrotondamentoPezzi, 2) : null,
    ...allergeni,
    note: gusto.noteProduzione,
    lottoProduzione: produzione?.lotto ?? null,
    dataProduzione: produzione?.data ?? null,
    avvisi,
    generatoIl: new Date(),
  };
}

/** '8,148' — numbers in Italian messages. */
const fmt = (x: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 }).format(x);
