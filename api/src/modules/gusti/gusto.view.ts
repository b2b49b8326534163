import type { AllergeniGustoView } from '../allergeni/allergeni-derivati.view.js';
import type { GustoView, NutrizioneView, RigaRicettaView } from './gusto.schema.js';

export type { GustoView, NutrizioneView, RigaRicettaView };

/**
 * A flavour as REST shows it (gusto.schema.ts `gustoRestSchema`, spec section 3): categoria by name,
 * with its recipe and allergens; QUIRK_GUSTO writes ingredienti as JSON text and allergeni joined.
 */
export function gustoPerRest(g: GustoView, righe: RigaRicettaView[], a: AllergeniGustoView) {
  const { categoria, ...gusto } = g;
  return {
    ...gusto,
    categoria: categoria.nome,
    categoriaColore: categoria.colore,
    ingredienti: righe,
    allergeni: a.allergeni,
    allergeniIds: a.allergeni.map((x) => x.id),
    allergeniDerivati: a.derivati,
    allergeniManuali: a.manuali,
    tracce: a.tracce,
    origineAllergeni: a.origini,
  };
}
