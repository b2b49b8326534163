import { graphql } from '../../gql';

export const PUNTO_VENDITA_FIELDS = graphql(`
  fragment GestionePuntoVenditaFields on PuntoVendita {
    id
    nome
    indirizzo
    attivo
    temperaturaVetrina
    latitudine
    longitudine
    santoPatrono
    createdAt
  }
`);

export const PUNTI_VENDITA_QUERY = graphql(`
  query GestionePuntiVendita {
    puntiVendita {
      ...GestionePuntoVenditaFields
    }
  }
`);

export const CREA_PUNTO_VENDITA = graphql(`
  mutation CreaPuntoVendita($input: PuntoVenditaInput!) {
    creaPuntoVendita(input: $input) {
      ...GestionePuntoVenditaFields
    }
  }
`);

export const AGGIORNA_PUNTO_VENDITA = graphql(`
  mutation AggiornaPuntoVendita($id: Int!, $input: AggiornaPuntoVenditaInput!) {
    aggiornaPuntoVendita(id: $id, input: $input) {
      ...GestionePuntoVenditaFields
    }
  }
`);

export const ELIMINA_PUNTO_VENDITA = graphql(`
  mutation EliminaPuntoVendita($id: Int!) {
    eliminaPuntoVendita(id: $id)
  }
`);
