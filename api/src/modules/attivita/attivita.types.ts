import { tipoDaZod } from '../../common/from-zod.js';
import { logAttivitaPaginaSchema, logAttivitaSchema } from './attivita.schema.js';
import type { LogAttivitaView } from './attivita.service.js';

export const LogAttivitaType = tipoDaZod('LogAttivita', logAttivitaSchema, {
  descrizione: "Una voce del log attività (utente null se l'utente non esiste più)",
  campi: {
    azione: { descrizione: 'accesso, uscita, creazione, modifica, eliminazione, attivazione, disattivazione, azzeramento, importazione, invio_email, allarme_prezzo' },
  },
});

export const LogAttivitaPaginaType = tipoDaZod('LogAttivitaPagina', logAttivitaPaginaSchema, {
  descrizione: 'Una pagina del log attività, dalla più recente, con il totale reale',
});
export type LogAttivitaPaginaType = { righe: LogAttivitaView[]; totale: number };
