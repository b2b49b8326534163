import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { CampoCostoFloat, Costo } from '../../common/field-policy.js';
import type { AnalyticsFiltroInput } from './analytics.filters.js';

/** Where a margin comes from: 'reale' (display case) or 'stimato' (DOMAIN.md Analytics); admin and manager only. */
const Fonte = () => (target: object, key: string | symbol) => {
  Costo()(target, key as string);
  Field(() => String, { nullable: true, description: "'reale' (dati della vetrina) o 'stimato' (kg prodotti × prezzo_vendita_kg)" })(target, key as string);
};

@InputType('AnalyticsFiltro', { description: 'Filtri delle analisi (tutti facoltativi; anno predefinito: anno corrente)' })
export class AnalyticsFiltro {
  @Field(() => Int, { nullable: true }) anno?: number | null;
  @Field(() => Int, { nullable: true, description: "Anno di confronto (predefinito: l'anno precedente)" }) confrontaAnno?: number | null;
  @Field(() => Int, { nullable: true, description: '1-12' }) mese?: number | null;
  @Field(() => Int, { nullable: true }) puntoVenditaId?: number | null;
  @Field(() => String, { nullable: true, description: 'Nome della categoria' }) categoriaGusto?: string | null;
  @Field(() => Int, { nullable: true }) gustoId?: number | null;
  @Field(() => Int, { nullable: true }) ingredienteId?: number | null;
  @Field(() => Int, { nullable: true }) operatoreId?: number | null;
}

/** Root of the lazily resolved analytics object: only the filter, validated once. */
export class AnalyticsRoot {
  constructor(readonly filtro: AnalyticsFiltroInput) {}
}

@ObjectType('AnalyticsPeriodo', { description: 'Periodo di calendario (Europe/Rome) delle analisi' })
export class AnalyticsPeriodoType {
  @Field(() => Int) anno!: number;
  @Field(() => Int, { nullable: true }) mese!: number | null;
  @Field(() => String) dataInizio!: string;
  @Field(() => String) dataFine!: string;
  @Field(() => Int, { description: "Mesi del periodo (per l'anno in corso: fino al mese corrente)" }) mesi!: number;
}

@ObjectType('AnalyticsGusto', { description: 'Un gusto nel periodo' })
export class AnalyticsGustoType {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) categoria!: string | null;
  @Field(() => String) colore!: string;
  @Field(() => Float) totaleKg!: number;
  @Field(() => Float, { description: 'kg del gusto / kg di tutti i gusti nel periodo × 100' }) percentuale!: number;
  @Field(() => Float) mediaMensile!: number;
  @Field(() => String, { description: 'crescita, decrescita o stabile' }) trend!: string;
  @CampoCostoFloat() costoTotale?: number;
  @CampoCostoFloat('Margine del periodo: reale dove ci sono dati della vetrina, altrimenti stimato (topGusti, gusti)') margine?: number;
  @CampoCostoFloat('Margine per kg') margineKg?: number | null;
  @Fonte() margineFonte?: string;
}

@ObjectType('AnalyticsUtilizzoGusto')
export class AnalyticsUtilizzoGustoType {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => Float, { description: "Consumo nell'unità dell'ingrediente" }) consumo!: number;
}

@ObjectType('AnalyticsIngrediente', { description: 'Consumo di un ingrediente nel periodo (ricette attuali)' })
export class AnalyticsIngredienteType {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) nome!: string;
  @Field(() => Float) consumoTotale!: number;
  @Field(() => String) unita!: string;
  @CampoCostoFloat() costoTotale?: number;
  @CampoCostoFloat() costoPerUnita?: number;
  @Field(() => String) trend!: string;
  @Field(() => [AnalyticsUtilizzoGustoType]) utilizzoGusti!: AnalyticsUtilizzoGustoType[];
}

@ObjectType('AnalyticsMese')
export class AnalyticsMeseType {
  @Field(() => Int) mese!: number;
  @Field(() => Float) kgTotale!: number;
  @CampoCostoFloat() costoTotale?: number;
  @CampoCostoFloat() margine?: number;
  @Fonte() margineFonte?: string;
  @Field(() => Int, { nullable: true, description: 'Produzioni del mese (null con filtri per gusto)' }) produzioni?: number | null;
}

@ObjectType('AnalyticsTrendMensile')
export class AnalyticsTrendMensileType {
  @Field(() => Int) anno!: number;
  @Field(() => [AnalyticsMeseType]) mesi!: AnalyticsMeseType[];
}

