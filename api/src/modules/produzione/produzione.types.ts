import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/access.js';
import type { ModificaProduzioneView, ProduzioneGustoView, ProduzioneView, ProduzioniPaginaView } from './produzione.view.js';

@ObjectType('ProduzioneGusto', { description: 'Kg prodotti di un gusto in una produzione' })
export class ProduzioneGustoType implements ProduzioneGustoView {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => String, { nullable: true, description: 'Nome della categoria del gusto' }) gustoCategoria!: string | null;
  @Field(() => String) gustoColore!: string;
  @Field(() => Float) quantitaKg!: number;
  @Field(() => Int, { description: 'Versione della ricetta da cui è stato fatto il lotto' }) versioneRicetta!: number;
  @Allow('admin', 'manager')
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
  @Allow('admin', 'manager')
  @Field(() => Float, { nullable: true, description: 'Σ kg × food cost fotografato; solo admin e manager' })
  costoTotale!: number;
}

@ObjectType('ProduzioniPagina', { description: 'Una pagina dello storico produzione e il numero totale di risultati' })
export class ProduzioniPaginaType implements ProduzioniPaginaView {
  @Field(() => [ProduzioneType]) righe!: ProduzioneType[];
  @Field(() => Int) totale!: number;
}

/** Kept for symmetry with REST PUT; GraphQL returns the whole production. */
export type { ModificaProduzioneView };
