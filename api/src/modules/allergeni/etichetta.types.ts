import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { CartelloAllergeni } from './cartello.service.js';
import type { Etichetta } from './etichetta.js';

@ObjectType('IngredienteEtichetta')
export class IngredienteEtichettaType {
  @Field(() => String) nome!: string;
  @Field(() => Float, { nullable: true, description: 'Quota della massa della miscela (%); nulla per gli ingredienti a pezzi' }) percentuale!: number | null;
  @Field(() => Boolean, { description: 'Contiene un allergene: evidenziato in etichetta' }) allergene!: boolean;
  @Field(() => [String]) allergeni!: string[];
  @Field(() => Boolean, { description: 'Percentuale dichiarata (QUID): nominato nella denominazione o caratterizzante' }) quid!: boolean;
}

@ObjectType('NutrizioneEtichetta', { description: 'Per 100 g, arrotondati secondo le linee guida UE (dicembre 2012)' })
export class NutrizioneEtichettaType {
  @Field(() => Int) energiaKj!: number;
  @Field(() => Int) energiaKcal!: number;
  @Field(() => Float) grassi!: number;
  @Field(() => Float) grassiSaturi!: number;
  @Field(() => Float) carboidrati!: number;
  @Field(() => Float) zuccheri!: number;
  @Field(() => Float) fibre!: number;
  @Field(() => Float) proteine!: number;
  @Field(() => Float) sale!: number;
}

@ObjectType('NutrizioneEtichettaTesto', { description: 'La dichiarazione come si stampa ("< 0,5 g")' })
export class NutrizioneEtichettaTestoType {
  @Field(() => String) energia!: string;
  @Field(() => String) grassi!: string;
  @Field(() => String) grassiSaturi!: string;
  @Field(() => String) carboidrati!: string;
  @Field(() => String) zuccheri!: string;
  @Field(() => String) fibre!: string;
  @Field(() => String) proteine!: string;
  @Field(() => String) sale!: string;
}

@ObjectType('Etichetta', { description: "Etichetta UE di un gusto (Reg. UE 1169/2011)" })
export class EtichettaType {
  @Field(() => String) denominazione!: string;
  @Field(() => [IngredienteEtichettaType], { description: 'In ordine decrescente di peso nella miscela' }) ingredienti!: IngredienteEtichettaType[];
  @Field(() => [String]) allergeni!: string[];
  @Field(() => [String]) tracce!: string[];
  @Field(() => NutrizioneEtichettaType) nutrizione!: NutrizioneEtichettaType;
  @Field(() => NutrizioneEtichettaTestoType) nutrizioneTesto!: NutrizioneEtichettaTestoType;
  @Field(() => String, { description: 'Elenco ingredienti pronto da stampare (allergeni in maiuscolo)' }) testo!: string;
  @Field(() => [String]) avvisi!: string[];
}

export const etichettaToGraphql = (e: Etichetta): EtichettaType => ({
  denominazione: e.denominazione,
  ingredienti: e.ingredienti,
  allergeni: e.allergeni,
  tracce: e.tracce,
  nutrizione: {
    energiaKj: e.nutrizione.energia_kj,
    energiaKcal: e.nutrizione.energia_kcal,
    grassi: e.nutrizione.grassi,
    grassiSaturi: e.nutrizione.grassi_saturi,
    carboidrati: e.nutrizione.carboidrati,
    zuccheri: e.nutrizione.zuccheri,
    fibre: e.nutrizione.fibre,
    proteine: e.nutrizione.proteine,
    sale: e.nutrizione.sale,
  },
  nutrizioneTesto: {
    energia: e.nutrizione_testo.energia,
    grassi: e.nutrizione_testo.grassi,
    grassiSaturi: e.nutrizione_testo.grassi_saturi,
    carboidrati: e.nutrizione_testo.carboidrati,
    zuccheri: e.nutrizione_testo.zuccheri,
    fibre: e.nutrizione_testo.fibre,
    proteine: e.nutrizione_testo.proteine,
    sale: e.nutrizione_testo.sale,
  },
  testo: e.testo,
  avvisi: e.avvisi,
});

@ObjectType('VoceCartelloAllergeni')
export class VoceCartelloType {
  @Field(() => Int) gustoId!: number;
  @Field(() => String) nome!: string;
  @Field(() => [String]) allergeni!: string[];
  @Field(() => [String]) tracce!: string[];
}

@ObjectType('CartelloAllergeni', { description: 'I gusti in vendita in un punto vendita con allergeni e tracce' })
export class CartelloAllergeniType {
  @Field(() => Int) puntoVenditaId!: number;
  @Field(() => String) puntoVendita!: string;
  @Field(() => Int, { nullable: true, description: 'Finestra in giorni (nulla = tutti i gusti attivi)' }) giorni!: number | null;
  @Field(() => Date) data!: Date;
  @Field(() => [VoceCartelloType]) gusti!: VoceCartelloType[];
}

export const cartelloToGraphql = (c: CartelloAllergeni): CartelloAllergeniType => ({
  puntoVenditaId: c.puntoVendita.id,
  puntoVendita: c.puntoVendita.nome,
  giorni: c.giorni,
  data: c.data,
  gusti: c.gusti,
});
