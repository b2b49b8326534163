import { daReplica } from '../../graphql/lettura.js';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { limiteSchema, offsetSchema, parseFiltro } from './analytics.filters.js';
import type { BaseCosto } from '../magazzino/base-costo.js';
import { BASE_COSTO_ARG, BaseCostoEnum } from '../magazzino/base-costo.types.js';
import * as analytics from './analytics.service.js';
import {
  AnalyticsConfrontoType,
  AnalyticsCostiType,
  AnalyticsCostoProduzioniType,
  AnalyticsCostoTotaleType,
  AnalyticsDettaglioCostoProduzioneType,
  AnalyticsFiltro,
  AnalyticsFoodCostGustoType,
  AnalyticsGustoDettaglioType,
  AnalyticsGustoType,
  AnalyticsIngredienteType,
  AnalyticsMarginiType,
  AnalyticsPeriodoDettagliType,
  AnalyticsRiepilogoType,
  AnalyticsRoot,
  AnalyticsTrendMensileType,
  AnalyticsType,
  DashboardStatsType,
} from './analytics.types.js';

const checkId = (id: number) => {
  if (!Number.isInteger(id) || id < 1) throw badInput('Identificativo non valido');
  return id;
};

/**
 * One `analytics(filtro)` query; every field of `Analytics` is resolved lazily, so an integrator asks
 * for exactly the combination it needs in one request. Cost fields are for admin and manager.
 */
@Resolver(() => AnalyticsType)
export class AnalyticsResolver {
  @Authenticated()
  @Query(() => AnalyticsType, { description: 'Analisi e dashboard (tutti i ruoli; costi e margini solo admin e manager)' })
  analytics(@Arg('filtro', () => AnalyticsFiltro, { nullable: true }) filtro: AnalyticsFiltro | null): AnalyticsRoot {
    return new AnalyticsRoot(parseFiltro(filtro ?? {}));
  }

  @FieldResolver(() => DashboardStatsType, { description: 'Cifre della dashboard (filtro: solo puntoVenditaId)' })
  dashboard(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.dashboard(c, root.filtro));
  }

  @FieldResolver(() => AnalyticsRiepilogoType, { description: 'Riepilogo del periodo' })
  periodo(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.periodo(c, root.filtro));
  }

  @FieldResolver(() => AnalyticsPeriodoDettagliType, { description: 'Ripartizioni per punto vendita, categoria, operatore e serie giornaliera' })
  periodoDettagli(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.periodoDettagli(c, root.filtro));
  }

  @FieldResolver(() => [AnalyticsGustoType], { description: 'I gusti più prodotti (limite predefinito 10, massimo 100)' })
  topGusti(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext, @Arg('limite', () => Int, { nullable: true }) limite: number | null) {
    return daReplica(ctx, (c) => analytics.topGusti(c, root.filtro, parseInput(limiteSchema(10), limite ?? undefined)));
  }

  @FieldResolver(() => [AnalyticsGustoType], { description: 'Tutti i gusti prodotti nel periodo' })
  gusti(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.gusti(c, root.filtro));
  }

  @FieldResolver(() => AnalyticsGustoDettaglioType, { description: 'Un gusto nel periodo' })
  gusto(
    @Root() root: AnalyticsRoot,
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('baseCosto', () => BaseCostoEnum, BASE_COSTO_ARG) baseCosto: BaseCosto | null | undefined,
  ) {
    return daReplica(ctx, (c) => analytics.gusto(c, root.filtro, checkId(id), baseCosto ?? null));
  }

  @FieldResolver(() => [AnalyticsIngredienteType], { description: 'Consumo degli ingredienti (limite facoltativo, massimo 100)' })
  ingredienti(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext, @Arg('limite', () => Int, { nullable: true }) limite: number | null) {
    return daReplica(ctx, (c) => analytics.ingredienti(c, root.filtro, limite == null ? null : parseInput(limiteSchema(10), limite)));
  }

  @FieldResolver(() => AnalyticsConfrontoType, { description: 'Confronto tra anno e confrontaAnno' })
  confronto(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.confronto(c, root.filtro));
  }

  @FieldResolver(() => AnalyticsTrendMensileType, { description: "I 12 mesi dell'anno" })
  trendMensile(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.trendMensile(c, root.filtro));
  }

  @Allow('admin', 'manager')
  @FieldResolver(() => AnalyticsCostiType, { nullable: true, description: 'Analisi dei costi e del margine (admin, manager)' })
  costi(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.costi(c, root.filtro));
  }

  @Allow('admin', 'manager')
  @FieldResolver(() => AnalyticsMarginiType, { nullable: true, description: 'Margini reali (vetrina) o stimati per gusto, categoria, punto vendita e mese (admin, manager)' })
  margini(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.margini(c, root.filtro));
  }

  @Allow('admin', 'manager')
  @FieldResolver(() => AnalyticsCostoTotaleType, { nullable: true, description: 'Costo totale del periodo (admin, manager)' })
  costoTotale(@Root() root: AnalyticsRoot, @Ctx() ctx: RequestContext) {
    return daReplica(ctx, (c) => analytics.costoTotale(c, root.filtro));
  }

  @Allow('admin', 'manager')
  @FieldResolver(() => [AnalyticsFoodCostGustoType], { nullable: true, description: 'Food cost dei gusti (admin, manager)' })
  foodCostGusti(
    @Root() root: AnalyticsRoot,
    @Ctx() ctx: RequestContext,
    @Arg('baseCosto', () => BaseCostoEnum, BASE_COSTO_ARG) baseCosto: BaseCosto | null | undefined,
  ) {
    return daReplica(ctx, (c) => analytics.foodCostGusti(c, root.filtro, baseCosto ?? null));
  }

  @Allow('admin', 'manager')
  @FieldResolver(() => AnalyticsCostoProduzioniType, { nullable: true, description: 'Produzioni del periodo con il loro costo (admin, manager)' })
  costoProduzioni(
    @Root() root: AnalyticsRoot,
    @Ctx() ctx: RequestContext,
    @Arg('limite', () => Int, { nullable: true }) limite: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
  ) {
    return daReplica(ctx, (c) => analytics.costoProduzioni(c, root.filtro, parseInput(limiteSchema(50), limite ?? undefined), parseInput(offsetSchema, offset ?? undefined)));
  }

  @Allow('admin', 'manager')
  @FieldResolver(() => AnalyticsDettaglioCostoProduzioneType, { nullable: true, description: 'Dettaglio dei costi di una produzione (admin, manager)' })
  dettaglioCostoProduzione(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return daReplica(ctx, (c) => analytics.dettaglioCostoProduzione(c, checkId(id)));
  }
}
