import { graphql } from '../../gql';

export const EMAIL_LOG_QUERY = graphql(`
  query StoricoEmail($limit: Int, $offset: Int, $tipo: TipoEmail, $stato: StatoEmail) {
    emailLog(limit: $limit, offset: $offset, tipo: $tipo, stato: $stato) {
      total
      emails {
        id
        tipo
        destinatari
        oggetto
        stato
        dataCreazione
        dataInvio
        messaggioErrore
        tentativi
      }
    }
  }
`);

export const EMAIL_LOG_DETTAGLIO_QUERY = graphql(`
  query StoricoEmailDettaglio($id: Int!) {
    emailLogDettaglio(id: $id) {
      id
      tipo
      stato
      oggetto
      destinatari
      dataCreazione
      dataInvio
      messaggioErrore
      riferimentoTipo
      riferimentoId
      provider
      tentativi
      prossimoTentativo
      contenuto
      testo
      datiAggiuntivi
    }
  }
`);
