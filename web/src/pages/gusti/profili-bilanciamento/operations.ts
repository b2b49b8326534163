import { graphql } from '../../../gql';

export const ProfiloBilanciamentoCampiFragment = graphql(`
  fragment ProfiloBilanciamentoCampi on ProfiloBilanciamento {
    id
    nome
    predefinito
    obiettivi {
      chiave
      min
      max
    }
    temperaturaServizio {
      min
      max
    }
  }
`);

export const ProfiliBilanciamentoDocument = graphql(`
  query ProfiliBilanciamento {
    profiliBilanciamento {
      ...ProfiloBilanciamentoCampi
    }
  }
`);

export const CreaProfiloBilanciamentoDocument = graphql(`
  mutation CreaProfiloBilanciamento($input: ProfiloBilanciamentoInput!) {
    creaProfiloBilanciamento(input: $input) {
      ...ProfiloBilanciamentoCampi
    }
  }
`);

export const AggiornaProfiloBilanciamentoDocument = graphql(`
  mutation AggiornaProfiloBilanciamento($id: Int!, $input: AggiornaProfiloBilanciamentoInput!) {
    aggiornaProfiloBilanciamento(id: $id, input: $input) {
      ...ProfiloBilanciamentoCampi
    }
  }
`);

export const EliminaProfiloBilanciamentoDocument = graphql(`
  mutation EliminaProfiloBilanciamento($id: Int!) {
    eliminaProfiloBilanciamento(id: $id)
  }
`);
