import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { chiaveSchema, impostaConfigurazioneSchema } from './configurazione.schema.js';
import { eliminaConfigurazione, getConfigurazione, impostaConfigurazione, listConfigurazioni } from './configurazione.service.js';
import { ConfigurazioneType } from './configurazione.types.js';

@Resolver()
export class ConfigurazioneResolver {
  @Allow('admin')
  @Query(() => [ConfigurazioneType], { description: 'Tutte le voci di configurazione (segreti mascherati)' })
  configurazioni(@Ctx() ctx: RequestContext): Promise<ConfigurazioneType[]> {
    return listConfigurazioni(ctx);
  }

  @Allow('admin')
  @Query(() => ConfigurazioneType, { description: 'Una voce di configurazione (NOT_FOUND se non esiste)' })
  configurazione(@Arg('chiave', () => String) chiave: string, @Ctx() ctx: RequestContext): Promise<ConfigurazioneType> {
    return getConfigurazione(ctx, parseInput(chiaveSchema, chiave));
  }

  @Allow('admin')
  @Mutation(() => ConfigurazioneType, {
    description: 'Crea o aggiorna una voce; valore o descrizione omessi restano invariati; prezzo_vendita_kg: numero > 0, al massimo 2 decimali, ≤ 1000',
  })
  impostaConfigurazione(
    @Arg('chiave', () => String) chiave: string,
    @Arg('valore', () => String, { nullable: true }) valore: string | null | undefined,
    @Arg('descrizione', () => String, { nullable: true }) descrizione: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ConfigurazioneType> {
    return impostaConfigurazione(ctx, parseInput(chiaveSchema, chiave), parseInput(impostaConfigurazioneSchema, { valore, descrizione }));
  }

  @Allow('admin')
  @Mutation(() => String, { description: 'Elimina una voce e restituisce la chiave' })
  eliminaConfigurazione(@Arg('chiave', () => String) chiave: string, @Ctx() ctx: RequestContext): Promise<string> {
    return eliminaConfigurazione(ctx, parseInput(chiaveSchema, chiave));
  }
}
