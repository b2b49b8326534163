import { Field, Int, ObjectType } from 'type-graphql';
import { tipoDaZod } from '../../common/from-zod.js';
import { etichettaRestSchema } from './allergeni-derivati.schema.js';
import type { CartelloAllergeni } from './cartello.service.js';
import type { EtichettaCompleta } from './etichetta.service.js';

export const IngredienteEtichettaType = tipoDaZod('IngredienteEtichetta', etichettaRestSchema.shape.ingredienti.element, { camelCase: true });

export const NutrizioneEtichettaType = tipoDaZod('NutrizioneEtichetta', etichettaRestSchema.shape.nutrizione, {
  camelCase: true,
  campi: { energiaKj: { tipo: () => Int }, energiaKcal: { tipo: () => Int } },
});

export const NutrizioneEtichettaTestoType = tipoDaZod('NutrizioneEtichettaTesto', etichettaRestSchema.shape.nutrizione_testo, { camelCase: true });

export const OperatoreEtichettaType = tipoDaZod('OperatoreEtichetta', etichettaRestSchema.shape.operatore, { camelCase: true });

export const EtichettaType = tipoDaZod('Etichetta', etichettaRestSchema, { camelCase: true });

/** The label as GraphQL shows it: the REST shape's fields under their camelCase names. */
export const etichettaToGraphql = (e: EtichettaCompleta) => ({
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
export type EtichettaType = ReturnType<typeof etichettaToGraphql>;

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
