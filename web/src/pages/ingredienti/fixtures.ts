import { COMPOSITION_KEYS, type CompositionKey } from './ingredient-form';
import type { Ingrediente, StatisticheIngredienti } from './operations';

/** Composition fields (`chiavi`, default all) at one value: null = unknown (the form's empty fields), 0 in the library. */
export const composizione = <V extends number | null, K extends CompositionKey = CompositionKey>(valore: V, chiavi: readonly K[] = COMPOSITION_KEYS as readonly K[]): Record<K, V> =>
  Object.fromEntries(chiavi.map((k) => [k, valore])) as Record<K, V>;

/** Test data of the ingredient catalogue (GraphQL shape). */
export type IngredienteFixture = Ingrediente & { __typename: 'Ingrediente' };

export function makeIngrediente(overrides: Partial<Ingrediente> & { id: number; nome: string }): IngredienteFixture {
  return {
    __typename: 'Ingrediente',
    descrizione: null,
    costoPerUnita: 1,
    unitaMisura: 'kg',
    fornitore: 'Fornitore Test',
    ...composizione(null),
    pacPodDerivati: false,
    allergeniContiene: [],
    allergeniTracce: [],
    allergeniDichiarati: false,
    nomeEtichetta: null,
    caratterizzante: false,
    pesoPezzoG: null,
    ingredientiComposti: null,
    additivo: null,
    attivo: true,
    ...overrides,
  };
}

export const LATTE = makeIngrediente({
  id: 1,
  nome: 'Latte intero',
  costoPerUnita: 1.2,
  unitaMisura: 'l',
  fornitore: 'Centrale del Latte',
  calorie: 64,
  carboidrati: 4.8,
  zuccheri: 4.8,
  grassi: 3.6,
  proteine: 3.3,
  sale: 0.1,
  pac: 5,
  pod: 1,
});
export const SACCAROSIO = makeIngrediente({
  id: 2,
  nome: 'Saccarosio',
  costoPerUnita: 1.5,
  unitaMisura: 'kg',
  fornitore: 'Zuccherificio Sud',
  calorie: 400,
  carboidrati: 100,
  zuccheri: 100,
  grassi: 0,
  proteine: 0,
  sale: 0,
  pac: 100,
  pod: 100,
});
export const PANNA = makeIngrediente({
  id: 3,
  nome: 'Panna fresca 35%',
  costoPerUnita: 4,
  unitaMisura: 'kg',
  fornitore: 'Centrale del Latte',
  calorie: 340,
  pac: 3,
  pod: 1,
});
export const CIALDA = makeIngrediente({ id: 4, nome: 'Cialde decorative', costoPerUnita: 0.1, unitaMisura: 'pz', fornitore: 'Dolciaria Nord', calorie: 450, pac: 50, pod: 50 });
export const PISTACCHIO_OFF = makeIngrediente({ id: 5, nome: 'Pasta di pistacchio', costoPerUnita: 38, unitaMisura: 'kg', fornitore: 'Bronte Srl', attivo: false });

export const CATALOGO = [LATTE, SACCAROSIO, PANNA, CIALDA];

export function makeStatistiche(dataInizio: string, dataFine: string): StatisticheIngredienti {
  return {
    periodo: { dataInizio, dataFine },
    totali: { ingredientiAnalizzati: 2, kgTotaliProdotti: 120.5, quantitaTotaleUtilizzata: 96.4, costoTotale: 210.75 },
    statistiche: [
      {
        id: 1,
        nome: 'Latte intero',
        gustiUtilizzati: 3,
        kgProdottiTotali: 120.5,
        quantitaUtilizzataKg: 72.3,
        quantitaUtilizzata: 72.3,
        costoPerUnita: 1.2,
        unitaMisura: 'l',
        costoTotaleUtilizzato: 86.76,
        costoMedioEffettivo: 0.72,
        fornitore: 'Centrale del Latte',
      },
      {
        id: 2,
        nome: 'Saccarosio',
        gustiUtilizzati: 3,
        kgProdottiTotali: 120.5,
        quantitaUtilizzataKg: 24.1,
        quantitaUtilizzata: 24.1,
        costoPerUnita: 1.5,
        unitaMisura: 'kg',
        costoTotaleUtilizzato: 36.15,
        costoMedioEffettivo: 0.3,
        fornitore: 'Zuccherificio Sud',
      },
    ],
  };
}
