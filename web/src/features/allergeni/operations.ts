import { graphql } from '../../gql';
import type { EtichettaGustoQuery, VerificaAllergeniQuery } from '../../gql/graphql';

/** GraphQL operations of the derived allergens, the EU label and the check (api/src/modules/allergeni). */

export const CatalogoAllergeniDocument = graphql(`
  query CatalogoAllergeni {
    allergeni(soloAttivi: true) {
      id
      nome
    }
  }
`);

export const EtichettaGustoDocument = graphql(`
  query EtichettaGusto($gustoId: Int!) {
    etichetta(gustoId: $gustoId) {
      denominazione
      ingredienti {
        nome
        percentuale
        allergene
        allergeni
        quid
        testo
      }
      daConsumarsiEntro
      conservazione
      operatore {
        ragioneSociale
        indirizzo
        partitaIva
      }
      allergeni
      tracce
      nutrizioneTesto {
        energia
        grassi
        grassiSaturi
        carboidrati
        zuccheri
        fibre
        proteine
        sale
      }
      testo
      avvisi
    }
  }
`);
export type Etichetta = EtichettaGustoQuery['etichetta'];

export const VerificaAllergeniDocument = graphql(`
  query VerificaAllergeni {
    verificaAllergeni {
      gustiNonSpiegati {
        id
        nome
        attivo
        allergeni
      }
      ingredientiNonDichiarati {
        id
        nome
        attivo
        gusti
      }
    }
  }
`);
export type VerificaAllergeni = VerificaAllergeniQuery['verificaAllergeni'];
