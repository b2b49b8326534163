/** The laboratory settings' Italian messages and number rules, shared by the API and the settings form. */

export const MSG_LABORATORIO = {
  capacita: 'La capacità del mantecatore è un numero di kg maggiore di 0 e non oltre 500',
  capacitaOrdine: 'La capacità minima del mantecatore non può superare la massima',
  risoluzione: 'La risoluzione della bilancia è un numero di grammi tra 0.01 e 100',
  soglia: 'La soglia della bilancia di precisione è un numero di grammi tra 0 e 10000',
  overrun: "L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %)",
  shelfLife: 'La durata (shelf life) è un numero intero di giorni tra 1 e 730',
  ragioneSociale: 'La ragione sociale può avere al massimo 200 caratteri',
  indirizzo: "L'indirizzo può avere al massimo 300 caratteri",
  partitaIva: 'La partita IVA deve avere 11 cifre con la cifra di controllo corretta (es. 01234567897)',
} as const;

/** Limits (also used by the weighing sheet's own overrun parameter). */
export const LIMITI_LABORATORIO = { capacitaMaxKg: 500, risoluzioneMinG: 0.01, risoluzioneMaxG: 100, sogliaMaxG: 10_000, overrunMax: 2, shelfLifeMaxGiorni: 730 } as const;

/** The laboratory's number settings. */
export type CampoNumericoLaboratorio =
  | 'capacitaMinKg'
  | 'capacitaMaxKg'
  | 'risoluzioneG'
  | 'risoluzionePrecisioneG'
  | 'sogliaPrecisioneG'
  | 'overrunGelato'
  | 'overrunSorbetto'
  | 'shelfLifeGelatoGiorni'
  | 'shelfLifeSorbettoGiorni';

/** Each number's check: its Italian message (which says the accepted range), min, max, min excluded, whole numbers only. */
export const REGOLE_LABORATORIO: Record<CampoNumericoLaboratorio, [message: string, min: number, max: number, minEscluso?: boolean, intero?: boolean]> = {
  capacitaMinKg: [MSG_LABORATORIO.capacita, 0, LIMITI_LABORATORIO.capacitaMaxKg, true],
  capacitaMaxKg: [MSG_LABORATORIO.capacita, 0, LIMITI_LABORATORIO.capacitaMaxKg, true],
  risoluzioneG: [MSG_LABORATORIO.risoluzione, LIMITI_LABORATORIO.risoluzioneMinG, LIMITI_LABORATORIO.risoluzioneMaxG],
  risoluzionePrecisioneG: [MSG_LABORATORIO.risoluzione, LIMITI_LABORATORIO.risoluzioneMinG, LIMITI_LABORATORIO.risoluzioneMaxG],
  sogliaPrecisioneG: [MSG_LABORATORIO.soglia, 0, LIMITI_LABORATORIO.sogliaMaxG],
  overrunGelato: [MSG_LABORATORIO.overrun, 0, LIMITI_LABORATORIO.overrunMax],
  overrunSorbetto: [MSG_LABORATORIO.overrun, 0, LIMITI_LABORATORIO.overrunMax],
  shelfLifeGelatoGiorni: [MSG_LABORATORIO.shelfLife, 1, LIMITI_LABORATORIO.shelfLifeMaxGiorni, false, true],
  shelfLifeSorbettoGiorni: [MSG_LABORATORIO.shelfLife, 1, LIMITI_LABORATORIO.shelfLifeMaxGiorni, false, true],
};

/** A number setting within its rule (overruns as fractions). */
export function numeroLaboratorioValido(campo: CampoNumericoLaboratorio, n: number): boolean {
  const [, min, max, minEscluso, intero] = REGOLE_LABORATORIO[campo];
  return Number.isFinite(n) && (minEscluso ? n > min : n >= min) && n <= max && (!intero || Number.isInteger(n));
}

/** The longest name and address printed on the label. */
export const TESTO_LABORATORIO_MAX = { ragioneSociale: 200, indirizzo: 300 } as const;
