import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { accuratezzaQuerySchema, previsioniQuerySchema } from './previsioni.schema.js';
import { getAccuratezza, getPrevisioni } from './previsioni.service.js';
import { AccuratezzaPrevisioniType, PrevisioneType } from './previsioni.types.js';

@Resolver()
export class PrevisioniResolver {
  @Authenticated()
  @Query(() => [PrevisioneType], { description: 'Previsione dei kg venduti per gusto da 1 a 7 giorni (un operatore solo il suo punto vendita)' })
  previsioni(
    @Ctx() ctx: RequestContext,
    @Arg('puntoVenditaId', () => Int, { nullable: true, description: 'Per un operatore il suo (predefinito)' }) puntoVenditaId?: number | null,
    @Arg('dal', () => String, { nullable: true, description: 'yyyy-MM-dd, predefinito domani' }) dal?: string | null,
    @Arg('giorni', () => Int, { nullable: true, description: '1-7' }) giorni?: number | null,
  ): Promise<PrevisioneType[]> {
    return getPrevisioni(ctx, parseInput(previsioniQuerySchema, { puntoVenditaId, dal, giorni }));
  }

  @Allow('admin', 'manager')
  @Query(() => AccuratezzaPrevisioniType, { description: 'Backtest della previsione di un punto vendita (admin e manager)' })
  accuratezzaPrevisioni(@Ctx() ctx: RequestContext, @Arg('puntoVenditaId', () => Int) puntoVenditaId: number): Promise<AccuratezzaPrevisioniType> {
    return getAccuratezza(ctx, parseInput(accuratezzaQuerySchema, { puntoVenditaId }));
  }
}
