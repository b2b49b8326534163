import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Costo } from '../../common/field-policy.js';
import type { ProduzioneGustoView, ProduzioneView, ProduzioniPaginaView } from './produzione.schema.js';

@ObjectType('ProduzioneGusto', { description: 'Kg prodotti di un gusto in una produzione' })
export class ProduzioneGustoType implements ProduzioneGustoView {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => String, { nullable: true, description: 'Nome della categoria del gusto' }) gustoCategoria!: string | null;
  @Field(() => String) gustoColore!: string;
  @Field(() => Float) quantitaKg!: number;
  @Field(() => Int, { description: 'Versione della ricetta da cui è stato fatto il lotto' }) versioneRicetta!: number;
  @Costo()
  @Field(() => Float, { nullable: true, description: 'Food cost (euro/kg) fotografato alla registrazione; solo admin e manager' })
  foodCost!: number;
}

@ObjectType('Produzione', { description: 'Una produzione: data, punto vendita, kg per gusto' })
export class ProduzioneType implements ProduzioneView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'yyyy-MM-dd' }) data!: string;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVenditaNome!: string;
  @Field(() => Int, { nullable: true }) operatoreId!: number | null;
  @Field(() => String, { nullable: true }) operatoreNome!: string | null;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Float, { description: 'Kg di tutte le produzioni dello stesso punto vendita nello stesso giorno' })
  kgTotaleGiornaliero!: number;
  @Field(() => [ProduzioneGustoType]) gusti!: ProduzioneGustoType[];
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => Boolean) inviatoEmail!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Costo()
  @Field(() => Float, { nullable: true, description: 'Σ kg × food cost fotografato; solo admin e manager' })
  costoTotale!: number;
}

@ObjectType('ProduzioniPagina', { description: 'Una pagina dello storico produzione e il numero totale di risultati' })
export class ProduzioniPaginaType implements ProduzioniPaginaView {
  @Field(() => [ProduzioneType]) righe!: ProduzioneType[];
  @Field(() => Int) totale!: number;
}

// ---- GraphQL inputs (validated with the zod schemas of produzione.schema.ts) ----


@InputType('RigaProduzioneInput', { description: 'Kg prodotti di un gusto' })
export class RigaProduzioneInput {
  @Field(() => Int) gustoId!: number;
  @Field(() => Float) quantitaKg!: number;
  @Field(() => Int, { nullable: true, description: 'Versione della ricetta da cui è stato fatto il lotto (es. dal foglio di pesata); predefinita quella attuale' })
  versioneRicetta?: number | null;
}

@InputType('RegistraProduzioneInput', { description: 'Una nuova produzione: data, punto vendita, kg per gusto, note' })
export class RegistraProduzioneInput {
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) data?: string | null;
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => [RigaProduzioneInput], { nullable: true, description: 'Le righe a 0 kg sono ignorate' }) gusti?: RigaProduzioneInput[] | null;
  @Field(() => String, { nullable: true, description: 'Massimo 500 caratteri' }) note?: string | null;
}

@InputType('ModificaProduzioneInput', {
  description: 'Modifica di una produzione: le righe inviate sostituiscono quelle esistenti; le note cambiano se inviate',
})
export class ModificaProduzioneInput {
  @Field(() => [RigaProduzioneInput], { nullable: true }) gusti?: RigaProduzioneInput[] | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@InputType('FiltroProduzioni', { description: 'Filtri dello storico produzione (tutti facoltativi)' })
export class FiltroProduzioniInput {
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, incluso' }) dataInizio?: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, incluso' }) dataFine?: string | null;
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Produzioni che contengono questo gusto' }) gustoId?: number | null;
  @Field(() => Int, { nullable: true }) operatoreId?: number | null;
  @Field(() => Boolean, { nullable: true }) inviatoEmail?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Istante ISO 8601: solo le produzioni create o modificate dopo (sincronizzazione incrementale)' })
  aggiornatoDopo?: string | null;
}

/** GraphQL sort fields, camelCase, mapped to the REST sort keys. */
export enum CampoOrdinamentoProduzioni {
  data = 'data',
  puntoVendita = 'punto_vendita',
  operatore = 'operatore',
  kgTotale = 'kg_totale',
  costo = 'costo',
  createdAt = 'created_at',
}
registerEnumType(CampoOrdinamentoProduzioni, {
  name: 'CampoOrdinamentoProduzioni',
  description: 'Campo di ordinamento dello storico produzione (costo solo per admin e manager)',
});

export enum DirezioneOrdinamentoProduzioni {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(DirezioneOrdinamentoProduzioni, { name: 'DirezioneOrdinamentoProduzioni', description: 'Crescente o decrescente' });

@InputType('OrdinamentoProduzioni', { description: 'Ordinamento; predefinito: data decrescente, poi id decrescente' })
export class OrdinamentoProduzioniInput {
  @Field(() => CampoOrdinamentoProduzioni, { nullable: true }) campo?: CampoOrdinamentoProduzioni | null;
  @Field(() => DirezioneOrdinamentoProduzioni, { nullable: true }) direzione?: DirezioneOrdinamentoProduzioni | null;
}
