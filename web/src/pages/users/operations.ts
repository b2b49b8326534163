import { graphql } from '../../gql';

export const UTENTE_FIELDS = graphql(`
  fragment GestioneUtenteFields on User {
    id
    nome
    email
    ruolo
    puntoVenditaId
    puntoVenditaNome
    attivo
    createdAt
  }
`);

export const UTENTI_QUERY = graphql(`
  query GestioneUtenti {
    utenti {
      ...GestioneUtenteFields
    }
  }
`);

/** Sales points offered in the user form (only the active ones are selectable). */
export const PUNTI_VENDITA_OPZIONI_QUERY = graphql(`
  query GestioneUtentiPuntiVendita {
    puntiVendita {
      id
      nome
      attivo
    }
  }
`);

export const CREA_UTENTE = graphql(`
  mutation CreaUtente($input: CreaUtenteInput!) {
    creaUtente(input: $input) {
      ...GestioneUtenteFields
    }
  }
`);

export const AGGIORNA_UTENTE = graphql(`
  mutation AggiornaUtente($id: Int!, $input: AggiornaUtenteInput!) {
    aggiornaUtente(id: $id, input: $input) {
      ...GestioneUtenteFields
    }
  }
`);

export const ELIMINA_UTENTE = graphql(`
  mutation EliminaUtente($id: Int!) {
    eliminaUtente(id: $id) {
      ...GestioneUtenteFields
    }
  }
`);
