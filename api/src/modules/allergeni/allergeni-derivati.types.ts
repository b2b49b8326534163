import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { tipoDaZod } from '../../common/from-zod.js';
import { verificaAllergeniRestSchema } from './allergeni-derivati.schema.js';
import { TIPI_ALLERGENE_INGREDIENTE, type TipoAllergeneIngrediente } from './allergeni-derivati.entity.js';
import type { OrigineAllergeneView, VerificaAllergeniView } from './allergeni-derivati.view.js';

export const TipoAllergeneEnum = Object.fromEntries(TIPI_ALLERGENE_INGREDIENTE.map((t) => [t, t])) as { [K in TipoAllergeneIngrediente]: K };
registerEnumType(TipoAllergeneEnum, { name: 'TipoAllergeneIngrediente', description: 'contiene, oppure tracce (può contenere)' });

@ObjectType('OrigineAllergene', { description: 'Gli ingredienti della ricetta che portano un allergene (o una traccia) nel gusto' })
export class OrigineAllergeneType implements OrigineAllergeneView {
  @Field(() => String) allergene!: string;
  @Field(() => TipoAllergeneEnum) tipo!: TipoAllergeneIngrediente;
  @Field(() => [String]) ingredienti!: string[];
}

/** The check of GET /gusti/verifica-allergeni, under GraphQL's camelCase names. */
const camel = { camelCase: true } as const;
export const GustoNonSpiegatoType = tipoDaZod('GustoAllergeniNonSpiegati', verificaAllergeniRestSchema.shape.gusti_non_spiegati.element, camel);
export const IngredienteNonDichiaratoType = tipoDaZod('IngredienteAllergeniNonDichiarati', verificaAllergeniRestSchema.shape.ingredienti_non_dichiarati.element, camel);

export const VerificaAllergeniType = tipoDaZod('VerificaAllergeni', verificaAllergeniRestSchema, camel);
export type VerificaAllergeniType = VerificaAllergeniView;
