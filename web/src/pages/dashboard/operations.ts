import { graphql } from '../../gql';

/** The real figures of the dashboard (api/src/modules/analytics, field `dashboard`). */
export const DashboardDocument = graphql(`
  query Dashboard($conCosti: Boolean!) {
    analytics {
      dashboard {
        oggi
        produzioneOggi {
          kgTotale
          produzioni
        }
        produzioneMese {
          kgTotale
          produzioni
        }
        totali {
          produzioni
          kgTotale
          costoTotale @include(if: $conCosti)
          utentiAttivi
          gustiAttivi
        }
        produzioneGiornaliera {
          data
          kgTotale
          produzioni
        }
      }
    }
  }
`);
