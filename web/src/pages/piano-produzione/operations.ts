import { graphql } from '../../gql';

/** The whole plan of a day: the page reads it, and the two writes answer with it (the cache is replaced). */
export const PIANO_FRAGMENT = graphql(`
  fragment PianoCompleto on Piano {
    data
    registrato
    produzioniIds
    pulizie
    avvisi
    righe {
      puntoVenditaId
      puntoVenditaNome
      gustoId
      gustoNome
      kgPrevisti
      kgMin
      kgMax
      kgInVetrina
      kgInFreezer
      vaschetteProposte
      vaschette
      kg
      modificataDa
      modificataIl
    }
    cicli {
      mantecatore
      ordine
      gustoId
      gustoNome
      kg
      inizio
      fine
      puliziaPrima
      allergeni
    }
    fabbisogno {
      ingredienteId
      nome
      unitaMisura
      quantita
      giacenza
      daOrdinare
    }
  }
`);

export const PIANO_QUERY = graphql(`
  query PianoProduzione($data: String!) {
    piano(data: $data) {
      ...PianoCompleto
    }
  }
`);

/** Every change of the day's trays: who, when, before → after (admin, manager). */
export const PIANO_MODIFICHE_QUERY = graphql(`
  query PianoModifiche($data: String!) {
    pianoModifiche(data: $data) {
      puntoVenditaId
      gustoId
      gustoNome
      vaschettePrima
      vaschetteDopo
      utente
      il
    }
  }
`);

export const SALVA_PIANO = graphql(`
  mutation SalvaPiano($data: String!, $righe: [PianoRigaInput!]!) {
    salvaPiano(data: $data, righe: $righe) {
      ...PianoCompleto
    }
  }
`);

export const REGISTRA_PIANO = graphql(`
  mutation RegistraPiano($data: String!) {
    registraPiano(data: $data) {
      ...PianoCompleto
    }
  }
`);

/** The plan's settings: batch freezers, working hours, tray kg, shelf life in the case, flavours always shown. */
export const CONFIGURAZIONE_PIANO_QUERY = graphql(`
  query ConfigurazionePiano {
    configurazionePiano {
      ...ConfigurazionePianoCampi
    }
  }
`);

export const CONFIGURAZIONE_FRAGMENT = graphql(`
  fragment ConfigurazionePianoCampi on ConfigurazionePiano {
    mantecatori {
      nome
      capacitaKg
      minutiCiclo
    }
    orarioInizio
    orarioFine
    kgPerVaschetta
    minutiPulizia
    giorniVetrinaGelato
    giorniVetrinaSorbetto
    gustiSempreEsposti {
      puntoVenditaId
      gustoId
      gustoNome
    }
  }
`);

export const SALVA_CONFIGURAZIONE_PIANO = graphql(`
  mutation SalvaConfigurazionePiano($input: ConfigurazionePianoInput!) {
    salvaConfigurazionePiano(input: $input) {
      ...ConfigurazionePianoCampi
    }
  }
`);
