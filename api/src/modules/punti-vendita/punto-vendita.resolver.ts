import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { zodArg } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { SoloLettura } from '../../graphql/sola-lettura.js';
import { aggiornaPuntoVenditaSchema, creaPuntoVenditaSchema, type AggiornaPuntoVendita, type CreaPuntoVendita } from './punto-vendita.schema.js';
import { AggiornaPuntoVenditaInput, PuntoVenditaInput } from './punto-vendita.inputs.js';
import { aggiornaPuntoVendita, creaPuntoVendita, eliminaPuntoVendita, listPuntiVendita } from './punto-vendita.service.js';
import { PuntoVenditaType } from './punto-vendita.types.js';

@Resolver()
export class PuntoVenditaResolver {
  @Allow('admin', 'manager', 'operatore')
  @SoloLettura()
  @Query(() => [PuntoVenditaType], {
    description: 'Punti vendita: admin e manager li vedono tutti, gli operatori solo quelli attivi',
  })
  puntiVendita(@Ctx() ctx: RequestContext): Promise<PuntoVenditaType[]> {
    return listPuntiVendita(ctx);
  }

  @Allow('admin')
  @Mutation(() => PuntoVenditaType, { description: 'Crea un punto vendita' })
  creaPuntoVendita(
    @Arg('input', () => PuntoVenditaInput, zodArg(creaPuntoVenditaSchema)) input: CreaPuntoVendita,
    @Ctx() ctx: RequestContext,
  ): Promise<PuntoVenditaType> {
    return creaPuntoVendita(ctx, input);
  }

  @Allow('admin')
  @Mutation(() => PuntoVenditaType, { description: 'Modifica un punto vendita (i campi omessi restano invariati)' })
  aggiornaPuntoVendita(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AggiornaPuntoVenditaInput, zodArg(aggiornaPuntoVenditaSchema)) input: AggiornaPuntoVendita,
    @Ctx() ctx: RequestContext,
  ): Promise<PuntoVenditaType> {
    return aggiornaPuntoVendita(ctx, id, input);
  }

  @Allow('admin')
  @Mutation(() => Int, {
    description: "Elimina un punto vendita e restituisce l'id; rifiutato (CONFLICT) se ha produzioni registrate",
  })
  eliminaPuntoVendita(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaPuntoVendita(ctx, id);
  }
}
