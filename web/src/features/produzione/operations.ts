import { graphql } from '../../gql';

/** Active flavours (with category) and sales points for the recording screens; no cost fields. */
export const DATI_REGISTRAZIONE_QUERY = graphql(`
  query ProduzioneDatiRegistrazione {
    gusti(includiDisattivi: false) {
      id
      nome
      colore
      attivo
      categoria {
        id
        nome
        colore
        ordine
      }
    }
    puntiVendita {
      id
      nome
      attivo
    }
  }
`);

/** `idempotencyKey`: the production's client-generated id; a repeat within 24 h creates nothing new. */
export const REGISTRA_PRODUZIONE = graphql(`
  mutation ProduzioneRegistra($input: RegistraProduzioneInput!, $idempotencyKey: String) {
    registraProduzione(input: $input, idempotencyKey: $idempotencyKey) {
      id
      data
      kgTotale
    }
  }
`);
