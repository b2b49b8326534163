import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { zodArg } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { SoloLettura } from '../../graphql/sola-lettura.js';
import { AggiornaAllergeneInput, AllergeneInput } from './allergene.inputs.js';
import { aggiornaAllergeneSchema, creaAllergeneSchema, type AggiornaAllergene, type CreaAllergene } from './allergene.schema.js';
import { aggiornaAllergene, creaAllergene, eliminaAllergene, getAllergene, listAllergeni } from './allergene.service.js';
import { AllergeneType } from './allergene.types.js';

/** Allergens: read by admin and manager (the flavour form), written by the admin only. */
@Resolver()
export class AllergeneResolver {
  @Allow('admin', 'manager')
  @SoloLettura()
  @Query(() => [AllergeneType], { description: 'Allergeni per nome (solo gli attivi con soloAttivi)' })
  allergeni(
    @Arg('soloAttivi', () => Boolean, { nullable: true, defaultValue: false }) soloAttivi: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<AllergeneType[]> {
    return listAllergeni(ctx, { soloAttivi });
  }

  @Allow('admin', 'manager')
  @SoloLettura()
  @Query(() => AllergeneType, { description: 'Un allergene' })
  allergene(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<AllergeneType> {
    return getAllergene(ctx, id);
  }

  @Allow('admin')
  @Mutation(() => AllergeneType, { description: 'Crea un allergene' })
  creaAllergene(@Arg('input', () => AllergeneInput, zodArg(creaAllergeneSchema)) input: CreaAllergene, @Ctx() ctx: RequestContext): Promise<AllergeneType> {
    return creaAllergene(ctx, input);
  }

  @Allow('admin')
  @Mutation(() => AllergeneType, { description: 'Modifica un allergene (i campi omessi restano invariati)' })
  aggiornaAllergene(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AggiornaAllergeneInput, zodArg(aggiornaAllergeneSchema)) input: AggiornaAllergene,
    @Ctx() ctx: RequestContext,
  ): Promise<AllergeneType> {
    return aggiornaAllergene(ctx, id, input);
  }

  @Allow('admin')
  @Mutation(() => Int, { description: "Elimina un allergene e restituisce l'id; rifiutato (CONFLICT) se è associato a gusti" })
  eliminaAllergene(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaAllergene(ctx, id);
  }
}
