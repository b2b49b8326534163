import { graphql } from '../../gql';

/**
 * GraphQL operations of the analytics page (api/src/modules/analytics). Every section is its own
 * query so that one failing section does not take the others down. Cost and margin fields are
 * refused by the server for operatori: they are requested only with `$conCosti`.
 */

export const AnalyticsOpzioniDocument = graphql(`
  query AnalyticsOpzioni($staff: Boolean!) {
    puntiVendita {
      id
      nome
      attivo
    }
    gusti(includiDisattivi: $staff) {
      id
      nome
    }
    categorieGusti(soloAttive: true) @include(if: $staff) {
      id
      nome
    }
    ingredienti(includiDisattivi: true) @include(if: $staff) {
      id
      nome
    }
    utenti @include(if: $staff) {
      id
      nome
      attivo
    }
  }
`);

export const AnalyticsCardsDocument = graphql(`
  query AnalyticsCards($filtro: AnalyticsFiltro, $conCosti: Boolean!) {
    analytics(filtro: $filtro) {
      dashboard {
        oggi
        produzioneOggi {
          kgTotale
          produzioni
          costoTotale @include(if: $conCosti)
        }
        produzioneMese {
          kgTotale
          produzioni
        }
        totali {
          gustiAttivi
        }
      }
    }
  }
`);

export const AnalyticsConfrontoDocument = graphql(`
  query AnalyticsConfronto($filtro: AnalyticsFiltro, $conCosti: Boolean!) {
    analytics(filtro: $filtro) {
      confronto {
        annoCorrente {
          ...AnalyticsAnnoConfrontoCampi
        }
        annoPrecedente {
          ...AnalyticsAnnoConfrontoCampi
        }
        variazioni {
          kgPercentuale
          costoPercentuale @include(if: $conCosti)
          marginePercentuale @include(if: $conCosti)
        }
      }
    }
  }

  fragment AnalyticsAnnoConfrontoCampi on AnalyticsAnnoConfronto {
    anno
    kgTotale
    costoTotale @include(if: $conCosti)
    margine @include(if: $conCosti)
    datiMensili {
      mese
      kgTotale
    }
  }
`);

export const AnalyticsTopGustiDocument = graphql(`
  query AnalyticsTopGusti($filtro: AnalyticsFiltro, $limite: Int) {
    analytics(filtro: $filtro) {
      topGusti(limite: $limite) {
        gustoId
        nome
        categoria
        colore
        totaleKg
        percentuale
        mediaMensile
        trend
      }
    }
  }
`);

export const AnalyticsIngredientiDocument = graphql(`
  query AnalyticsIngredienti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {
    analytics(filtro: $filtro) {
      ingredienti(limite: $limite) {
        ingredienteId
        nome
        consumoTotale
        unita
        costoTotale @include(if: $conCosti)
        trend
        utilizzoGusti {
          gustoId
          gustoNome
        }
      }
    }
  }
`);
