import { NOME_OBBLIGATORIO } from './messaggi.js';

/** The flavours' Italian messages (spec sections 3 and 5), shared by the API and the form. */

export const MSG_GUSTO = {
  nomeObbligatorio: NOME_OBBLIGATORIO,
  categoriaObbligatoria: 'La categoria è obbligatoria',
  categoriaNonValida: 'La categoria selezionata non esiste o non è attiva',
  coloreNonValido: 'Il colore deve essere un codice esadecimale (es. #ffffff)',
  denominazioneNonValida: 'La denominazione di vendita deve essere un testo',
  denominazioneTroppoLunga: 'La denominazione di vendita non può superare 150 caratteri',
  ingredientiNonValidi: 'Il formato degli ingredienti non è valido',
  ingredienteObbligatorio: "Seleziona l'ingrediente di ogni riga della ricetta",
  ingredienteNonTrovato: (id: number) => `Ingrediente non trovato (#${id})`,
  quantitaObbligatoria: 'La quantità di ogni ingrediente è obbligatoria',
  quantitaNonValida: 'La quantità deve essere un numero maggiore o uguale a 0',
  unitaNonValida: "L'unità deve essere una tra kg, l, g, ml, pz",
  ruoloNonValido: 'Il ruolo di una riga (ruolo) deve essere uno tra base, variegato, inclusione',
  unitaNonAmmessa: (unita: string, ingrediente: string, ammesse: string[]) =>
    `Unità "${unita}" non valida per l'ingrediente "${ingrediente}": usa ${ammesse.join(' o ')}`,
  troppiIngredienti: 'Troppe righe nella ricetta (massimo 100)',
  allergeniNonValidi: 'Il formato degli allergeni non è valido',
  allergeneNonValido: (nome: string) => `Allergene non valido o non attivo: ${nome}`,
  nonTrovato: 'Gusto non trovato',
  haProduzioni: (nome: string, n: number) =>
    `Impossibile eliminare il gusto "${nome}": è presente in ${n} ${n === 1 ? 'produzione' : 'produzioni'}. Disattivalo invece di eliminarlo.`,
} as const;
