import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput, zodArg } from '../../common/validation.js';
import { aggiornaUtenteSchema, cambiaPasswordSchema, creaUtenteSchema, type AggiornaUtente, type CreaUtente } from './utente.schema.js';
import { Allow, Authenticated } from '../../graphql/access.js';
import { AggiornaUtenteInput, CreaUtenteInput } from './utente.inputs.js';
import { aggiornaUtente, cambiaPassword, creaUtente, eliminaUtente, listUtenti } from './utente.service.js';
import { UserType } from './utente.types.js';

@Resolver()
export class UtenteResolver {
  @Allow('admin', 'manager')
  @Query(() => [UserType], { description: 'Tutti gli utenti, archiviati compresi (il manager può solo consultarli)' })
  utenti(@Ctx() ctx: RequestContext): Promise<UserType[]> {
    return listUtenti(ctx);
  }

  @Allow('admin')
  @Mutation(() => UserType, { description: 'Crea un utente' })
  creaUtente(@Arg('input', () => CreaUtenteInput, zodArg(creaUtenteSchema)) input: CreaUtente, @Ctx() ctx: RequestContext): Promise<UserType> {
    return creaUtente(ctx, input);
  }

  @Allow('admin')
  @Mutation(() => UserType, { description: 'Modifica un utente; attivo false lo archivia, true lo riattiva' })
  aggiornaUtente(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AggiornaUtenteInput, zodArg(aggiornaUtenteSchema)) input: AggiornaUtente,
    @Ctx() ctx: RequestContext,
  ): Promise<UserType> {
    return aggiornaUtente(ctx, id, input);
  }

  @Allow('admin')
  @Mutation(() => UserType, { description: "Archivia un utente (attivo = false) e restituisce l'utente archiviato" })
  eliminaUtente(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<UserType> {
    return eliminaUtente(ctx, id);
  }

  @Authenticated()
  @Mutation(() => Boolean, { description: 'Cambia la password dell’utente autenticato' })
  async cambiaPassword(
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await cambiaPassword(ctx, parseInput(cambiaPasswordSchema, { currentPassword, newPassword }));
    return true;
  }
}
