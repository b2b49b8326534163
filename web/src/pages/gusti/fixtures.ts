import type { DatiFormGustoQuery } from '../../gql/graphql';
import { CIALDA, LATTE, PANNA, PISTACCHIO_OFF, SACCAROSIO } from '../ingredienti/fixtures';
import type { Gusto } from './operations';

/** Test data of the flavour pages (GraphQL shape). */
const profilo = (id: number, nome: string) => ({ __typename: 'ProfiloBilanciamento' as const, id, nome });
export const CATEGORIE = [
  { __typename: 'CategoriaGusto' as const, id: 1, nome: 'Creme', colore: '#f5deb3', attivo: true, profilo: null },
  { __typename: 'CategoriaGusto' as const, id: 2, nome: 'Frutta', colore: '#ff9aa2', attivo: true, profilo: profilo(3, 'Sorbetto') },
  { __typename: 'CategoriaGusto' as const, id: 3, nome: 'Cioccolati', colore: '#7b3f00', attivo: true, profilo: profilo(2, 'Cioccolato e frutta secca') },
];

export const ALLERGENI = [
  { __typename: 'Allergene' as const, id: 7, nome: 'Latte', codice: 'LAT', attivo: true },
  { __typename: 'Allergene' as const, id: 8, nome: 'Frutta a guscio', codice: 'FRG', attivo: true },
  { __typename: 'Allergene' as const, id: 3, nome: 'Uova', codice: 'UOV', attivo: true },
];

const opzione = (i: typeof LATTE) => ({
  __typename: 'Ingrediente' as const,
  id: i.id,
  nome: i.nome,
  unitaMisura: i.unitaMisura,
  costoPerUnita: i.costoPerUnita,
  calorie: i.calorie,
  densita: i.densita,
  pac: i.pac,
  pod: i.pod,
  pesoPezzoG: i.pesoPezzoG ?? null,
  attivo: i.attivo,
  allergeniContiene: i.allergeniContiene,
  allergeniTracce: i.allergeniTracce,
});

export const INGREDIENTI_FORM = [LATTE, SACCAROSIO, PANNA, CIALDA, PISTACCHIO_OFF].map(opzione);

export function makeDatiForm(overrides: Partial<DatiFormGustoQuery> = {}): DatiFormGustoQuery {
  return { categorieGusti: CATEGORIE, allergeni: ALLERGENI, ingredienti: INGREDIENTI_FORM, ...overrides };
}

export type GustoFixture = Gusto & { __typename: 'Gusto' };

export function makeGusto(overrides: Partial<Gusto> & { id: number; nome: string }): GustoFixture {
  const categoria = overrides.categoria ?? CATEGORIE[0]!;
  return {
    __typename: 'Gusto',
    descrizione: null,
    categoriaId: categoria.id,
    categoria,
    colore: '#ffffff',
    stagionale: false,
    attivo: true,
    noteProduzione: null,
    denominazione: null,
    profiloId: null,
    foodCost: 0,
    pac: 0,
    pod: 0,
    pacKg: 0,
    podKg: 0,
    massaKg: 0,
    kcal: 0,
    ricetta: [],
    allergeni: [],
    ...overrides,
  };
}

export const FIOR_DI_LATTE = makeGusto({
  id: 1,
  nome: 'Fior di latte',
  descrizione: 'Il classico bianco',
  colore: '#fffdf0',
  foodCost: 1.54,
  pac: 238,
  pod: 208,
  pacKg: 238,
  podKg: 208,
  massaKg: 1,
  kcal: 158.8,
  noteProduzione: 'Pastorizzare a 85 °C',
  ricetta: [
    { id: 11, ingredienteId: 1, nome: 'Latte intero', quantita: 700, unita: 'ml', unitaMisura: 'l', ingredienteAttivo: true, ruolo: 'base', caratterizzante: false },
    { id: 12, ingredienteId: 2, nome: 'Saccarosio', quantita: 200, unita: 'g', unitaMisura: 'kg', ingredienteAttivo: true, ruolo: 'base', caratterizzante: false },
    { id: 13, ingredienteId: 3, nome: 'Panna fresca 35%', quantita: 0.1, unita: 'kg', unitaMisura: 'kg', ingredienteAttivo: true, ruolo: 'base', caratterizzante: false },
  ],
  allergeni: [{ id: 7, nome: 'Latte' }],
});

export const FRAGOLA = makeGusto({
  id: 2,
  nome: 'Fragola',
  categoria: CATEGORIE[1]!,
  colore: '#ff4d6d',
  stagionale: true,
  foodCost: 3.1,
  pacKg: 290.4,
  podKg: 250,
  kcal: 120.25,
});

export const FONDENTE = makeGusto({ id: 3, nome: 'Cioccolato fondente', categoria: CATEGORIE[2]!, colore: '#4a2511', foodCost: 4.75, pacKg: 260, kcal: 210 });

export const BACIO_OFF = makeGusto({ id: 4, nome: 'Bacio', categoria: CATEGORIE[2]!, colore: '#6b4226', attivo: false, foodCost: 5.2 });

export const GUSTI = [FIOR_DI_LATTE, FRAGOLA, FONDENTE, BACIO_OFF];
