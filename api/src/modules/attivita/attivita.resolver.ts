import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { logPaginaSchema } from './attivita.schema.js';
import { eliminaLogAttivita, listLogAttivita } from './attivita.service.js';
import { LogAttivitaPaginaType } from './attivita.types.js';

@Resolver()
export class AttivitaResolver {
  @Allow('admin')
  @Query(() => LogAttivitaPaginaType, { description: 'Log attività, dal più recente (limite 1-100, predefinito 20)' })
  logAttivita(
    @Arg('limite', () => Int, { defaultValue: 20 }) limite: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<LogAttivitaPaginaType> {
    return listLogAttivita(ctx, parseInput(logPaginaSchema, { limite, offset }));
  }

  @Allow('admin')
  @Mutation(() => Int, { description: "Elimina una voce del log attività e restituisce l'id" })
  eliminaLogAttivita(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaLogAttivita(ctx, id);
  }
}
