import { NOME_OBBLIGATORIO } from './messaggi.js';

/** The ingredients' Italian messages (spec sections 3 and 5), shared by the API and the form (number rules: numeri.ts). */

export const MSG_INGREDIENTE = {
  nomeObbligatorio: NOME_OBBLIGATORIO,
  costoObbligatorio: 'Il costo per unità è obbligatorio',
  costoNonValido: 'Il costo per unità deve essere un numero maggiore o uguale a 0',
  unitaObbligatoria: "L'unità di misura è obbligatoria",
  unitaNonValida: "L'unità di misura deve essere una tra kg, l, g, ml, pz",
  fornitoreObbligatorio: 'Il fornitore è obbligatorio',
  nonTrovato: 'Ingrediente non trovato',
  valoreNonValido: (campo: string) => `Il valore di ${campo} deve essere un numero maggiore o uguale a 0`,
  composizioneNonValida: (campo: string) => `Il valore di ${campo} deve essere un numero tra 0 e 100 (g per 100 g)`,
  densitaNonValida: 'La densità deve essere un numero tra 0,3 e 3 kg/l',
  deNonValido: 'Il valore di de (destrosio equivalente) deve essere un numero tra 1 e 99',
  sciroppoSenzaDe: 'Indica sia sciroppo_glucosio (g di solidi per 100 g) sia de (destrosio equivalente, 1-99), oppure nessuno dei due',
  sommaOltre100: (totale: string) =>
    `La composizione supera 100 g per 100 g (${totale} g): acqua, alcol, grassi, proteine, zuccheri, sciroppo_glucosio, polioli, fibre (inulina, polidestrosio), dolcificanti, sale e stabilizzanti insieme non possono superare 100`,
  acquaAlcolOltre100: "Acqua e alcol insieme non possono superare 100 g per 100 g di ingrediente",
  pesoPezzoNonValido: 'Il peso di un pezzo (peso_pezzo_g) deve essere un numero di grammi maggiore di 0 e non oltre 100000',
  additivoNonValido: "L'additivo deve avere la categoria (es. emulsionante) e il nome o il numero E",
  eNumeroNonValido: 'Il numero E dell\'additivo non è valido (es. E322, E410, E471)',
  zuccheriOltre100: 'La somma degli zuccheri (saccarosio, glucosio, fruttosio, lattosio, maltosio) non può superare 100 g per 100 g',
  inUso: (nome: string, n: number) =>
    `Impossibile eliminare l'ingrediente "${nome}": è usato nella ricetta di ${n} ${n === 1 ? 'gusto' : 'gusti'}. Disattivalo invece di eliminarlo.`,
  unitaInUso: (nome: string, n: number) =>
    `Impossibile cambiare l'unità di misura di "${nome}": è usato nella ricetta di ${n} ${n === 1 ? 'gusto' : 'gusti'} con unità non compatibili. Modifica prima le ricette.`,
} as const;
