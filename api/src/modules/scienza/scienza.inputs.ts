import type { RuoloRiga, UnitaMisura } from '@gelatiere/scienza';
import { Field, Float, InputType, Int } from 'type-graphql';
import { RigaRicettaInput } from '../gusti/gusto.inputs.js';
import { RuoloRigaEnum, UnitaMisuraEnum } from '../ingredienti/ingrediente.types.js';
import { ObiettivoBilanciamentoEnum, type ObiettivoBilanciamento } from './scienza.types.js';

@InputType('ObiettivoProfiloInput', { description: 'Il campo di un valore della miscela; almeno un estremo' })
export class ObiettivoProfiloInput {
  @Field(() => String, { description: 'Chiave dell’analisi (solidi_totali, grassi, slng, zuccheri, pod, stabilizzanti, ...)' }) chiave!: string;
  @Field(() => Float, { nullable: true }) min?: number | null;
  @Field(() => Float, { nullable: true }) max?: number | null;
}

@InputType('IntervalloInput', { description: 'Un intervallo; un estremo nullo è aperto' })
export class IntervalloInput {
  @Field(() => Float, { nullable: true }) min?: number | null;
  @Field(() => Float, { nullable: true }) max?: number | null;
}

@InputType('ProfiloBilanciamentoInput', { description: 'Dati di un profilo di bilanciamento' })
export class ProfiloBilanciamentoInput {
  @Field(() => String) nome!: string;
  @Field(() => [ObiettivoProfiloInput]) obiettivi!: ObiettivoProfiloInput[];
  @Field(() => IntervalloInput, { nullable: true, description: '°C' }) temperaturaServizio?: IntervalloInput | null;
}

@InputType('AggiornaProfiloBilanciamentoInput', { description: 'Campi da modificare (gli obiettivi inviati sostituiscono i precedenti; temperaturaServizio null la toglie)' })
export class AggiornaProfiloBilanciamentoInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => [ObiettivoProfiloInput], { nullable: true }) obiettivi?: ObiettivoProfiloInput[] | null;
  @Field(() => IntervalloInput, { nullable: true }) temperaturaServizio?: IntervalloInput | null;
}

@InputType('AnalisiRicettaInput', { description: 'Una ricetta non salvata da analizzare (anteprima dell’editor)' })
export class AnalisiRicettaInput {
  @Field(() => [RigaRicettaInput]) righe!: RigaRicettaInput[];
  @Field(() => Int, { nullable: true, description: 'Predefinito: il profilo predefinito' }) profiloId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Temperatura della vetrina di questo punto vendita (predefinita -12 °C)' }) puntoVenditaId?: number | null;
}

@InputType('RigaBilanciamentoInput', { description: 'Una riga da bilanciare: bloccata mantiene la quantità; min e max nella stessa unità' })
export class RigaBilanciamentoInput {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => Float) quantita!: number;
  @Field(() => UnitaMisuraEnum) unita!: UnitaMisura;
  @Field(() => RuoloRigaEnum, { nullable: true, description: 'Predefinito: base; variegati e inclusioni restano come inviati' }) ruolo?: RuoloRiga | null;
  @Field(() => Boolean, { nullable: true }) bloccata?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Libera dai limiti di identità (±30 % della quota attuale)' }) libera?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Caratterizzante: mai sotto la quota attuale' }) caratterizzante?: boolean | null;
  @Field(() => Float, { nullable: true }) min?: number | null;
  @Field(() => Float, { nullable: true }) max?: number | null;
}

@InputType('CandidatoBilanciamentoInput', { description: 'Un ingrediente del catalogo che il bilanciamento può aggiungere (da 0 a max, in g o ml)' })
export class CandidatoBilanciamentoInput {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => Float, { nullable: true }) max?: number | null;
}

@InputType('BilanciaRicettaInput', { description: 'Richiesta di bilanciamento: profilo oppure obiettivi indicati' })
export class BilanciaRicettaInput {
  @Field(() => [RigaBilanciamentoInput]) righe!: RigaBilanciamentoInput[];
  @Field(() => Float, { nullable: true, description: 'Massa della miscela in kg (predefinita: quella attuale)' }) massaKg?: number | null;
  @Field(() => Int, { nullable: true, description: 'Predefinito: il profilo predefinito' }) profiloId?: number | null;
  @Field(() => [ObiettivoProfiloInput], { nullable: true, description: 'Al posto del profilo' }) obiettivi?: ObiettivoProfiloInput[] | null;
  @Field(() => IntervalloInput, { nullable: true, description: '°C; sostituisce quella del profilo' }) temperaturaServizio?: IntervalloInput | null;
  @Field(() => ObiettivoBilanciamentoEnum) obiettivo!: ObiettivoBilanciamento;
  @Field(() => [CandidatoBilanciamentoInput], { nullable: true }) candidati?: CandidatoBilanciamentoInput[] | null;
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true, description: 'Nome del gusto: le righe il cui ingrediente vi è nominato sono caratterizzanti' }) nomeGusto?: string | null;
}
