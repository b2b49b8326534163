import { Int } from 'type-graphql';
import { inputDaZod } from '../../common/from-zod.js';
import { aggiornaUtenteSchema, creaUtenteSchema, PASSWORD_MIN } from './utente.schema.js';
import './utente.types.js'; // the Ruolo enum

// the fields and their rules: utente.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_UTENTI, PASSWORD_MIN } from './utente.schema.js';

export const CreaUtenteInput = inputDaZod('CreaUtenteInput', creaUtenteSchema, {
  descrizione: 'Dati di un nuovo utente',
  descrizioniZod: false,
  campi: {
    password: { descrizione: `Obbligatoria, almeno ${PASSWORD_MIN} caratteri` },
    ruolo: { descrizione: 'Predefinito: operatore' },
    puntoVenditaId: { tipo: () => Int, nullable: true, descrizione: 'Un punto vendita attivo, oppure nessuno' },
    attivo: { descrizione: 'Predefinito: true' },
  },
});

export const AggiornaUtenteInput = inputDaZod('AggiornaUtenteInput', aggiornaUtenteSchema, {
  descrizione: 'Campi da modificare di un utente (quelli omessi restano invariati; puntoVenditaId null lo rimuove)',
  descrizioniZod: false,
  tuttiNullable: true,
  campi: {
    password: { descrizione: 'Cambiata solo se non vuota' },
    puntoVenditaId: { tipo: () => Int },
    attivo: { descrizione: 'false archivia l’utente' },
  },
});
