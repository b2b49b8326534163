import { graphql } from '../../gql';

/** GraphQL operations of the "Versioni" tab (api/src/modules/gusti/versioni.*). */

export const VersioniRicettaDocument = graphql(`
  query VersioniRicetta($gustoId: Int!) {
    versioniRicetta(gustoId: $gustoId) {
      numero
      data
      autore
      nota
      foodCost
      pacKg
      corrente
    }
  }
`);

export const VersioneRicettaDocument = graphql(`
  query VersioneRicetta($gustoId: Int!, $numero: Int!) {
    versioneRicetta(gustoId: $gustoId, numero: $numero) {
      numero
      foodCost
      pacKg
      massaKg
      righe {
        ingredienteId
        nome
        quantita
        unita
        unitaMisura
        ruolo
        caratterizzante
      }
    }
  }
`);

export const RipristinaVersioneRicettaDocument = graphql(`
  mutation RipristinaVersioneRicetta($gustoId: Int!, $numero: Int!) {
    ripristinaVersioneRicetta(gustoId: $gustoId, numero: $numero) {
      id
      versione
    }
  }
`);
