import { graphql } from '../../gql';

/** GraphQL operations of the suppliers (api/src/modules/fornitori). */

export const FORNITORE_CAMPI = graphql(`
  fragment GestioneFornitoreCampi on Fornitore {
    id
    ragioneSociale
    partitaIva
    email
    telefono
    indirizzo
    cap
    comune
    provincia
    attivo
    ingredienti
  }
`);

export const FORNITORI_QUERY = graphql(`
  query GestioneFornitori {
    fornitori {
      ...GestioneFornitoreCampi
    }
  }
`);

export const CREA_FORNITORE = graphql(`
  mutation CreaFornitore($input: FornitoreInput!) {
    creaFornitore(input: $input) {
      ...GestioneFornitoreCampi
    }
  }
`);

export const MODIFICA_FORNITORE = graphql(`
  mutation ModificaFornitore($id: Int!, $input: FornitoreInput!) {
    modificaFornitore(id: $id, input: $input) {
      ...GestioneFornitoreCampi
    }
  }
`);