@ObjectType('AnalyticsAnnoConfronto')
export class AnalyticsAnnoConfrontoType {
  @Field(() => Int) anno!: number;
  @Field(() => String, { description: 'Primo giorno del periodo confrontato (yyyy-MM-dd)' }) dataInizio!: string;
  @Field(() => String, { description: "Ultimo giorno del periodo confrontato: con finoAOggi, lo stesso giorno e mese di oggi" }) dataFine!: string;
  @Field(() => Float) kgTotale!: number;
  @CampoCostoFloat('Costo di produzione: food cost dei kg prodotti') costoTotale?: number;
  @CampoCostoFloat() margine?: number;
  @Fonte() margineFonte?: string;
  @CampoCostoFloat('Margine stimato: kg prodotti × prezzo di vendita − costo di produzione') margineStimato?: number;
  @Field(() => [AnalyticsMeseType]) datiMensili!: AnalyticsMeseType[];
}

@ObjectType('AnalyticsVariazioni', { description: 'Variazioni percentuali; null quando il valore precedente è 0' })
export class AnalyticsVariazioniType {
  @Field(() => Float, { nullable: true }) kgPercentuale!: number | null;
  @CampoCostoFloat() costoPercentuale?: number | null;
  @CampoCostoFloat('Tra margini dello stesso tipo: reali se entrambi gli anni lo sono, altrimenti stimati') marginePercentuale?: number | null;
  @Fonte() margineFonte?: string;
}

@ObjectType('AnalyticsConfronto')
export class AnalyticsConfrontoType {
  @Field(() => Boolean, { description: "true quando uno dei due anni è in corso: entrambi dal 1° gennaio (o dal 1° del mese) allo stesso giorno di oggi" })
  finoAOggi!: boolean;
  @Field(() => AnalyticsAnnoConfrontoType) annoCorrente!: AnalyticsAnnoConfrontoType;
  @Field(() => AnalyticsAnnoConfrontoType) annoPrecedente!: AnalyticsAnnoConfrontoType;
  @Field(() => AnalyticsVariazioniType) variazioni!: AnalyticsVariazioniType;
}

@ObjectType('AnalyticsRiepilogo', { description: 'Riepilogo del periodo' })
export class AnalyticsRiepilogoType {
  @Field(() => AnalyticsPeriodoType) periodo!: AnalyticsPeriodoType;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Int, { description: 'Produzioni del periodo (filtri punto vendita e operatore)' }) produzioni!: number;
  @Field(() => Int) giorniProduzione!: number;
  @Field(() => Int) gustiProdotti!: number;
  @Field(() => Float) mediaMensile!: number;
  @Field(() => Float) mediaGiornaliera!: number;
  @Field(() => String) trend!: string;
  @CampoCostoFloat() costoTotale?: number;
  @CampoCostoFloat() costoMedioKg?: number;
  @CampoCostoFloat() ricavoStimato?: number;
  @CampoCostoFloat() margine?: number;
}

@ObjectType('AnalyticsRipartizione', { description: 'Quota di un punto vendita, categoria o operatore' })
export class AnalyticsRipartizioneType {
  @Field(() => Int, { nullable: true }) id!: number | null;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) colore?: string | null;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Float) percentuale!: number;
  @CampoCostoFloat() costoTotale?: number;
}

@ObjectType('AnalyticsGiorno')
export class AnalyticsGiornoType {
  @Field(() => String) data!: string;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Int, { nullable: true }) produzioni!: number | null;
  @CampoCostoFloat() costoTotale?: number;
}

@ObjectType('AnalyticsPeriodoDettagli')
export class AnalyticsPeriodoDettagliType {
  @Field(() => AnalyticsPeriodoType) periodo!: AnalyticsPeriodoType;
  @Field(() => [AnalyticsRipartizioneType]) perPuntoVendita!: AnalyticsRipartizioneType[];
  @Field(() => [AnalyticsRipartizioneType]) perCategoria!: AnalyticsRipartizioneType[];
  @Field(() => [AnalyticsRipartizioneType]) perOperatore!: AnalyticsRipartizioneType[];
  @Field(() => [AnalyticsGiornoType]) giornaliero!: AnalyticsGiornoType[];
}

@ObjectType('AnalyticsGustoDettaglio')
export class AnalyticsGustoDettaglioType extends AnalyticsGustoType {
  @Field(() => AnalyticsPeriodoType) periodo!: AnalyticsPeriodoType;
  @CampoCostoFloat() foodCostAttuale?: number;
  @Field(() => [AnalyticsMeseType]) datiMensili!: AnalyticsMeseType[];
  @Field(() => [AnalyticsRipartizioneType]) perPuntoVendita!: AnalyticsRipartizioneType[];
}

