import { graphql } from '../../gql';
import type { PrezziIngredienteQuery } from '../../gql/graphql';

/** Price history of an ingredient from its goods receipts (api/src/modules/magazzino). */
export const PrezziIngredienteDocument = graphql(`
  query PrezziIngrediente($ingredienteId: Int!) {
    prezziIngrediente(ingredienteId: $ingredienteId) {
      ingredienteId
      nome
      unitaMisura
      ultimoPrezzo
      prezzoMedioPonderato
      sogliaVariazione
      prezzi {
        data
        fornitore
        numeroDocumento
        lotto
        quantita
        prezzoUnitario
        variazionePercentuale
        allarmePrezzo
      }
    }
  }
`);

export type PrezziIngrediente = PrezziIngredienteQuery['prezziIngrediente'];
export type PrezzoStorico = PrezziIngrediente['prezzi'][number];
