import { graphql } from '../../gql';

/** The real figures of the dashboard (api/src/modules/analytics, field `dashboard`). */
export const DashboardDocument = graphql(`
  query Dashboard($conCosti: Boolean!) {
    analytics {
      dashboard {
        oggi
        prezzoVenditaKg @include(if: $conCosti)
        produzioneOggi {
          kgTotale
          produzioni
          costoTotale @include(if: $conCosti)
          margine @include(if: $conCosti)
        }
        produzioneMese {
          kgTotale
          produzioni
          costoTotale @include(if: $conCosti)
          margine @include(if: $conCosti)
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
