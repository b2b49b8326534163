import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
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

@ObjectType('GustoAllergeniNonSpiegati')
export class GustoNonSpiegatoType {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => [String], { description: 'Allergeni manuali che nessun ingrediente della ricetta contiene' }) allergeni!: string[];
}

@ObjectType('IngredienteAllergeniNonDichiarati')
export class IngredienteNonDichiaratoType {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => [String], { description: 'Gusti attivi che lo usano' }) gusti!: string[];
}

@ObjectType('VerificaAllergeni', { description: 'Controllo degli allergeni: gusti con allergeni manuali non spiegati, ingredienti con allergeni sconosciuti' })
export class VerificaAllergeniType implements VerificaAllergeniView {
  @Field(() => [GustoNonSpiegatoType]) gustiNonSpiegati!: GustoNonSpiegatoType[];
  @Field(() => [IngredienteNonDichiaratoType]) ingredientiNonDichiarati!: IngredienteNonDichiaratoType[];
}
