import { graphql } from '../../gql';

/** GraphQL operations of the gelato-science screens (api/src/modules/scienza). */

export const AnalisiCampi = graphql(`
  fragment AnalisiCampi on AnalisiMiscela {
    massaKg
    composizione {
      acqua
      solidiTotali
      grassi
      grassiSaturi
      slng
      zuccheri
      saccarosio
      glucosio
      fruttosio
      lattosio
      maltosio
      proteine
      fibre
      alcol
      sale
      stabilizzanti
      altriSolidi
    }
    pacTotale
    pacSaliLatte
    hf
    pod
    absPac
    puntoCongelamento
    temperaturaServizio
    durezzaVetrina {
      puntoVenditaId
      temperatura
      percentuale
    }
    densitaMix
    copertura {
      percentuale
      ingredientiSenzaComposizione {
        id
        nome
      }
    }
    curva {
      x
      temperatura
      temperaturaDurezza
    }
    controlli {
      chiave
      valore
      min
      max
      esito
    }
    profilo {
      id
      nome
    }
    foodCost
  }
`);

/** What the panel's selectors offer: balancing profiles and the sales points with their display-case temperature. */
export const OpzioniScienzaDocument = graphql(`
  query OpzioniScienza {
    profiliBilanciamento {
      id
      nome
      predefinito
    }
    puntiVendita {
      id
      nome
      attivo
      temperaturaVetrina
    }
  }
`);

/** The analysis of an unsaved recipe (the editor's live preview). */
export const AnalisiRicettaDocument = graphql(`
  query AnalisiRicetta($input: AnalisiRicettaInput!) {
    analisiRicetta(input: $input) {
      ...AnalisiCampi
    }
  }
`);

export const BilanciaRicettaDocument = graphql(`
  mutation BilanciaRicetta($input: BilanciaRicettaInput!) {
    bilanciaRicetta(input: $input) {
      fattibile
      righe {
        ingredienteId
        quantita
        unita
      }
      foodCost
      obiettiviMancati {
        chiave
        valore
        min
        max
        scarto
        messaggio
      }
      vincoliAttivi {
        chiave
        descrizione
      }
      analisi {
        ...AnalisiCampi
      }
    }
  }
`);

/** The saved analysis of one flavour (comparison view). */
export const AnalisiGustoDocument = graphql(`
  query AnalisiGusto($id: Int!, $puntoVenditaId: Int) {
    gusto(id: $id) {
      id
      nome
      colore
      foodCost
      analisi(puntoVenditaId: $puntoVenditaId) {
        ...AnalisiCampi
      }
    }
  }
`);