@ObjectType('DashboardTotaliPeriodo')
export class DashboardTotaliPeriodoType {
  @Field(() => Float) kgTotale!: number;
  @Field(() => Int) produzioni!: number;
  @CampoCostoFloat() costoTotale?: number;
  @CampoCostoFloat('Ricavo stimato: kg × prezzo di vendita al kg') ricavoStimato?: number;
  @CampoCostoFloat('Margine stimato: ricavo stimato − costo') margine?: number;
}

@ObjectType('DashboardTotali')
export class DashboardTotaliType {
  @Field(() => Int) produzioni!: number;
  @Field(() => Float) kgTotale!: number;
  @CampoCostoFloat() costoTotale?: number;
  @Field(() => Int) utentiAttivi!: number;
  @Field(() => Int) gustiAttivi!: number;
  @Field(() => Int) ingredientiAttivi!: number;
  @Field(() => Int) puntiVenditaAttivi!: number;
  @Field(() => Int) categorieAttive!: number;
}

@ObjectType('DashboardStats', { description: 'Cifre reali della dashboard' })
export class DashboardStatsType {
  @Field(() => String, { description: 'Data di oggi (Europe/Rome)' }) oggi!: string;
  @CampoCostoFloat('Prezzo di vendita al kg usato dai margini stimati (configurazione prezzo_vendita_kg)') prezzoVenditaKg?: number;
  @Field(() => DashboardTotaliPeriodoType) produzioneOggi!: DashboardTotaliPeriodoType;
  @Field(() => DashboardTotaliPeriodoType, { description: 'Da lunedì a oggi' }) produzioneSettimana!: DashboardTotaliPeriodoType;
  @Field(() => DashboardTotaliPeriodoType) produzioneMese!: DashboardTotaliPeriodoType;
  @Field(() => [AnalyticsGustoType], { description: 'I 5 gusti più prodotti del mese' }) gustiPiuProdotti!: AnalyticsGustoType[];
  @Field(() => [AnalyticsGiornoType], { description: 'Ultimi 30 giorni, un punto al giorno' }) produzioneGiornaliera!: AnalyticsGiornoType[];
  @Field(() => DashboardTotaliType) totali!: DashboardTotaliType;
}

@ObjectType('AnalyticsCostoTotale')
export class AnalyticsCostoTotaleType {
  @Field(() => AnalyticsPeriodoType) periodo!: AnalyticsPeriodoType;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Float) costoTotale!: number;
  @Field(() => Float) costoMedioKg!: number;
  @Field(() => Int) produzioni!: number;
  @Field(() => Float) prezzoVenditaKg!: number;
  @Field(() => Float) ricavoStimato!: number;
  @Field(() => Float) margine!: number;
}

@ObjectType('AnalyticsFoodCostGusto')
export class AnalyticsFoodCostGustoType {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) categoria!: string | null;
  @Field(() => String) colore!: string;
  @Field(() => Boolean) attivo!: boolean;
  @Field(() => Float, { description: 'Food cost attuale dalla ricetta (euro/kg)' }) foodCostAttuale!: number;
  @Field(() => Float, { nullable: true, description: 'Food cost medio registrato nel periodo (costo / kg)' }) foodCostMedio!: number | null;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Float) costoTotale!: number;
}

@ObjectType('AnalyticsCostoProduzione')
export class AnalyticsCostoProduzioneType {
  @Field(() => Int) id!: number;
  @Field(() => String) data!: string;
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String, { nullable: true }) puntoVenditaNome!: string | null;
  @Field(() => Int, { nullable: true }) operatoreId!: number | null;
  @Field(() => String, { nullable: true }) operatoreNome!: string | null;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Float) costoTotale!: number;
  @Field(() => Float) costoMedioKg!: number;
}

@ObjectType('AnalyticsCostoProduzioni')
export class AnalyticsCostoProduzioniType {
  @Field(() => AnalyticsPeriodoType) periodo!: AnalyticsPeriodoType;
  @Field(() => Int) totale!: number;
  @Field(() => Int) limite!: number;
  @Field(() => Int) offset!: number;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Float) costoTotale!: number;
  @Field(() => [AnalyticsCostoProduzioneType]) produzioni!: AnalyticsCostoProduzioneType[];
}

@ObjectType('AnalyticsRigaCosto')
export class AnalyticsRigaCostoType {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) gustoNome!: string;
  @Field(() => String, { nullable: true }) categoria!: string | null;
  @Field(() => String) colore!: string;
  @Field(() => Float) quantitaKg!: number;
  @Field(() => Float) foodCost!: number;
  @Field(() => Float) costo!: number;
  @Field(() => Float) percentualeCosto!: number;
}

