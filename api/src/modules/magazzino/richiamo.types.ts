import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { RichiamoView } from './richiamo.schema.js';

@ObjectType('IngredienteRichiamo')
export class IngredienteRichiamoType {
  @Field(() => Int) id!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) unitaMisura!: string;
}

@ObjectType('FornitoreRichiamo')
export class FornitoreRichiamoType {
  @Field(() => Int) id!: number;
  @Field(() => String) ragioneSociale!: string;
  @Field(() => String, { nullable: true }) partitaIva!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) telefono!: string | null;
  @Field(() => String, { nullable: true, description: 'Via e numero civico della sede' }) indirizzo!: string | null;
  @Field(() => String, { nullable: true }) cap!: string | null;
  @Field(() => String, { nullable: true }) comune!: string | null;
  @Field(() => String, { nullable: true, description: 'Sigla della provincia (2 lettere)' }) provincia!: string | null;
}

@ObjectType('RicevimentoRichiamo')
export class RicevimentoRichiamoType {
  @Field(() => Int) id!: number;
  @Field(() => String) data!: string;
  @Field(() => String) numeroDocumento!: string;
  @Field(() => Float) quantita!: number;
  @Field(() => String, { nullable: true }) scadenza!: string | null;
  @Field(() => Float, { nullable: true }) temperatura!: number | null;
}

@ObjectType('RicevimentoLottoRichiamo')
export class RicevimentoLottoRichiamoType extends RicevimentoRichiamoType {
  @Field(() => Int) fornitoreId!: number;
}

@ObjectType('ProduzioneRichiamo')
export class ProduzioneRichiamoType {
  @Field(() => Int) produzioneId!: number;
  @Field(() => String) data!: string;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => String, { nullable: true, description: 'Indirizzo del punto vendita' }) puntoVenditaIndirizzo!: string | null;
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => Float) quantitaKg!: number;
  @Field(() => Float) quantitaIngrediente!: number;
  @Field(() => Int) versioneRicetta!: number;
  @Field(() => String) lottoProduzione!: string;
}

@ObjectType('RichiamoLotto', { description: 'Rapporto di richiamo di un lotto (Reg. (CE) 178/2002 art. 18): un passo indietro e uno avanti' })
export class RichiamoType implements RichiamoView {
  @Field(() => IngredienteRichiamoType) ingrediente!: IngredienteRichiamoType;
  @Field(() => String) lotto!: string;
  @Field(() => FornitoreRichiamoType, { nullable: true }) fornitore!: FornitoreRichiamoType | null;
  @Field(() => [FornitoreRichiamoType], { description: 'Ogni fornitore da cui il lotto risulta ricevuto (di solito uno)' }) fornitori!: FornitoreRichiamoType[];
  @Field(() => RicevimentoRichiamoType, { nullable: true }) ricevimento!: RicevimentoRichiamoType | null;
  @Field(() => [RicevimentoLottoRichiamoType]) ricevimenti!: RicevimentoLottoRichiamoType[];
  @Field(() => Float) quantitaRicevuta!: number;
  @Field(() => Float) quantitaUsata!: number;
  @Field(() => [ProduzioneRichiamoType]) produzioni!: ProduzioneRichiamoType[];
}
