import { graphql } from '../../gql';

/** Cost fields are requested only with $conCosti (admin, manager): the server refuses them to operatori. */
export const STORICO_PRODUZIONE_FIELDS = graphql(`
  fragment StoricoProduzioneCampi on Produzione {
    id
    data
    puntoVenditaId
    puntoVenditaNome
    operatoreId
    operatoreNome
    kgTotale
    note
    inviatoEmail
    createdAt
    costoTotale @include(if: $conCosti)
    gusti {
      gustoId
      gustoNome
      gustoCategoria
      gustoColore
      quantitaKg
      foodCost @include(if: $conCosti)
    }
  }
`);

export const STORICO_PRODUZIONI_QUERY = graphql(`
  query StoricoProduzioni(
    $filtro: FiltroProduzioni
    $ordinamento: OrdinamentoProduzioni
    $limit: Int
    $offset: Int
    $conCosti: Boolean!
  ) {
    produzioni(filtro: $filtro, ordinamento: $ordinamento, limit: $limit, offset: $offset) {
      totale
      righe {
        ...StoricoProduzioneCampi
      }
    }
  }
`);

/** Filter options and the edit modal's flavour picker; users only for admin/manager. */
export const STORICO_DATI_FILTRI_QUERY = graphql(`
  query StoricoDatiFiltri($gestione: Boolean!) {
    puntiVendita {
      id
      nome
      attivo
    }
    gusti(includiDisattivi: $gestione) {
      id
      nome
      attivo
      colore
      categoria {
        id
        nome
      }
      foodCost @include(if: $gestione)
    }
    utenti @include(if: $gestione) {
      id
      nome
    }
  }
`);

export const STORICO_MODIFICA_PRODUZIONE = graphql(`
  mutation StoricoModificaProduzione($id: Int!, $input: ModificaProduzioneInput!, $conCosti: Boolean!) {
    modificaProduzione(id: $id, input: $input) {
      ...StoricoProduzioneCampi
    }
  }
`);

export const STORICO_ELIMINA_PRODUZIONE = graphql(`
  mutation StoricoEliminaProduzione($id: Int!) {
    eliminaProduzione(id: $id)
  }
`);

export const STORICO_INVIA_EMAIL = graphql(`
  mutation StoricoInviaEmailProduzione($id: Int!) {
    inviaEmailProduzione(id: $id) {
      success
      message
    }
  }
`);
