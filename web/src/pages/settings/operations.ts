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

/** The selling price per kg used by the estimated margins (configuration key prezzo_vendita_kg). */
export const PREZZO_VENDITA_QUERY = graphql(`
  query PrezzoVenditaKg {
    configurazioni {
      chiave
      valore
    }
  }
`);

export const IMPOSTA_PREZZO_VENDITA = graphql(`
  mutation ImpostaPrezzoVendita($valore: String!) {
    impostaConfigurazione(chiave: "prezzo_vendita_kg", valore: $valore) {
      chiave
      valore
    }
  }
`);

/** The laboratory's settings (campi: the fragment of LaboratorioSection, which reads them). */
export const ImpostazioniLaboratorioDocument = graphql(`
  query ImpostazioniLaboratorio {
    impostazioniLaboratorio {
      ...LaboratorioSectionCampi
    }
  }
`);

export const ImpostaLaboratorioDocument = graphql(`
  mutation ImpostaLaboratorio($input: ImpostaLaboratorioInput!) {
    impostaLaboratorio(input: $input) {
      ...LaboratorioSectionCampi
    }
  }
`);
