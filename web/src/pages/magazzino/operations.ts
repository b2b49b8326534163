import { graphql } from '../../gql';
import type { GiacenzeQuery, OrdiniSuggeritiQuery, RichiamoLottoQuery } from '../../gql/graphql';

/** Stock per ingredient and lot (api/src/modules/magazzino); the expiry notice days for admin and manager. */
export const GiacenzeDocument = graphql(`
  query Giacenze($staff: Boolean!) {
    giacenze {
      ingredienteId
      nome
      unitaMisura
      giacenza
      scortaMinima
      ubicazione
      sottoScorta
      giacenzaNegativa
      lotti {
        lotto
        scadenza
        giacenza
      }
    }
    lottiInScadenza @include(if: $staff) {
      giorni
    }
  }
`);

export const RegistraRettificaDocument = graphql(`
  mutation RegistraRettifica($input: RettificaInput!) {
    registraRettifica(input: $input) {
      id
      giacenza
    }
  }
`);

export const ImpostaScortaDocument = graphql(`
  mutation ImpostaScorta($ingredienteId: Int!, $input: ScortaInput!) {
    impostaScorta(ingredienteId: $ingredienteId, input: $input) {
      ingredienteId
      scortaMinima
      ubicazione
      sottoScorta
    }
  }
`);

export const RegistraInventarioDocument = graphql(`
  mutation RegistraInventario($input: InventarioInput!) {
    registraInventario(input: $input) {
      righeContate
      invariate
      rettifiche {
        id
      }
    }
  }
`);

export const OrdiniSuggeritiDocument = graphql(`
  query OrdiniSuggeriti {
    ordiniSuggeriti {
      fornitoreId
      ragioneSociale
      email
      totaleStimato
      righe {
        ingredienteId
        nome
        unitaMisura
        giacenza
        scortaMinima
        fabbisognoSettimana
        daOrdinare
        costoPerUnita
        costoStimato
      }
    }
  }
`);

export const RichiamoLottoDocument = graphql(`
  query RichiamoLotto($ingredienteId: Int!, $lotto: String!) {
    richiamoLotto(ingredienteId: $ingredienteId, lotto: $lotto) {
      ingrediente {
        id
        nome
        unitaMisura
      }
      lotto
      fornitore {
        id
        ragioneSociale
        partitaIva
        email
        telefono
        indirizzo
        cap
        comune
        provincia
      }
      ricevimenti {
        id
        fornitoreId
        data
        numeroDocumento
        quantita
        scadenza
        temperatura
      }
      quantitaRicevuta
      quantitaUsata
      produzioni {
        produzioneId
        data
        puntoVenditaNome
        gustoNome
        quantitaKg
        quantitaIngrediente
        versioneRicetta
        lottoProduzione
      }
    }
  }
`);

export type Giacenza = GiacenzeQuery['giacenze'][number];
export type OrdineSuggerito = OrdiniSuggeritiQuery['ordiniSuggeriti'][number];
export type Richiamo = RichiamoLottoQuery['richiamoLotto'];
