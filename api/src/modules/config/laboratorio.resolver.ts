import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { getLaboratorio, impostaLaboratorio } from './laboratorio.service.js';
import { ImpostaLaboratorioInput, ImpostazioniLaboratorioType } from './laboratorio.types.js';

@Resolver()
export class LaboratorioResolver {
  @Allow('admin', 'manager', 'operatore')
  @Query(() => ImpostazioniLaboratorioType, { description: 'Impostazioni del laboratorio (mantecatore, bilancia, overrun predefiniti)' })
  impostazioniLaboratorio(@Ctx() ctx: RequestContext): Promise<ImpostazioniLaboratorioType> {
    return getLaboratorio(ctx);
  }

  @Allow('admin')
  @Mutation(() => ImpostazioniLaboratorioType, { description: 'Modifica le impostazioni del laboratorio (capacità minima ≤ massima)' })
  impostaLaboratorio(@Arg('input', () => ImpostaLaboratorioInput) input: ImpostaLaboratorioInput, @Ctx() ctx: RequestContext): Promise<ImpostazioniLaboratorioType> {
    // a field sent as null is a field not sent
    return impostaLaboratorio(ctx, Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v != null)));
  }
}
