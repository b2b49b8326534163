import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { parseInput, zodArg } from '../../common/validation.js';
import { Allow } from '../../graphql/access.js';
import { SoloLettura } from '../../graphql/sola-lettura.js';
import { AggiornaIngredienteInput, IngredienteInput } from './ingrediente.inputs.js';
import {
  aggiornaIngrediente,
  creaIngrediente,
  eliminaIngrediente,
  getIngrediente,
  impostaAttivoIngrediente,
  listIngredienti,
  statisticheIngredienti,
} from './ingrediente.service.js';
import {
  aggiornaIngredienteSchema,
  creaIngredienteSchema,
  filtroIngredientiSchema,
  periodoStatisticheSchema,
  type AggiornaIngrediente,
  type CreaIngrediente,
} from './ingrediente.schema.js';
import { IngredienteType, StatisticheIngredientiType } from './ingrediente.types.js';

/** Ingredients: admin and manager only (spec section 6). */
@Resolver()
export class IngredienteResolver {
  @Allow('admin', 'manager')
  @SoloLettura()
  @Query(() => [IngredienteType], { description: 'Ingredienti per nome; quelli disattivati solo con includiDisattivi' })
  ingredienti(
    @Arg('includiDisattivi', () => Boolean, { nullable: true, defaultValue: false }) includiDisattivi: boolean,
    @Arg('aggiornatoDopo', () => String, { nullable: true, description: 'Istante ISO 8601: solo i ingredienti creati o modificati dopo (sincronizzazione incrementale)' })
    aggiornatoDopo: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<IngredienteType[]> {
    return listIngredienti(ctx, parseInput(filtroIngredientiSchema, { includiDisattivi, aggiornatoDopo }));
  }

  @Allow('admin', 'manager')
  @SoloLettura()
  @Query(() => IngredienteType, { description: 'Un ingrediente' })
  ingrediente(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<IngredienteType> {
    return getIngrediente(ctx, id);
  }

  @Allow('admin', 'manager')
  @Query(() => StatisticheIngredientiType, {
    description: 'Consumo e costo degli ingredienti nel periodo (predefinito: anno in corso, 1 gennaio - 31 dicembre)',
  })
  statisticheIngredienti(
    @Arg('dataInizio', () => String, { nullable: true, description: 'yyyy-MM-dd' }) dataInizio: string | null,
    @Arg('dataFine', () => String, { nullable: true, description: 'yyyy-MM-dd' }) dataFine: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<StatisticheIngredientiType> {
    return statisticheIngredienti(ctx, parseInput(periodoStatisticheSchema, { dataInizio, dataFine }));
  }

  @Allow('admin', 'manager')
  @Mutation(() => IngredienteType, { description: 'Crea un ingrediente' })
  creaIngrediente(@Arg('input', () => IngredienteInput, zodArg(creaIngredienteSchema)) input: CreaIngrediente, @Ctx() ctx: RequestContext): Promise<IngredienteType> {
    return creaIngrediente(ctx, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => IngredienteType, { description: 'Modifica un ingrediente (i campi omessi restano invariati)' })
  aggiornaIngrediente(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AggiornaIngredienteInput, zodArg(aggiornaIngredienteSchema)) input: AggiornaIngrediente,
    @Ctx() ctx: RequestContext,
  ): Promise<IngredienteType> {
    return aggiornaIngrediente(ctx, id, input);
  }

  @Allow('admin', 'manager')
  @Mutation(() => Int, { description: "Elimina un ingrediente e restituisce l'id; rifiutato (CONFLICT) se è usato in una ricetta" })
  eliminaIngrediente(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<number> {
    return eliminaIngrediente(ctx, id);
  }

  @Allow('admin', 'manager')
  @Mutation(() => IngredienteType, { description: 'Attiva un ingrediente' })
  attivaIngrediente(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<IngredienteType> {
    return impostaAttivoIngrediente(ctx, id, true);
  }

  @Allow('admin', 'manager')
  @Mutation(() => IngredienteType, { description: 'Disattiva un ingrediente' })
  disattivaIngrediente(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<IngredienteType> {
    return impostaAttivoIngrediente(ctx, id, false);
  }
}
