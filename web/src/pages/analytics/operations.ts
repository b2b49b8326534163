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
        finoAOggi
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
          margineFonte @include(if: $conCosti)
        }
      }
    }
  }

  fragment AnalyticsAnnoConfrontoCampi on AnalyticsAnnoConfronto {
    anno
    dataInizio
    dataFine
    kgTotale
    costoTotale @include(if: $conCosti)
    margine @include(if: $conCosti)
    margineFonte @include(if: $conCosti)
    margineStimato @include(if: $conCosti)
    datiMensili {
      mese
      kgTotale
      margine @include(if: $conCosti)
      margineFonte @include(if: $conCosti)
    }
  }
`);

export const AnalyticsTopGustiDocument = graphql(`
  query AnalyticsTopGusti($filtro: AnalyticsFiltro, $limite: Int, $conCosti: Boolean!) {
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
        margine @include(if: $conCosti)
        margineKg @include(if: $conCosti)
        margineFonte @include(if: $conCosti)
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

/** Real margins (display case) or estimated ones per flavour (admin, manager only: never sent otherwise). */
export const AnalyticsMarginiDocument = graphql(`
  query AnalyticsMargini($filtro: AnalyticsFiltro) {
    analytics(filtro: $filtro) {
      margini {
        totale {
          kg
          kgVenduti
          ricavo
          costo
          margine
          margineKg
          marginePercentuale
          margineFonte
        }
        gusti {
          gustoId
          nome
          categoria
          colore
          kg
          kgVenduti
          ricavo
          costo
          margine
          margineKg
          marginePercentuale
          margineFonte
        }
      }
    }
  }
`);

/** The forecast's backtest of a sales point (admin, manager): WMAPE of the model and of the two references. */
export const AnalyticsPrevisioneDocument = graphql(`
  query AnalyticsPrevisione($puntoVenditaId: Int!) {
    accuratezzaPrevisioni(puntoVenditaId: $puntoVenditaId) {
      puntoVenditaId
      wmapeModello
      wmapeIngenuo
      wmapeRegola4Settimane
      settimane
      giorni
    }
  }
`);

/** The flavours' current food cost at the chosen basis (admin, manager only: never sent otherwise; issue 30). */
export const AnalyticsFoodCostDocument = graphql(`
  query AnalyticsFoodCost($filtro: AnalyticsFiltro, $baseCosto: BaseCosto) {
    analytics(filtro: $filtro) {
      foodCostGusti(baseCosto: $baseCosto) {
        gustoId
        nome
        categoria
        colore
        foodCostAttuale
        foodCostMedio
        kgTotale
      }
    }
  }
`);
