import { graphql } from '../../gql';

/** The day's readings of a sales point: per device its windows (done, due, missed) and the open alerts. */
export const CHECKLIST_HACCP_QUERY = graphql(`
  query ChecklistHaccp($puntoVenditaId: Int, $data: String) {
    checklistHaccp(puntoVenditaId: $puntoVenditaId, data: $data) {
      puntoVenditaId
      puntoVenditaNome
      data
      voci {
        dispositivo {
          id
          nome
          tipo
          temperaturaMin
          temperaturaMax
          frequenzaOre
        }
        finestre {
          inizio
          fine
          stato
          letturaId
          temperatura
          fuoriLimiti
        }
        dovute
        registrate
        mancate
        daFare
      }
      allarmi {
        id
        dispositivoNome
        misurataIl
        temperatura
        descrizione
      }
    }
  }
`);

/** The month's register of a sales point: its records (the latest are listed) and the chain check. */
export const REGISTRO_HACCP_QUERY = graphql(`
  query RegistroHaccp($puntoVenditaId: Int!, $mese: String!) {
    registroHaccp(puntoVenditaId: $puntoVenditaId, mese: $mese) {
      puntoVenditaId
      mese
      fuoriLimiti
      allarmiAperti
      dispositivi {
        id
        nome
        tipo
      }
      registrazioni {
        id
        seq
        tipo
        fonte
        misurataIl
        firmatoDa
        descrizione
        fuoriLimiti
        azioneCorrettiva
      }
      verifica {
        integra
        registrazioni
        primaRottaSeq
        motivo
      }
    }
  }
`);

export const REGISTRA_LETTURA_HACCP = graphql(`
  mutation RegistraLetturaHaccp($input: LetturaHaccpInput!, $idempotencyKey: String) {
    registraLetturaHaccp(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const CHIUDI_ALLARME_HACCP = graphql(`
  mutation ChiudiAllarmeHaccp($id: Int!, $azioneCorrettiva: String!, $idempotencyKey: String) {
    chiudiAllarmeHaccp(id: $id, azioneCorrettiva: $azioneCorrettiva, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const REGISTRA_PASTORIZZAZIONE = graphql(`
  mutation RegistraPastorizzazioneHaccp($input: PastorizzazioneInput!, $idempotencyKey: String) {
    registraPastorizzazione(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const REGISTRA_ABBATTIMENTO = graphql(`
  mutation RegistraAbbattimentoHaccp($input: AbbattimentoInput!, $idempotencyKey: String) {
    registraAbbattimento(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const REGISTRA_PULIZIA = graphql(`
  mutation RegistraPuliziaHaccp($input: PuliziaInput!, $idempotencyKey: String) {
    registraPulizia(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const REGISTRA_CONTROLLO_MERCI = graphql(`
  mutation RegistraControlloMerciHaccp($input: ControlloMerciInput!, $idempotencyKey: String) {
    registraControlloMerci(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

/** Missed readings of today, every sales point (dashboard: admin, manager). */
export const LETTURE_MANCATE_QUERY = graphql(`
  query LettureMancateHaccp {
    lettureMancateHaccp {
      puntoVenditaId
      puntoVenditaNome
      dispositivoId
      dispositivoNome
      inizio
      fine
    }
  }
`);

/** The hardness of the flavours in the case at its measured temperature (Vetrina). */
export const DUREZZA_VETRINA_QUERY = graphql(`
  query DurezzaVetrinaMisurata($puntoVenditaId: Int, $data: String) {
    durezzaVetrinaMisurata(puntoVenditaId: $puntoVenditaId, data: $data) {
      puntoVenditaId
      temperaturaConfigurata
      temperaturaMisurata
      letture
      temperaturaUsata
      gusti {
        gustoId
        nome
        stato
        temperaturaServizio
        intervalloMin
        intervalloMax
      }
    }
  }
`);
