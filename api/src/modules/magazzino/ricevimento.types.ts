import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Costo } from '../../common/field-policy.js';
import type { BozzaRicevimentoView, PrezziIngredienteView, RicevimentoView, RigaBozzaView, RigaRicevimentoView } from './ricevimento.schema.js';

type Prezzo = PrezziIngredienteView['prezzi'][number];

@ObjectType('RigaRicevimento', { description: "Un lotto ricevuto: quantità nell'unità dell'ingrediente; prezzi solo per admin e manager" })
export class RigaRicevimentoType implements RigaRicevimentoView {
  @Field(() => Int) id!: number;
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) ingredienteNome!: string;
  @Field(() => String) unitaMisura!: string;
  @Field(() => String) lotto!: string;
  @Field(() => String, { nullable: true }) scadenza!: string | null;
  @Field(() => Float) quantita!: number;
  @Costo() @Field(() => Float, { description: "Euro per unità dell'ingrediente" }) prezzoUnitario!: number;
  @Costo() @Field(() => Float, { nullable: true }) prezzoPrecedente!: number | null;
  @Costo() @Field(() => Float, { nullable: true, description: '(prezzo − precedente) / precedente × 100' }) variazionePercentuale!: number | null;
  @Costo() @Field(() => Boolean, { description: 'Variazione oltre la soglia configurata' }) allarmePrezzo!: boolean;
  @Field(() => Float, { nullable: true, description: '°C alla consegna' }) temperatura!: number | null;
  @Field(() => String, { nullable: true }) codiceArticolo!: string | null;
  @Field(() => String, { nullable: true }) descrizione!: string | null;
}

@ObjectType('Ricevimento', { description: 'Un ricevimento merce (DDT o fattura confermata)' })
export class RicevimentoType implements RicevimentoView {
  @Field(() => Int) id!: number;
  @Field(() => Int) fornitoreId!: number;
  @Field(() => String) fornitoreNome!: string;
  @Field(() => String) data!: string;
  @Field(() => String) numeroDocumento!: string;
  @Field(() => String, { nullable: true }) fatturaTipoDocumento!: string | null;
  @Field(() => String, { nullable: true }) fatturaNomeFile!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => Int, { nullable: true }) createdBy!: number | null;
  @Field(() => String, { nullable: true }) createdByNome!: string | null;
  @Field(() => String) createdAt!: string;
  @Field(() => Int) numeroRighe!: number;
  @Costo() @Field(() => Float) costoTotale!: number;
  @Field(() => [RigaRicevimentoType], { description: 'Vuoto negli elenchi' }) righe!: RigaRicevimentoType[];
}

@ObjectType('RigaBozzaRicevimento', { description: 'Una riga della fattura nella bozza' })
export class RigaBozzaType implements RigaBozzaView {
  @Field(() => Int) numeroLinea!: number;
  @Field(() => String) descrizione!: string;
  @Field(() => String, { nullable: true }) codiceArticolo!: string | null;
  @Field(() => Float) quantita!: number;
  @Field(() => String, { nullable: true }) unita!: string | null;
  @Field(() => Float) prezzoUnitario!: number;
  @Field(() => Int, { nullable: true, description: 'Null: da abbinare (una volta; poi ricordato)' }) ingredienteId!: number | null;
  @Field(() => String, { nullable: true }) ingredienteNome!: string | null;
  @Field(() => Float, { nullable: true }) fattoreConversione!: number | null;
  @Field(() => Float) quantitaFattura!: number;
  @Field(() => String, { nullable: true }) unitaFattura!: string | null;
  @Field(() => Float) prezzoUnitarioFattura!: number;
  @Field(() => String, { nullable: true }) lotto!: string | null;
  @Field(() => String, { nullable: true }) scadenza!: string | null;
}

@ObjectType('FornitoreBozza')
export class FornitoreBozzaType {
  @Field(() => Int) id!: number;
  @Field(() => String) ragioneSociale!: string;
  @Field(() => String) partitaIva!: string;
  @Field(() => Boolean, { description: 'Creato da questa importazione' }) creato!: boolean;
}

@ObjectType('RigaEsclusaBozza')
export class RigaEsclusaType {
  @Field(() => Int) numeroLinea!: number;
  @Field(() => String) descrizione!: string;
  @Field(() => String) motivo!: string;
}

