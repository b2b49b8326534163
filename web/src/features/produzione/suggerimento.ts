import { graphql } from '../../gql';
import { roundKg } from './quantities';

/**
 * Tomorrow's production suggestion of a sales point (DOMAIN.md, Display case): the suggested kg per
 * flavour, no prices (operators see it too).
 */
export const SUGGERIMENTO_QUERY = graphql(`
  query ProduzioneSuggerimento($puntoVenditaId: Int, $data: String) {
    suggerimentoProduzione(puntoVenditaId: $puntoVenditaId, data: $data) {
      gustoId
      kgSuggeriti
    }
  }
`);

export const MSG_SUGGERIMENTO = {
  compila: 'Compila dai suggeriti',
  caricamento: 'Calcolo dei suggeriti…',
  nonDisponibili: 'Suggeriti non disponibili: registra le quantità a mano',
  nessuno: 'Nessun suggerimento per questo giorno: serve lo storico della vetrina',
  compilati: 'Quantità compilate dai suggeriti',
} as const;

/** "Suggerito: 3,25 kg" (grams when the suggestion has them). */
export const testoSuggerito = (kg: number) => `Suggerito: ${kg.toLocaleString('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 3 })} kg`;

/** "arrotondati a 0,5 kg" / "a 1 kg": how the fill rounds. */
export const testoArrotondamento = (passo: number) => `Quantità arrotondate a ${passo.toLocaleString('it-IT', { maximumFractionDigits: 3 })} kg`;

/**
 * A suggested kg as a quantity of the screen: to the nearest multiple of the mode's finest step (so
 * the steps and the decrement rule work on it), a positive suggestion never below one step.
 */
export function quantitaSuggerita(kg: number, passo: number): number {
  if (!Number.isFinite(kg) || kg <= 0) return 0;
  return roundKg(Math.max(1, Math.round(kg / passo)) * passo);
}

/** The finest increment of a mode (0.5 kg in standard and touch, 1 kg in touch 2). */
export const passoMinimo = (incrementi: readonly number[]) => Math.min(...incrementi);
