import { graphql } from '../../gql';

/** GraphQL operations of the goods receipts (api/src/modules/magazzino, ricevimento.*). */

export const RICEVIMENTI_QUERY = graphql(`
  query GestioneRicevimenti($fornitoreId: Int, $limite: Int) {
    ricevimenti(fornitoreId: $fornitoreId, limite: $limite) {
      id
      fornitoreId
      fornitoreNome
      data
      numeroDocumento
      fatturaTipoDocumento
      fatturaNomeFile
      createdByNome
      numeroRighe
      costoTotale
    }
  }
`);

export const RICEVIMENTO_QUERY = graphql(`
  query DettaglioRicevimento($id: Int!) {
    ricevimento(id: $id) {
      id
      fornitoreNome
      data
      numeroDocumento
      fatturaNomeFile
      note
      costoTotale
      righe {
        id
        ingredienteNome
        unitaMisura
        lotto
        scadenza
        quantita
        prezzoUnitario
        variazionePercentuale
        allarmePrezzo
        temperatura
        descrizione
      }
    }
  }
`);

/** What the receipt editor chooses from: suppliers and active ingredients (with their unit). */
export const DATI_RICEVIMENTO_QUERY = graphql(`
  query DatiRicevimento {
    fornitori {
      id
      ragioneSociale
      attivo
    }
    ingredienti {
      id
      nome
      unitaMisura
    }
  }
`);

export const REGISTRA_RICEVIMENTO = graphql(`
  mutation RegistraRicevimento($input: RicevimentoInput!) {
    registraRicevimento(input: $input) {
      id
      numeroDocumento
      fornitoreNome
      numeroRighe
    }
  }
`);
