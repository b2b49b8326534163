import type { AllergeniIngredienteView } from '../allergeni/allergeni-derivati.view.js';
import type { Ingrediente } from './ingrediente.entity.js';
import type { IngredienteView, StatisticaIngredienteView, StatisticheIngredientiView } from './ingrediente.schema.js';

export type { IngredienteView, StatisticaIngredienteView, StatisticheIngredientiView };

/**
 * Composition fields of the gelato science (DOMAIN.md), g per 100 g as sold, plus densita (kg/l):
 * camelCase (GraphQL, services) -> snake_case (REST) and the label used in messages. Unknown = null.
 */
export const CAMPI_COMPOSIZIONE = {
  acqua: { rest: 'acqua', etichetta: 'acqua' },
  grassiSaturi: { rest: 'grassi_saturi', etichetta: 'grassi saturi' },
  fibre: { rest: 'fibre', etichetta: 'fibre' },
  slng: { rest: 'slng', etichetta: 'SLNG (solidi magri del latte)' },
  saccarosio: { rest: 'saccarosio', etichetta: 'saccarosio' },
  glucosio: { rest: 'glucosio', etichetta: 'glucosio' },
  fruttosio: { rest: 'fruttosio', etichetta: 'fruttosio' },
  lattosio: { rest: 'lattosio', etichetta: 'lattosio' },
  maltosio: { rest: 'maltosio', etichetta: 'maltosio' },
  alcol: { rest: 'alcol', etichetta: 'alcol' },
  burroCacao: { rest: 'burro_cacao', etichetta: 'burro di cacao' },
  solidiCacao: { rest: 'solidi_cacao', etichetta: 'solidi di cacao' },
  grassiFruttaSecca: { rest: 'grassi_frutta_secca', etichetta: 'grassi della frutta secca' },
  stabilizzanti: { rest: 'stabilizzanti', etichetta: 'stabilizzanti' },
  densita: { rest: 'densita', etichetta: 'densità' },
  sciroppoGlucosio: { rest: 'sciroppo_glucosio', etichetta: 'sciroppo di glucosio (solidi)' },
  de: { rest: 'de', etichetta: 'DE (destrosio equivalente)' },
  eritritolo: { rest: 'eritritolo', etichetta: 'eritritolo' },
  maltitolo: { rest: 'maltitolo', etichetta: 'maltitolo' },
  sorbitolo: { rest: 'sorbitolo', etichetta: 'sorbitolo' },
  trealosio: { rest: 'trealosio', etichetta: 'trealosio' },
  inulina: { rest: 'inulina', etichetta: 'inulina' },
  polidestrosio: { rest: 'polidestrosio', etichetta: 'polidestrosio' },
  sucralosio: { rest: 'sucralosio', etichetta: 'sucralosio' },
  glicosidiSteviolo: { rest: 'glicosidi_steviolo', etichetta: 'glicosidi steviolici' },
} as const;
export type CampoComposizione = keyof typeof CAMPI_COMPOSIZIONE;
export type ComposizioneView = Record<CampoComposizione, number | null>;

const num = (x: number | string | null | undefined) => (x === null || x === undefined ? null : Number(x));

function composizioneView(i: Ingrediente): ComposizioneView {
  const out = {} as ComposizioneView;
  for (const k of Object.keys(CAMPI_COMPOSIZIONE) as CampoComposizione[]) out[k] = num(i[k]);
  return out;
}

/** The view of an ingredient; its allergen names come from allergeniDegliIngredienti (one batch). */
export function toIngredienteView(i: Ingrediente, allergeni: AllergeniIngredienteView = { contiene: [], tracce: [] }): IngredienteView {
  return {
    id: i.id,
    nome: i.nome,
    descrizione: i.descrizione ?? null,
    costoPerUnita: Number(i.costoPerUnita),
    unitaMisura: i.unitaMisura,
    fornitore: i.fornitore,
    calorie: num(i.calorie),
    carboidrati: num(i.carboidrati),
    zuccheri: num(i.zuccheri),
    grassi: num(i.grassi),
    proteine: num(i.proteine),
    sale: num(i.sale),
    pac: num(i.pac),
    pod: num(i.pod),
    ...composizioneView(i),
    pacPodDerivati: i.pacPodDerivati,
    allergeniContiene: allergeni.contiene,
    allergeniTracce: allergeni.tracce,
    allergeniDichiarati: i.allergeniDichiarati,
    nomeEtichetta: i.nomeEtichetta ?? null,
    caratterizzante: i.caratterizzante,
    pesoPezzoG: num(i.pesoPezzoG),
    ingredientiComposti: i.ingredientiComposti ?? null,
    additivo: i.additivoCategoria ? { categoria: i.additivoCategoria, nome: i.additivoNome ?? null, eNumero: i.additivoENumero ?? null } : null,
    attivo: i.attivo,
    createdAt: i.createdAt,
  };
}
