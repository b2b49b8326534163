import { graphql } from '../../gql';

/** The price list and the configured default price (admin, manager). */
export const LISTINO_QUERY = graphql(`
  query Listino {
    listino {
      gustoId
      puntoVenditaId
      prezzoKg
    }
    prezzoListinoPredefinito
  }
`);

export const IMPOSTA_PREZZO = graphql(`
  mutation ListinoImpostaPrezzo($input: PrezzoListinoInput!) {
    impostaPrezzoListino(input: $input) {
      gustoId
      puntoVenditaId
      prezzoKg
    }
  }
`);

export const ELIMINA_PREZZO = graphql(`
  mutation ListinoEliminaPrezzo($gustoId: Int!, $puntoVenditaId: Int) {
    eliminaPrezzoListino(gustoId: $gustoId, puntoVenditaId: $puntoVenditaId) {
      gustoId
    }
  }
`);

export const AUMENTA_LISTINO = graphql(`
  mutation ListinoAumenta($input: AumentoListinoInput!) {
    aumentaListino(input: $input) {
      gustoId
      puntoVenditaId
      prezzoKg
    }
  }
`);
