import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { AccuratezzaView, PrevisioneView } from './previsioni.schema.js';

@ObjectType('Previsione', { description: 'Kg venduti previsti di un gusto in un giorno e punto vendita, con l’intervallo all’80 %' })
export class PrevisioneType implements PrevisioneView {
  @Field(() => String, { description: 'yyyy-MM-dd' }) data!: string;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => Float) kgPrevisti!: number;
  @Field(() => Float, { description: 'Estremo inferiore dell’intervallo all’80 %' }) kgMin!: number;
  @Field(() => Float, { description: 'Estremo superiore dell’intervallo all’80 %' }) kgMax!: number;
  @Field(() => Float, { nullable: true, description: 'Temperatura massima usata (°C)' }) temperaturaMax!: number | null;
  @Field(() => Float, { nullable: true, description: 'Precipitazioni usate (mm)' }) precipitazioni!: number | null;
  @Field(() => String, { nullable: true, description: '«previsione meteo non disponibile» quando il meteo del giorno non è noto' }) nota!: string | null;
}

@ObjectType('AccuratezzaPrevisioni', { description: 'Backtest delle ultime 8 settimane: WMAPE % del modello e dei due riferimenti' })
export class AccuratezzaPrevisioniType implements AccuratezzaView {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => Float, { nullable: true }) wmapeModello!: number | null;
  @Field(() => Float, { nullable: true, description: 'Stesso giorno della settimana scorsa' }) wmapeIngenuo!: number | null;
  @Field(() => Float, { nullable: true, description: 'Media dello stesso giorno delle 4 settimane × trend (±20 %)' }) wmapeRegola4Settimane!: number | null;
  @Field(() => Int) settimane!: number;
  @Field(() => Int) giorni!: number;
}
