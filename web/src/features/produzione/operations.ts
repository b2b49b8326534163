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

export const REGISTRA_PRODUZIONE = graphql(`
  mutation ProduzioneRegistra($input: RegistraProduzioneInput!) {
    registraProduzione(input: $input) {
      id
      data
      kgTotale
    }
  }
`);
