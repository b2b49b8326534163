import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { RuoloRiga, UnitaMisura } from '@gelatiere/scienza';
import { Costo } from '../../common/field-policy.js';
import { RuoloRigaEnum, UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import type { RigaVersioneView, VersioneDettaglioView, VersioneView } from './versioni.view.js';

@ObjectType('VersioneRicetta', { description: 'Una versione immutabile della ricetta di un gusto' })
export class VersioneRicettaType implements VersioneView {
  @Field(() => Int) gustoId!: number;
  @Field(() => Int, { description: '1, 2, …' }) numero!: number;
  @Field(() => Date) data!: Date;
  @Field(() => Int, { nullable: true }) autoreId!: number | null;
  @Field(() => String, { nullable: true, description: "Nome dell'autore (nullo per le ricette migrate o caricate)" }) autore!: string | null;
  @Field(() => String, { nullable: true }) nota!: string | null;
  @Costo()
  @Field(() => Float, { nullable: true, description: 'Food cost (euro/kg) al momento della versione; solo admin e manager' })
  foodCost!: number;
  @Field(() => Float, { description: 'PAC per kg di miscela al momento della versione' }) pacKg!: number;
  @Field(() => Boolean, { description: 'È la versione attuale del gusto' }) corrente!: boolean;
}

@ObjectType('RigaVersioneRicetta', { description: 'Una riga di una versione della ricetta' })
export class RigaVersioneRicettaType implements RigaVersioneView {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String, { description: "Nome dell'ingrediente" }) nome!: string;
  @Field(() => Float) quantita!: number;
  @Field(() => UnitaMisuraEnum) unita!: UnitaMisura;
  @Field(() => UnitaMisuraEnum, { description: "Unità di misura dell'ingrediente" }) unitaMisura!: UnitaMisura;
  @Field(() => RuoloRigaEnum) ruolo!: RuoloRiga;
  @Field(() => Boolean, { description: 'Riga caratterizzante com’era registrata (QUID in etichetta)' }) caratterizzante!: boolean;
}

@ObjectType('VersioneRicettaDettaglio', { description: 'Una versione della ricetta con le sue righe' })
export class VersioneRicettaDettaglioType extends VersioneRicettaType implements VersioneDettaglioView {
  @Field(() => [RigaVersioneRicettaType]) righe!: RigaVersioneRicettaType[];
  @Field(() => Float, { description: 'Massa delle righe in kg (i pezzi pesano n × il peso del pezzo)' }) massaKg!: number;
}
