/** The stock's Italian messages and number rules (issue 30), shared by the API and the stock forms. */

export const MSG_GIACENZE = {
  ingredienteObbligatorio: "Seleziona un ingrediente",
  ingredienteNonTrovato: 'Ingrediente non trovato',
  lottoNonValido: 'Il lotto deve essere un testo di al massimo 50 caratteri',
  lottoSconosciuto: (lotto: string, nome: string) => `Il lotto ${lotto} di ${nome} non risulta ricevuto`,
  quantitaNonValida: 'La quantità della rettifica deve essere un numero diverso da 0 (positivo se la giacenza aumenta, negativo se diminuisce; al massimo 4 decimali)',
  motivoObbligatorio: 'Indica il motivo della rettifica (es. inventario, scarto, rottura)',
  scortaNonValida: 'La scorta minima deve essere un numero maggiore o uguale a 0 (al massimo 4 decimali)',
  ubicazioneTroppoLunga: 'Ubicazione troppo lunga (massimo 100 caratteri)',
  giorniNonValidi: 'I giorni di preavviso devono essere un numero intero da 0 a 365',
} as const;

/** Stock quantities (adjustments, reorder points) stay below a billion, in the ingredient's unit. */
export const QUANTITA_GIACENZA_MAX = 1_000_000_000;
/** At most 4 decimals (within float error). */
export const decimali4 = (n: number) => Math.abs(n * 10000 - Math.round(n * 10000)) < 1e-6;
/** An adjustment's signed change: finite, not 0, below the bound, at most 4 decimals. */
export const rettificaValida = (n: number) => Number.isFinite(n) && n !== 0 && Math.abs(n) < QUANTITA_GIACENZA_MAX && decimali4(n);
/** A reorder point: finite, ≥ 0, below the bound, at most 4 decimals. */
export const scortaValida = (n: number) => Number.isFinite(n) && n >= 0 && n < QUANTITA_GIACENZA_MAX && decimali4(n);
/** The longest reason of an adjustment and storage place. */
export const MOTIVO_MAX = 200;
export const UBICAZIONE_MAX = 100;
