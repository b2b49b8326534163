import { graphql } from '../../gql';

/** GraphQL operations of the weighing sheet (api/src/modules/gusti/foglio-pesata.*). */

export const FoglioPesataDocument = graphql(`
  query FoglioPesata($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {
    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {
      gustoId
      nome
      versione
      tipo
      modo
      kgMix
      densitaMix
      vaschette
      volumeL
      overrun
      capacitaMinKg
      capacitaMaxKg
      risoluzioneG
      kgCiclo
      cicli {
        numero
        kg
        righe {
          ingredienteId
          nome
          unita
          quantita
          grammi
        }
      }
      allergeni
      tracce
      note
      avvisi
    }
  }
`);

/** The same sheet with its costs (admin and manager only: the server refuses the fields to operators). */
export const FoglioPesataCostiDocument = graphql(`
  query FoglioPesataCosti($gustoId: Int!, $kg: Float, $vaschette: Int, $volumeL: Float, $overrun: Float) {
    foglioPesata(gustoId: $gustoId, kg: $kg, vaschette: $vaschette, volumeL: $volumeL, overrun: $overrun) {
      gustoId
      foodCostKg
      costoLotto
    }
  }
`);
