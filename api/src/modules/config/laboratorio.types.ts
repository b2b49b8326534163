import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { ImpostazioniLaboratorio } from './laboratorio.schema.js';

@ObjectType('ImpostazioniLaboratorio', { description: 'Mantecatore, bilancia e overrun predefiniti (foglio di pesata)' })
export class ImpostazioniLaboratorioType implements ImpostazioniLaboratorio {
  @Field(() => Float, { description: 'Carico minimo di miscela per ciclo (kg)' }) capacitaMinKg!: number;
  @Field(() => Float, { description: 'Carico massimo di miscela per ciclo (kg)' }) capacitaMaxKg!: number;
  @Field(() => Float, { description: 'Risoluzione della bilancia (g)' }) risoluzioneG!: number;
  @Field(() => Float, { description: 'Overrun predefinito del gelato (frazione)' }) overrunGelato!: number;
  @Field(() => Float, { description: 'Overrun predefinito dei sorbetti (frazione)' }) overrunSorbetto!: number;
}

@InputType('ImpostaLaboratorioInput', { description: 'I campi omessi restano invariati' })
export class ImpostaLaboratorioInput {
  @Field(() => Float, { nullable: true }) capacitaMinKg?: number;
  @Field(() => Float, { nullable: true }) capacitaMaxKg?: number;
  @Field(() => Float, { nullable: true }) risoluzioneG?: number;
  @Field(() => Float, { nullable: true }) overrunGelato?: number;
  @Field(() => Float, { nullable: true }) overrunSorbetto?: number;
}
