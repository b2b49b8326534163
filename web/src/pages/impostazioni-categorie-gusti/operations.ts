import { graphql } from '../../gql';

export const CATEGORIA_GUSTO_FIELDS = graphql(`
  fragment ImpostazioniCategoriaGustoFields on CategoriaGusto {
    id
    nome
    descrizione
    colore
    ordine
    attivo
  }
`);

export const CATEGORIE_GUSTI_QUERY = graphql(`
  query ImpostazioniCategorieGusti {
    categorieGusti {
      ...ImpostazioniCategoriaGustoFields
    }
  }
`);

export const CREA_CATEGORIA_GUSTO = graphql(`
  mutation CreaCategoriaGusto($input: CategoriaGustoInput!) {
    creaCategoriaGusto(input: $input) {
      ...ImpostazioniCategoriaGustoFields
    }
  }
`);

export const AGGIORNA_CATEGORIA_GUSTO = graphql(`
  mutation AggiornaCategoriaGusto($id: Int!, $input: AggiornaCategoriaGustoInput!) {
    aggiornaCategoriaGusto(id: $id, input: $input) {
      ...ImpostazioniCategoriaGustoFields
    }
  }
`);

export const ELIMINA_CATEGORIA_GUSTO = graphql(`
  mutation EliminaCategoriaGusto($id: Int!) {
    eliminaCategoriaGusto(id: $id)
  }
`);
