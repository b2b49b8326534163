import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { GustoType } from './gusto.types.js';
import { numeroVersione, ripristinaVersioneSchema } from './versioni.schema.js';
import { getVersione, listVersioni, ripristinaVersione } from './versioni.service.js';
import { VersioneRicettaDettaglioType, VersioneRicettaType } from './versioni.types.js';

/** Recipe versions: every role reads (operators never the cost), admin and manager restore. */
@Resolver()
export class VersioniRicettaResolver {
  @Allow('admin', 'manager', 'operatore')
  @Query(() => [VersioneRicettaType], { description: 'Le versioni della ricetta di un gusto, dalla più recente' })
  versioniRicetta(@Arg('gustoId', () => Int) gustoId: number, @Ctx() ctx: RequestContext): Promise<VersioneRicettaType[]> {
    return listVersioni(ctx, gustoId);
  }

  @Allow('admin', 'manager', 'operatore')
  @Query(() => VersioneRicettaDettaglioType, { description: 'Una versione della ricetta con le sue righe' })
  versioneRicetta(@Arg('gustoId', () => Int) gustoId: number, @Arg('numero', () => Int) numero: number, @Ctx() ctx: RequestContext): Promise<VersioneRicettaDettaglioType> {
    return getVersione(ctx, gustoId, parseInput(numeroVersione, numero));
  }

  @Allow('admin', 'manager')
  @Mutation(() => GustoType, { description: 'Ripristina una versione della ricetta: diventa una nuova versione (CONFLICT se la ricetta è già uguale)' })
  ripristinaVersioneRicetta(
    @Arg('gustoId', () => Int) gustoId: number,
    @Arg('numero', () => Int) numero: number,
    @Arg('nota', () => String, { nullable: true, description: 'Nota della nuova versione; predefinita "Ripristino della versione N"' }) nota: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<GustoType> {
    return ripristinaVersione(ctx, gustoId, parseInput(numeroVersione, numero), parseInput(ripristinaVersioneSchema, { nota }));
  }
}
