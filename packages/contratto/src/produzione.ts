import { z } from 'zod';

/**
 * The productions' Italian messages and input rules (spec sections 2-5, DOMAIN.md), shared by the
 * API's produzione.schema.ts and the production forms (the history's edit dialog).
 */

export const MSG_PRODUZIONE = {
  puntoVenditaObbligatorio: 'Seleziona un punto vendita',
  almenoUnGusto: 'Aggiungi almeno un gusto alla produzione',
  dataObbligatoria: 'La data è obbligatoria',
  dataNonValida: 'Data non valida (formato yyyy-MM-dd)',
  noteTroppoLunghe: 'Le note non possono superare 500 caratteri',
  quantitaNegativa: 'La quantità non può essere negativa',
  quantitaNonValida: 'Quantità non valida',
  quantitaTroppoGrande: 'Quantità troppo elevata (massimo 100000 kg per gusto)',
  gustoNonValido: 'Gusto non valido',
  troppiGusti: 'Troppi gusti in una produzione (massimo 500)',
  gustoNonDisponibile: 'Gusto non trovato o non attivo',
  puntoVenditaNonDisponibile: 'Punto vendita non trovato o non attivo',
  altroPuntoVendita: 'Puoi registrare produzioni solo per il tuo punto vendita',
  nonTrovata: 'Produzione non trovata',
  ordinamentoNonValido: 'Ordinamento non valido',
  ordinamentoCostoVietato: 'Non hai i permessi per ordinare per costo',
  direzioneNonValida: 'Direzione di ordinamento non valida (asc o desc)',
  limiteNonValido: 'Il limite deve essere un numero intero tra 1 e 100',
  offsetNonValido: "L'offset deve essere un numero intero non negativo",
  periodoNonValido: 'La data di inizio non può essere successiva alla data di fine',
  versioneRicettaNonValida: 'Versione della ricetta non valida',
  versioneRicettaInesistente: (gusto: string, n: number) => `La versione ${n} della ricetta di "${gusto}" non esiste`,
} as const;

/** The longest notes of a production. */
export const NOTE_MAX = 500;
/** The most kg of one flavour in a production (a larger number is a typing error). */
export const QUANTITA_PRODUZIONE_MAX = 100_000;
/** The most flavours in one production. */
export const GUSTI_PRODUZIONE_MAX = 500;

/** kg are kept to the gram (numeric(10,3)). */
export const arrotondaGrammi = (n: number) => Math.round(n * 1000) / 1000;

/** A production's notes as text: trimmed, at most NOTE_MAX characters. */
export const noteProduzione = z.string({ message: 'Note non valide' }).trim().max(NOTE_MAX, MSG_PRODUZIONE.noteTroppoLunghe);
