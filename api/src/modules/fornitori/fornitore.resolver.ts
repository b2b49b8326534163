import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput, v, zodArg } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { creaFornitoreSchema, type CreaFornitore } from './fornitore.schema.js';
import { creaFornitore, listFornitori, modificaFornitore } from './fornitore.service.js';
import { FornitoreInput, FornitoreType } from './fornitore.types.js';

@Resolver()
export class FornitoreResolver {
  @Authenticated()
  @Query(() => [FornitoreType], { description: 'I fornitori, per ragione sociale' })
  fornitori(@Ctx() ctx: RequestContext): Promise<FornitoreType[]> {
    return listFornitori(ctx);
  }

  @Allow('admin', 'manager')
  @Mutation(() => FornitoreType, { description: 'Nuovo fornitore (partita IVA con cifra di controllo; unica)' })
  creaFornitore(@Arg('input', () => FornitoreInput, zodArg(creaFornitoreSchema)) input: CreaFornitore, @Ctx() ctx: RequestContext): Promise<FornitoreType> {
    return creaFornitore(ctx, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => FornitoreType, { description: 'Modifica un fornitore (tutti i campi, come alla creazione; indirizzo della sede compreso)' })
  modificaFornitore(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FornitoreInput, zodArg(creaFornitoreSchema)) input: CreaFornitore,
    @Ctx() ctx: RequestContext,
  ): Promise<FornitoreType> {
    return modificaFornitore(ctx, parseInput(v.id, id), input);
  }
}
