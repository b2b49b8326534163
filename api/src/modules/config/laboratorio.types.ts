import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { ImpostazioniLaboratorio } from './laboratorio.schema.js';

@ObjectType('ImpostazioniLaboratorio', { description: 'Mantecatore, bilancia e overrun predefiniti (foglio di pesata)' })
export class ImpostazioniLaboratorioType implements ImpostazioniLaboratorio {
  @Field(() => Float, { description: 'Carico minimo di miscela per ciclo (kg)' }) capacitaMinKg!: number;
  @Field(() => Float, { description: 'Carico massimo di miscela per ciclo (kg)' }) capacitaMaxKg!: number;
  @Field(() => Float, { description: 'Risoluzione della bilancia principale (g)' }) risoluzioneG!: number;
  @Field(() => Float, { description: 'Risoluzione della bilancia di precisione (g)' }) risoluzionePrecisioneG!: number;
  @Field(() => Float, { description: 'Righe sotto questi grammi per ciclo: bilancia di precisione' }) sogliaPrecisioneG!: number;
  @Field(() => Float, { description: 'Overrun predefinito del gelato (frazione)' }) overrunGelato!: number;
  @Field(() => Float, { description: 'Overrun predefinito dei sorbetti (frazione)' }) overrunSorbetto!: number;
  @Field(() => Int, { description: 'Giorni dalla produzione al termine minimo di conservazione: gelato' }) shelfLifeGelatoGiorni!: number;
  @Field(() => Int, { description: 'Giorni dalla produzione al termine minimo di conservazione: sorbetti' }) shelfLifeSorbettoGiorni!: number;
  @Field(() => String, { nullable: true, description: "Ragione sociale dell'operatore (etichetta)" }) ragioneSociale!: string | null;
  @Field(() => String, { nullable: true, description: 'Indirizzo del laboratorio (etichetta)' }) indirizzo!: string | null;
  @Field(() => String, { nullable: true, description: 'Partita IVA (etichetta)' }) partitaIva!: string | null;
}

@InputType('ImpostaLaboratorioInput', { description: 'I campi omessi restano invariati' })
export class ImpostaLaboratorioInput {
  @Field(() => Float, { nullable: true }) capacitaMinKg?: number;
  @Field(() => Float, { nullable: true }) capacitaMaxKg?: number;
  @Field(() => Float, { nullable: true }) risoluzioneG?: number;
  @Field(() => Float, { nullable: true }) risoluzionePrecisioneG?: number;
  @Field(() => Float, { nullable: true }) sogliaPrecisioneG?: number;
  @Field(() => Float, { nullable: true }) overrunGelato?: number;
  @Field(() => Float, { nullable: true }) overrunSorbetto?: number;
  @Field(() => Int, { nullable: true }) shelfLifeGelatoGiorni?: number;
  @Field(() => Int, { nullable: true }) shelfLifeSorbettoGiorni?: number;
  @Field(() => String, { nullable: true, description: 'Vuoto = non impostata' }) ragioneSociale?: string;
  @Field(() => String, { nullable: true }) indirizzo?: string;
  @Field(() => String, { nullable: true }) partitaIva?: string;
}
