import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { CartelloAllergeni } from './cartello.service.js';
import type { EtichettaCompleta } from './etichetta.service.js';

@ObjectType('IngredienteEtichetta')
export class IngredienteEtichettaType {
  @Field(() => String) nome!: string;
  @Field(() => Float, { nullable: true, description: 'Quota della massa della miscela (%); nulla per gli ingredienti a pezzi' }) percentuale!: number | null;
  @Field(() => Boolean, { description: 'Contiene un allergene: evidenziato in etichetta' }) allergene!: boolean;
  @Field(() => [String]) allergeni!: string[];
  @Field(() => Boolean, { description: 'Percentuale dichiarata (QUID): nominato nella denominazione o caratterizzante' }) quid!: boolean;
  @Field(() => String, { description: 'La voce come stampata (allergeni in maiuscolo, ingredienti composti tra parentesi)' }) testo!: string;
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
  @Field(() => Float, { nullable: true, description: 'di cui polioli (nullo se assenti)' }) polioli!: number | null;
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
  @Field(() => String, { nullable: true, description: 'di cui polioli (nullo se assenti)' }) polioli!: string | null;
}

@ObjectType('OperatoreEtichetta', { description: "L'operatore del settore alimentare in etichetta (impostazioni del laboratorio)" })
export class OperatoreEtichettaType {
  @Field(() => String, { nullable: true }) ragioneSociale!: string | null;
  @Field(() => String, { nullable: true }) indirizzo!: string | null;
  @Field(() => String, { nullable: true }) partitaIva!: string | null;
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
  @Field(() => String, { description: 'Elenco ingredienti come stampato (allergeni in maiuscolo, QUID, ingredienti composti, tracce)' }) ingredientiTesto!: string;
  @Field(() => Float, { nullable: true, description: 'Quantità netta in grammi (nulla se non indicata)' }) pesoNettoG!: number | null;
  @Field(() => String, { description: 'yyyy-MM-dd: data di produzione (o di oggi) + durata del tipo di gusto' }) daConsumarsiEntro!: string;
  @Field(() => String) conservazione!: string;
  @Field(() => OperatoreEtichettaType, { description: 'Operatore del settore alimentare' }) operatore!: OperatoreEtichettaType;
  @Field(() => String, { nullable: true, description: 'Lotto della riga di produzione (nullo se non stampata da una produzione)' }) lotto!: string | null;
  @Field(() => [String]) avvisi!: string[];
}

export const etichettaToGraphql = (e: EtichettaCompleta): EtichettaType => ({
  denominazione: e.denominazione,
  ingredientiTesto: e.testo,
  pesoNettoG: e.pesoNettoG,
  daConsumarsiEntro: e.daConsumarsiEntro,
  conservazione: e.conservazione,
  operatore: e.operatore,
  lotto: e.lotto,
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
    polioli: e.nutrizione.polioli,
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
    polioli: e.nutrizione_testo.polioli,
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
  @Field(() => Boolean, { description: 'Nessun gusto prodotto o caricato nella finestra: il cartello elenca tutti i gusti attivi' }) senzaProduzioniRecenti!: boolean;
  @Field(() => Date) data!: Date;
  @Field(() => [VoceCartelloType]) gusti!: VoceCartelloType[];
}

export const cartelloToGraphql = (c: CartelloAllergeni): CartelloAllergeniType => ({
  puntoVenditaId: c.puntoVendita.id,
  puntoVendita: c.puntoVendita.nome,
  giorni: c.giorni,
  senzaProduzioniRecenti: c.senzaProduzioniRecenti,
  data: c.data,
  gusti: c.gusti.map((g) => ({ gustoId: g.gustoId, nome: g.nome, allergeni: g.nomiAllergeni, tracce: g.tracce })),
});
