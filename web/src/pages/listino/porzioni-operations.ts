import { graphql } from '../../gql';

/** A sales point's portions (admin, manager). */
export const PORZIONI_QUERY = graphql(`
  query ListinoPorzioni($puntoVenditaId: Int) {
    porzioni(puntoVenditaId: $puntoVenditaId) {
      id
      puntoVenditaId
      tipo
      grammi
      prezzo
      prezzoKg
    }
  }
`);

export const IMPOSTA_PORZIONE = graphql(`
  mutation ListinoImpostaPorzione($input: PorzioneInput!) {
    impostaPorzione(input: $input) {
      id
      puntoVenditaId
      tipo
      grammi
      prezzo
      prezzoKg
    }
  }
`);

export const ELIMINA_PORZIONE = graphql(`
  mutation ListinoEliminaPorzione($puntoVenditaId: Int!, $tipo: TipoPorzione!) {
    eliminaPorzione(puntoVenditaId: $puntoVenditaId, tipo: $tipo) {
      id
    }
  }
`);