@ObjectType('AnalyticsIngredienteCosto')
export class AnalyticsIngredienteCostoType {
  @Field(() => Int) ingredienteId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String) unita!: string;
  @Field(() => Float) quantita!: number;
  @Field(() => Float) costoPerUnita!: number;
  @Field(() => Float) costo!: number;
}

@ObjectType('AnalyticsDettaglioCostoProduzione')
export class AnalyticsDettaglioCostoProduzioneType extends AnalyticsCostoProduzioneType {
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => Float) prezzoVenditaKg!: number;
  @Field(() => Float) ricavoStimato!: number;
  @Field(() => Float) margine!: number;
  @Field(() => [AnalyticsRigaCostoType]) righe!: AnalyticsRigaCostoType[];
  @Field(() => [AnalyticsIngredienteCostoType]) ingredienti!: AnalyticsIngredienteCostoType[];
}

@ObjectType('AnalyticsCosti')
export class AnalyticsCostiType {
  @Field(() => AnalyticsPeriodoType) periodo!: AnalyticsPeriodoType;
  @Field(() => Float) kgTotale!: number;
  @Field(() => Float) costoTotale!: number;
  @Field(() => Float) costoMedioKg!: number;
  @Field(() => Float) prezzoVenditaKg!: number;
  @Field(() => Float) ricavoStimato!: number;
  @Field(() => Float) margine!: number;
  @Field(() => Float, { nullable: true }) marginePercentuale!: number | null;
  @Field(() => [AnalyticsRipartizioneType]) perCategoria!: AnalyticsRipartizioneType[];
  @Field(() => [AnalyticsRipartizioneType]) perPuntoVendita!: AnalyticsRipartizioneType[];
  @Field(() => [AnalyticsMeseType]) mensile!: AnalyticsMeseType[];
}

@ObjectType('Analytics', {
  description:
    'Analisi della produzione: ogni campo è calcolato solo se richiesto, con i filtri di `analytics(filtro)`. Costi e margini solo per admin e manager.',
})
export class AnalyticsType {}

@ObjectType('AnalyticsMargineValori', { description: 'Ricavo, costo e margine (reale o stimato)' })
export class AnalyticsMargineValoriType {
  @Field(() => Float, { description: "kg su cui è calcolato il margine: venduti (reale) o prodotti (stimato)" }) kg!: number;
  @Field(() => Float, { description: 'kg venduti dalla vetrina (la parte reale)' }) kgVenduti!: number;
  @Field(() => Float) ricavo!: number;
  @Field(() => Float) costo!: number;
  @Field(() => Float) margine!: number;
  @Field(() => Float, { nullable: true, description: 'margine / kg' }) margineKg!: number | null;
  @Field(() => Float, { nullable: true, description: 'margine / ricavo × 100' }) marginePercentuale!: number | null;
  @Field(() => String, { description: "'reale' se tutti i mesi, punti vendita e gusti hanno dati della vetrina, altrimenti 'stimato'" }) margineFonte!: string;
}

@ObjectType('AnalyticsMargineGusto')
export class AnalyticsMargineGustoType extends AnalyticsMargineValoriType {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) nome!: string;
  @Field(() => String, { nullable: true }) categoria!: string | null;
  @Field(() => String) colore!: string;
}

@ObjectType('AnalyticsMargineRipartizione')
export class AnalyticsMargineRipartizioneType extends AnalyticsMargineValoriType {
  @Field(() => Int, { nullable: true }) id!: number | null;
  @Field(() => String) nome!: string;
}

@ObjectType('AnalyticsMargineMese')
export class AnalyticsMargineMeseType extends AnalyticsMargineValoriType {
  @Field(() => Int) mese!: number;
}

@ObjectType('AnalyticsMargini', { description: 'Margini reali (vetrina) e stimati del periodo (admin, manager)' })
export class AnalyticsMarginiType {
  @Field(() => AnalyticsPeriodoType) periodo!: AnalyticsPeriodoType;
  @Field(() => Float) prezzoVenditaKg!: number;
  @Field(() => AnalyticsMargineValoriType) totale!: AnalyticsMargineValoriType;
  @Field(() => [AnalyticsMargineGustoType], { description: 'Margine totale decrescente' }) gusti!: AnalyticsMargineGustoType[];
  @Field(() => [AnalyticsMargineRipartizioneType]) perCategoria!: AnalyticsMargineRipartizioneType[];
  @Field(() => [AnalyticsMargineRipartizioneType]) perPuntoVendita!: AnalyticsMargineRipartizioneType[];
  @Field(() => [AnalyticsMargineMeseType]) mensile!: AnalyticsMargineMeseType[];
}