@ObjectType('BozzaRicevimento', { description: 'La bozza di ricevimento di una fattura elettronica (si conferma con registraRicevimento)' })
export class BozzaRicevimentoType implements BozzaRicevimentoView {
  @Field(() => FornitoreBozzaType) fornitore!: FornitoreBozzaType;
  @Field(() => String) numeroDocumento!: string;
  @Field(() => String) data!: string;
  @Field(() => String) tipoDocumento!: string;
  @Field(() => Boolean) notaDiCredito!: boolean;
  @Field(() => String) nomeFile!: string;
  @Field(() => String) sha256!: string;
  @Field(() => [RigaBozzaType]) righe!: RigaBozzaType[];
  @Field(() => [RigaEsclusaType]) righeEscluse!: RigaEsclusaType[];
}

@ObjectType('PrezzoStorico')
export class PrezzoStoricoType implements Prezzo {
  @Field(() => String) data!: string;
  @Field(() => String) fornitore!: string;
  @Field(() => Int) fornitoreId!: number;
  @Field(() => Int) ricevimentoId!: number;
  @Field(() => String) numeroDocumento!: string;
  @Field(() => String) lotto!: string;
  @Field(() => Float) quantita!: number;
  @Field(() => Float) prezzoUnitario!: number;
  @Field(() => Float, { nullable: true }) variazionePercentuale!: number | null;
  @Field(() => Boolean) allarmePrezzo!: boolean;
}

@ObjectType('PrezziIngrediente', { description: "Lo storico dei prezzi di un ingrediente dai ricevimenti (admin e manager)" })
export class PrezziIngredienteType implements PrezziIngredienteView {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) unitaMisura!: string;
  @Field(() => Float) ultimoPrezzo!: number;
  @Field(() => Float, { nullable: true, description: 'Prezzo medio ponderato della giacenza: i lotti ancora in giacenza pesati per la quantità rimasta al loro prezzo di ricevimento; senza lotti in giacenza, Σ quantità × prezzo / Σ quantità di tutti i ricevimenti (4 decimali); null senza ricevimenti' }) prezzoMedioPonderato!: number | null;
  @Field(() => Float) sogliaVariazione!: number;
  @Field(() => [PrezzoStoricoType]) prezzi!: PrezzoStoricoType[];
}

@InputType('FatturaRicevimentoInput')
export class FatturaRicevimentoInput {
  @Field(() => String) tipoDocumento!: string;
  @Field(() => String, { nullable: true }) nomeFile?: string | null;
  @Field(() => String, { nullable: true }) sha256?: string | null;
}

@InputType('RigaRicevimentoInput')
export class RigaRicevimentoInput {
  @Field(() => Int, { nullable: true }) ingredienteId?: number | null;
  @Field(() => String, { nullable: true }) lotto?: string | null;
  @Field(() => String, { nullable: true, description: 'aaaa-mm-gg' }) scadenza?: string | null;
  @Field(() => Float, { nullable: true, description: "Nell'unità dell'ingrediente" }) quantita?: number | null;
  @Field(() => Float, { nullable: true, description: "Euro per unità dell'ingrediente" }) prezzoUnitario?: number | null;
  @Field(() => Float, { nullable: true }) temperatura?: number | null;
  @Field(() => String, { nullable: true }) codiceArticolo?: string | null;
  @Field(() => String, { nullable: true }) descrizione?: string | null;
  @Field(() => String, { nullable: true }) unitaFattura?: string | null;
  @Field(() => Float, { nullable: true }) fattoreConversione?: number | null;
}

@InputType('RicevimentoInput', { description: 'Un ricevimento merce, o la conferma della bozza di una fattura' })
export class RicevimentoInput {
  @Field(() => Int, { nullable: true }) fornitoreId?: number | null;
  @Field(() => String, { nullable: true, description: 'aaaa-mm-gg' }) data?: string | null;
  @Field(() => String, { nullable: true }) numeroDocumento?: string | null;
  @Field(() => Boolean, { nullable: true }) aggiornaPrezzi?: boolean | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => FatturaRicevimentoInput, { nullable: true }) fattura?: FatturaRicevimentoInput | null;
  @Field(() => [RigaRicevimentoInput], { nullable: true }) righe?: RigaRicevimentoInput[] | null;
}
