import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { verificaAllergeni } from './allergeni-derivati.service.js';
import { cartelloQuery, etichettaQuery } from './allergeni-derivati.schema.js';
import { VerificaAllergeniType } from './allergeni-derivati.types.js';
import { cartelloAllergeni } from './cartello.service.js';
import { etichettaGusto } from './etichetta.service.js';
import { CartelloAllergeniType, EtichettaType, cartelloToGraphql, etichettaToGraphql } from './etichetta.types.js';

/** Derived allergens: the check (admin, manager), the label and the sign (every role: no costs in them). */
@Resolver()
export class AllergeniDerivatiResolver {
  @Allow('admin', 'manager')
  @Query(() => VerificaAllergeniType, { description: 'Gusti con allergeni manuali che nessun ingrediente spiega; ingredienti con allergeni non dichiarati' })
  verificaAllergeni(@Ctx() ctx: RequestContext): Promise<VerificaAllergeniType> {
    return verificaAllergeni(ctx);
  }

  @Allow('admin', 'manager', 'operatore')
  @Query(() => EtichettaType, { description: 'Etichetta UE di un gusto (gli operatori: solo gusti attivi)' })
  async etichetta(
    @Arg('gustoId', () => Int) gustoId: number,
    @Arg('pesoNettoG', () => Float, { nullable: true, description: 'Quantità netta in grammi (> 0)' }) pesoNettoG: number | null,
    @Arg('produzioneId', () => Int, { nullable: true, description: 'Stampata da una produzione: lotto e data di produzione' }) produzioneId: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<EtichettaType> {
    const q = parseInput(etichettaQuery, { peso_netto_g: pesoNettoG ?? undefined, produzione_id: produzioneId ?? undefined });
    return etichettaToGraphql(await etichettaGusto(ctx, gustoId, { pesoNettoG: q.peso_netto_g, produzioneId: q.produzione_id }));
  }

  @Allow('admin', 'manager', 'operatore')
  @Query(() => CartelloAllergeniType, { description: 'Gusti attivi prodotti o caricati in vetrina nel punto vendita negli ultimi giorni (predefinito 14) con allergeni e tracce' })
  async cartelloAllergeni(
    @Arg('puntoVenditaId', () => Int) puntoVenditaId: number,
    @Arg('giorni', () => Int, { nullable: true }) giorni: number | null,
    @Arg('tutti', () => Boolean, { nullable: true, description: 'Tutti i gusti attivi' }) tutti: boolean | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CartelloAllergeniType> {
    const q = parseInput(cartelloQuery, { giorni: giorni ?? undefined, tutti: tutti ?? undefined });
    return cartelloToGraphql(await cartelloAllergeni(ctx, puntoVenditaId, q));
  }
}
