import { graphql } from '../../gql';

/** A sales point's day in the display case: trays with their closing, and the waste. */
export const VETRINA_GIORNO_QUERY = graphql(`
  query VetrinaGiorno($puntoVenditaId: Int, $data: String) {
    vetrina(puntoVenditaId: $puntoVenditaId, data: $data) {
      puntoVenditaId
      data
      carichi {
        id
        gustoId
        gustoNome
        gustoColore
        produzioneId
        kg
        kgRimasti
      }
      scarti {
        id
        gustoId
        gustoNome
        gustoColore
        kg
        motivo
      }
    }
  }
`);

/** The day's figures per flavour; revenue and margin only when `costi` (admin, manager). */
export const VETRINA_RIEPILOGO_QUERY = graphql(`
  query VetrinaRiepilogo($puntoVenditaId: Int, $dal: String, $al: String, $costi: Boolean!) {
    riepilogoVetrina(puntoVenditaId: $puntoVenditaId, dal: $dal, al: $al) {
      gustoId
      nome
      kgCaricati
      kgVenduti
      kgScarto
      sellThrough
      scartoPercentuale
      ricavo @include(if: $costi)
      margine @include(if: $costi)
    }
  }
`);

/** Today's productions of the point: the trays to load come from their lines. */
export const VETRINA_PRODUZIONI_QUERY = graphql(`
  query VetrinaProduzioniGiorno($filtro: FiltroProduzioni) {
    produzioni(filtro: $filtro, limit: 100) {
      righe {
        id
        gusti {
          gustoId
          gustoNome
          gustoColore
          quantitaKg
        }
      }
    }
  }
`);

/** The three writes carry the client's id as idempotency key (sent now or later by the device queue). */
export const CARICA_VASCHETTA = graphql(`
  mutation VetrinaCaricaVaschetta($input: CaricoVetrinaInput!, $idempotencyKey: String) {
    caricaVaschetta(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const CHIUDI_VASCHETTA = graphql(`
  mutation VetrinaChiudiVaschetta($input: ChiusuraVetrinaInput!, $idempotencyKey: String) {
    chiudiVaschetta(input: $input, idempotencyKey: $idempotencyKey) {
      id
      kgRimasti
    }
  }
`);

export const REGISTRA_SCARTO = graphql(`
  mutation VetrinaRegistraScarto($input: ScartoVetrinaInput!, $idempotencyKey: String) {
    registraScarto(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

/** Correction of a tray's closing weigh (admin, manager). */
export const VETRINA_CORREGGI_CHIUSURA = graphql(`
  mutation VetrinaCorreggiChiusura($input: ChiusuraVetrinaInput!) {
    correggiChiusuraVaschetta(input: $input) {
      id
      kg
      kgRimasti
    }
  }
`);
