import { graphql } from '../../gql';

export const ALLERGENE_FIELDS = graphql(`
  fragment ImpostazioniAllergeneFields on Allergene {
    id
    nome
    codice
    descrizione
    regolamentazione
    attivo
  }
`);

export const ALLERGENI_QUERY = graphql(`
  query ImpostazioniAllergeni {
    allergeni {
      ...ImpostazioniAllergeneFields
    }
  }
`);

export const CREA_ALLERGENE = graphql(`
  mutation CreaAllergene($input: AllergeneInput!) {
    creaAllergene(input: $input) {
      ...ImpostazioniAllergeneFields
    }
  }
`);

export const AGGIORNA_ALLERGENE = graphql(`
  mutation AggiornaAllergene($id: Int!, $input: AggiornaAllergeneInput!) {
    aggiornaAllergene(id: $id, input: $input) {
      ...ImpostazioniAllergeneFields
    }
  }
`);

export const ELIMINA_ALLERGENE = graphql(`
  mutation EliminaAllergene($id: Int!) {
    eliminaAllergene(id: $id)
  }
`);
