import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput } from '../../common/validation.js';
import { foglioPesataSchema } from './foglio-pesata.schema.js';
import { Allow } from '../../graphql/access.js';
import { foglioPesata } from './foglio-pesata.service.js';
import { FoglioPesataType } from './foglio-pesata.types.js';

@Resolver()
export class FoglioPesataResolver {
  @Allow('admin', 'manager', 'operatore')
  @Query(() => FoglioPesataType, {
    description:
      'Foglio di pesata: kg di miscela oppure vaschette × volumeL (overrun predefinito 0.30 gelato, 0.20 sorbetti); costi solo per admin e manager; il PDF è su GET /api/gusti/{id}/foglio-pesata?formato=pdf',
  })
  foglioPesata(
    @Arg('gustoId', () => Int) gustoId: number,
    @Arg('kg', () => Float, { nullable: true }) kg: number | null | undefined,
    @Arg('vaschette', () => Int, { nullable: true }) vaschette: number | null | undefined,
    @Arg('volumeL', () => Float, { nullable: true }) volumeL: number | null | undefined,
    @Arg('overrun', () => Float, { nullable: true }) overrun: number | null | undefined,
    @Ctx() ctx: RequestContext,
    @Arg('produzioneId', () => Int, { nullable: true, description: 'Stampato per una produzione: il lotto di produzione della riga del gusto' }) produzioneId?: number | null,
  ): Promise<FoglioPesataType> {
    return foglioPesata(ctx, gustoId, parseInput(foglioPesataSchema, { kg, vaschette, volumeL, overrun, produzioneId: produzioneId ?? undefined }));
  }
}
