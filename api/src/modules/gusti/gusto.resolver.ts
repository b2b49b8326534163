import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { chiedeUnoDi } from '../../common/selezione.js';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { SoloLettura } from '../../graphql/sola-lettura.js';
import { DalCatalogo } from '../../graphql/dal-catalogo.js';
import { AllergeneType } from '../allergeni/allergene.types.js';
import { OrigineAllergeneType } from '../allergeni/allergeni-derivati.types.js';
import { filtroCatalogoSchema } from '../../common/aggiornato-dopo.js';
import { parseInput, zodArg } from '../../common/validation.js';
import { AggiornaGustoInput, GustoInput } from './gusto.inputs.js';
import { aggiornaGustoGraphql, creaGustoGraphql, type AggiornaGusto, type CreaGusto } from './gusto.schema.js';
import { aggiornaGusto, creaGusto, duplicaGusto, eliminaGusto, getGusto, impostaAttivoGusto, listGusti } from './gusto.service.js';
import { GustoType, RigaRicettaType } from './gusto.types.js';
import type { BaseCosto } from '../magazzino/base-costo.js';
import { BASE_COSTO_ARG, BaseCostoEnum } from '../magazzino/base-costo.types.js';

/** Fields of a flavour read from its recipe lines and allergens (the list reads them only when asked). */
const CAMPI_DETTAGLIO = ['ricetta', 'allergeni', 'allergeniDerivati', 'allergeniManuali', 'tracce', 'origineAllergeni'] as const;

/** Flavours: every role reads (operators only the active ones, never the cost); admin and manager write. */
@Resolver(() => GustoType)
export class GustoResolver {
  @Allow('admin', 'manager', 'operatore')
  @SoloLettura()
  @DalCatalogo()
  @Query(() => [GustoType], { description: 'Gusti per nome; i disattivati solo con includiDisattivi (mai per gli operatori)' })
  gusti(
    @Arg('includiDisattivi', () => Boolean, { nullable: true, defaultValue: false }) includiDisattivi: boolean,
    @Arg('aggiornatoDopo', () => String, { nullable: true, description: 'Istante ISO 8601: solo i gusti creati o modificati dopo (sincronizzazione incrementale)' })
    aggiornatoDopo: string | null | undefined,
    @Arg('baseCosto', () => BaseCostoEnum, BASE_COSTO_ARG) baseCosto: BaseCosto | null | undefined,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<GustoType[]> {
    return listGusti(ctx, { ...parseInput(filtroCatalogoSchema, { includiDisattivi, aggiornatoDopo }), baseCosto }, chiedeUnoDi(info, CAMPI_DETTAGLIO));
  }

  @Allow('admin', 'manager', 'operatore')
  @SoloLettura()
  @DalCatalogo()
  @Query(() => GustoType, { description: 'Un gusto (gli operatori vedono solo quelli attivi)' })
  gusto(
    @Arg('id', () => Int) id: number,
    @Arg('baseCosto', () => BaseCostoEnum, BASE_COSTO_ARG) baseCosto: BaseCosto | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<GustoType> {
    return getGusto(ctx, id, baseCosto ?? null);
  }

  @DalCatalogo()
  @FieldResolver(() => [RigaRicettaType], { description: 'La ricetta, nell’ordine di inserimento' })
  ricetta(@Root() gusto: GustoType, @Ctx() ctx: RequestContext): Promise<RigaRicettaType[]> {
    return ctx.loaders.ricettaGusto.load(gusto.id);
  }

  @DalCatalogo()
  @FieldResolver(() => [AllergeneType], { description: 'Allergeni per nome: derivati dalla ricetta ∪ manuali' })
  async allergeni(@Root() gusto: GustoType, @Ctx() ctx: RequestContext): Promise<AllergeneType[]> {
    return (await ctx.loaders.allergeniGusto.load(gusto.id)).allergeni;
  }

  @DalCatalogo()
  @FieldResolver(() => [String], { description: 'Allergeni derivati dalla ricetta attuale (non rimovibili a mano)' })
  async allergeniDerivati(@Root() gusto: GustoType, @Ctx() ctx: RequestContext): Promise<string[]> {
    return (await ctx.loaders.allergeniGusto.load(gusto.id)).derivati;
  }

  @DalCatalogo()
  @FieldResolver(() => [String], { description: 'Allergeni aggiunti a mano che la ricetta non contiene' })
  async allergeniManuali(@Root() gusto: GustoType, @Ctx() ctx: RequestContext): Promise<string[]> {
    return (await ctx.loaders.allergeniGusto.load(gusto.id)).manuali;
  }

  @DalCatalogo()
  @FieldResolver(() => [String], { description: 'Può contenere: tracce degli ingredienti, esclusi gli allergeni contenuti' })
  async tracce(@Root() gusto: GustoType, @Ctx() ctx: RequestContext): Promise<string[]> {
    return (await ctx.loaders.allergeniGusto.load(gusto.id)).tracce;
  }

  @DalCatalogo()
  @FieldResolver(() => [OrigineAllergeneType], { description: 'Per ogni allergene derivato e traccia, gli ingredienti che lo portano' })
  async origineAllergeni(@Root() gusto: GustoType, @Ctx() ctx: RequestContext): Promise<OrigineAllergeneType[]> {
    return (await ctx.loaders.allergeniGusto.load(gusto.id)).origini;
  }

  @Allow('admin', 'manager')
  @Mutation(() => GustoType, { description: 'Crea un gusto (attivo)' })
  creaGusto(@Arg('input', () => GustoInput, zodArg(creaGustoGraphql)) input: CreaGusto, @Ctx() ctx: RequestContext): Promise<GustoType> {
    return creaGusto(ctx, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => GustoType, { description: 'Modifica un gusto (i campi omessi restano invariati)' })
  aggiornaGusto(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AggiornaGustoInput, zodArg(aggiornaGustoGraphql)) input: AggiornaGusto,
    @Ctx() ctx: RequestContext,
  ): Promise<GustoType> {
    return aggiornaGusto(ctx, id, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => Int, { description: "Elimina un gusto e restituisce l'id; rifiutato (CONFLICT) se ha produzioni" })
  eliminaGusto(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaGusto(ctx, id);
  }

  @Allow('admin', 'manager')
  @Mutation(() => GustoType, { description: 'Attiva un gusto' })
  attivaGusto(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<GustoType> {
    return impostaAttivoGusto(ctx, id, true);
  }

  @Allow('admin', 'manager')
  @Mutation(() => GustoType, { description: 'Disattiva un gusto' })
  disattivaGusto(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<GustoType> {
    return impostaAttivoGusto(ctx, id, false);
  }

  @Allow('admin', 'manager')
  @Mutation(() => GustoType, { description: 'Duplica un gusto: nuovo gusto attivo "<nome> (copia)" con la stessa ricetta e gli stessi allergeni' })
  duplicaGusto(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<GustoType> {
    return duplicaGusto(ctx, id);
  }
}
