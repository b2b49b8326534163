import { graphql } from '../../gql';

export const CHIAVI_API_QUERY = graphql(`
  query ChiaviApi {
    chiaviApi {
      id
      nome
      prefisso
      scopes
      scadenza
      ipConsentiti
      creataIl
      revocataIl
      ultimoUsoIl
      ultimoUsoIp
    }
  }
`);

export const CREA_CHIAVE_API = graphql(`
  mutation CreaChiaveApi($nome: String!, $scopes: [String!]!, $scadenza: String, $ipConsentiti: [String!]) {
    creaChiaveApi(nome: $nome, scopes: $scopes, scadenza: $scadenza, ipConsentiti: $ipConsentiti) {
      chiave
      chiaveApi {
        id
        nome
        prefisso
      }
    }
  }
`);

export const REVOCA_CHIAVE_API = graphql(`
  mutation RevocaChiaveApi($id: Int!) {
    revocaChiaveApi(id: $id) {
      id
      revocataIl
    }
  }
`);

export const WEBHOOKS_QUERY = graphql(`
  query Webhooks {
    webhooks {
      id
      url
      eventi
      attivo
      creatoIl
      failingSince
    }
  }
`);

export const CREA_WEBHOOK = graphql(`
  mutation CreaWebhook($url: String!, $eventi: [String!]!) {
    creaWebhook(url: $url, eventi: $eventi) {
      segreto
      webhook {
        id
        url
      }
    }
  }
`);

export const ELIMINA_WEBHOOK = graphql(`
  mutation EliminaWebhook($id: Int!) {
    eliminaWebhook(id: $id)
  }
`);

export const CONSEGNE_WEBHOOK_QUERY = graphql(`
  query ConsegneWebhook($webhookId: Int) {
    consegneWebhook(webhookId: $webhookId) {
      id
      webhookId
      tipo
      stato
      statusCode
      durataMs
      tentativi
      errore
      createdAt
      inviataIl
      prossimoTentativo
    }
  }
`);

export const REINVIA_CONSEGNA_WEBHOOK = graphql(`
  mutation ReinviaConsegnaWebhook($id: Int!) {
    reinviaConsegnaWebhook(id: $id) {
      id
      stato
      tentativi
      prossimoTentativo
    }
  }
`);
