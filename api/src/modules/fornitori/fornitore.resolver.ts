import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { zodArg } from '../../common/validation.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { creaFornitoreSchema, type CreaFornitore } from './fornitore.schema.js';
import { creaFornitore, listFornitori } from './fornitore.service.js';
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
}
