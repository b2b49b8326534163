import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { Allow } from '../../graphql/access.js';
import { getConfigurazionePiano, salvaConfigurazionePiano } from './piano-config.service.js';
import { getModifichePiano, getPiano, registraPiano, salvaPiano } from './piano.service.js';
import { ConfigurazionePianoInput, ConfigurazionePianoType, PianoModificaType, PianoRigaInput, PianoType } from './piano.types.js';

/** A field sent as null is a field not sent. */
const senzaNull = (input: object) => Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v != null));

@Resolver()
export class PianoResolver {
  @Allow('admin', 'manager', 'operatore')
  @Query(() => PianoType, { description: 'Piano di produzione di un giorno (fino a 7 giorni avanti; operatore in sola lettura)' })
  piano(@Ctx() ctx: RequestContext, @Arg('data', () => String, { description: 'yyyy-MM-dd' }) data: string): Promise<PianoType> {
    return getPiano(ctx, { data });
  }

  @Allow('admin', 'manager')
  @Query(() => [PianoModificaType], { description: 'Modifiche delle vaschette del piano di un giorno, la più recente prima' })
  pianoModifiche(@Ctx() ctx: RequestContext, @Arg('data', () => String) data: string): Promise<PianoModificaType[]> {
    return getModifichePiano(ctx, { data });
  }

  @Allow('admin', 'manager')
  @Mutation(() => PianoType, { description: 'Salva le vaschette di alcuni gusti del piano (ogni modifica è registrata)' })
  salvaPiano(
    @Ctx() ctx: RequestContext,
    @Arg('data', () => String) data: string,
    @Arg('righe', () => [PianoRigaInput]) righe: PianoRigaInput[],
  ): Promise<PianoType> {
    return salvaPiano(ctx, { data }, { righe: righe.map((r) => ({ ...r })) });
  }

  @Allow('admin', 'manager')
  @Mutation(() => PianoType, { description: 'Registra le produzioni del piano, una per punto vendita (una volta sola)' })
  registraPiano(
    @Ctx() ctx: RequestContext,
    @Arg('data', () => String) data: string,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'La stessa chiave entro 24 ore restituisce la prima risposta' }) idempotencyKey?: string | null,
  ): Promise<PianoType> {
    return registraPiano(ctx, { data }, idempotencyKey);
  }

  @Allow('admin', 'manager', 'operatore')
  @Query(() => ConfigurazionePianoType, { description: 'Impostazioni del piano di produzione' })
  configurazionePiano(@Ctx() ctx: RequestContext): Promise<ConfigurazionePianoType> {
    return getConfigurazionePiano(ctx);
  }

  @Allow('admin', 'manager')
  @Mutation(() => ConfigurazionePianoType, { description: 'Modifica le impostazioni del piano di produzione' })
  salvaConfigurazionePiano(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ConfigurazionePianoInput) input: ConfigurazionePianoInput,
  ): Promise<ConfigurazionePianoType> {
    const campi = senzaNull(input);
    if (Array.isArray(campi.mantecatori)) campi.mantecatori = campi.mantecatori.map((m: object) => ({ ...m }));
    if (Array.isArray(campi.gustiSempreEsposti)) campi.gustiSempreEsposti = campi.gustiSempreEsposti.map((g: object) => ({ ...g }));
    return salvaConfigurazionePiano(ctx, campi);
  }
}
