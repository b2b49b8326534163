import { graphql } from '../../gql';

export const ADMIN_STATS_QUERY = graphql(`
  query ImpostazioniDatabaseStats {
    adminStats {
      utenti
      gusti
      ingredienti
      puntiVendita
      categorieGusti
      allergeni
      produzioneTotale
      produzioneUltimoMese
      produzioni
    }
  }
`);

export const RESET_DATABASE = graphql(`
  mutation ResetDatabase($password: String!) {
    resetDatabase(password: $password) {
      success
      message
    }
  }
`);
