import { graphql } from '../../gql';

export const LOG_ATTIVITA_QUERY = graphql(`
  query LogAttivita($limite: Int!, $offset: Int!) {
    logAttivita(limite: $limite, offset: $offset) {
      totale
      righe {
        id
        utenteId
        utenteNome
        utenteEmail
        azione
        dettagli
        ipAddress
        createdAt
      }
    }
  }
`);

export const ELIMINA_LOG_ATTIVITA = graphql(`
  mutation EliminaLogAttivita($id: Int!) {
    eliminaLogAttivita(id: $id)
  }
`);
