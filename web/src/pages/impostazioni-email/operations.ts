import { graphql } from '../../gql';

export const EMAIL_CONFIG_QUERY = graphql(`
  query ConfigurazioneEmail {
    emailConfig {
      chiave
      valore
      descrizione
    }
  }
`);

export const SALVA_EMAIL_CONFIG = graphql(`
  mutation SalvaEmailConfig($configs: [EmailConfigEntryInput!]!) {
    salvaEmailConfig(configs: $configs) {
      success
      message
    }
  }
`);

export const INVIA_EMAIL_TEST = graphql(`
  mutation InviaEmailTest($email: String) {
    inviaEmailTest(email: $email) {
      success
      message
      emailId
    }
  }
`);
