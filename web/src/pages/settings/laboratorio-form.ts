import { z } from 'zod';
import type { LaboratorioSectionCampiFragment } from '../../gql/graphql';
import { leggiNumero } from '../gusti/foglio-pesata';

export type Campo =
  | 'capacitaMinKg'
  | 'capacitaMaxKg'
  | 'risoluzioneG'
  | 'risoluzionePrecisioneG'
  | 'sogliaPrecisioneG'
  | 'overrunGelato'
  | 'overrunSorbetto'
  | 'shelfLifeGelatoGiorni'
  | 'shelfLifeSorbettoGiorni';
export type CampoTesto = 'ragioneSociale' | 'indirizzo' | 'partitaIva';

/** The validation messages: the server's texts word for word (api config/laboratorio.schema.ts MSG_LABORATORIO). */
export const MSG_LABORATORIO_API = {
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

/** Overruns are edited in percent (30) and stored as a fraction (0.30). */
export const PERCENTO: ReadonlySet<Campo> = new Set(['overrunGelato', 'overrunSorbetto']);

/** Each number's rule as the API's (message, min, max, min excluded, whole numbers only); overruns as fractions. */
const REGOLE: Record<Campo, [message: string, min: number, max: number, minEscluso?: boolean, intero?: boolean]> = {
  capacitaMinKg: [MSG_LABORATORIO_API.capacita, 0, 500, true],
  capacitaMaxKg: [MSG_LABORATORIO_API.capacita, 0, 500, true],
  risoluzioneG: [MSG_LABORATORIO_API.risoluzione, 0.01, 100],
  risoluzionePrecisioneG: [MSG_LABORATORIO_API.risoluzione, 0.01, 100],
  sogliaPrecisioneG: [MSG_LABORATORIO_API.soglia, 0, 10_000],
  overrunGelato: [MSG_LABORATORIO_API.overrun, 0, 2],
  overrunSorbetto: [MSG_LABORATORIO_API.overrun, 0, 2],
  shelfLifeGelatoGiorni: [MSG_LABORATORIO_API.shelfLife, 1, 730, false, true],
  shelfLifeSorbettoGiorni: [MSG_LABORATORIO_API.shelfLife, 1, 730, false, true],
};
export const CAMPI_NUMERICI = Object.keys(REGOLE) as Campo[];
const CAMPI_TESTO: CampoTesto[] = ['ragioneSociale', 'indirizzo', 'partitaIva'];

/** Italian VAT number: 11 digits ("IT" prefix and spaces accepted), the last one the check digit (as the API's). */
export function partitaIvaValida(piva: string): boolean {
  if (!/^\d{11}$/.test(piva)) return false;
  let somma = 0;
  for (let i = 0; i < 10; i++) {
    const c = Number(piva[i]);
    if (i % 2 === 0) somma += c;
    else somma += c * 2 > 9 ? c * 2 - 9 : c * 2;
  }
  return (10 - (somma % 10)) % 10 === Number(piva[10]);
}

/** The value stored of a number field as typed ('25,5' % → 0.255), or null when it is not a number. */
const valore = (c: Campo, testo: string) => {
  const n = leggiNumero(testo);
  return n === null ? null : PERCENTO.has(c) ? Math.round(n * 100) / 10000 : n;
};

export type LaboratorioFormValues = Record<Campo | CampoTesto, string>;

/** The saved settings as the form's text (overruns in percent, decimal comma). */
export function formDaLaboratorio(l: LaboratorioSectionCampiFragment): LaboratorioFormValues {
  const numeri = CAMPI_NUMERICI.map((c) => [c, String(PERCENTO.has(c) ? Math.round(l[c] * 10000) / 100 : l[c]).replace('.', ',')]);
  return Object.fromEntries([...numeri, ...CAMPI_TESTO.map((c) => [c, l[c] ?? ''])]) as LaboratorioFormValues;
}

/** The laboratory settings form: each field checked with the API's rule and words; a valid form is the mutation's input. */
export const laboratorioFormSchema = z
  .object(Object.fromEntries([...CAMPI_NUMERICI, ...CAMPI_TESTO].map((c) => [c, z.string()])) as Record<Campo | CampoTesto, z.ZodString>)
  .superRefine((v, ctx) => {
    const errati = new Set<Campo>();
    for (const c of CAMPI_NUMERICI) {
      const [message, min, max, minEscluso, intero] = REGOLE[c];
      const n = valore(c, v[c]);
      if (n === null || (minEscluso ? n <= min : n < min) || n > max || (intero && !Number.isInteger(n))) {
        errati.add(c);
        ctx.addIssue({ code: 'custom', path: [c], message });
      }
    }
    // min ≤ max, said once both are capacities the API accepts
    if (!errati.has('capacitaMinKg') && !errati.has('capacitaMaxKg') && Number(valore('capacitaMinKg', v.capacitaMinKg)) > Number(valore('capacitaMaxKg', v.capacitaMaxKg))) ctx.addIssue({ code: 'custom', path: ['capacitaMinKg'], message: MSG_LABORATORIO_API.capacitaOrdine });
    if (v.ragioneSociale.trim().length > 200) ctx.addIssue({ code: 'custom', path: ['ragioneSociale'], message: MSG_LABORATORIO_API.ragioneSociale });
    if (v.indirizzo.trim().length > 300) ctx.addIssue({ code: 'custom', path: ['indirizzo'], message: MSG_LABORATORIO_API.indirizzo });
    const piva = v.partitaIva.replace(/\s+/g, '').replace(/^IT/i, '');
    if (piva !== '' && !partitaIvaValida(piva)) ctx.addIssue({ code: 'custom', path: ['partitaIva'], message: MSG_LABORATORIO_API.partitaIva });
  })
  .transform((v) => ({
    ...(Object.fromEntries(CAMPI_NUMERICI.map((c) => [c, valore(c, v[c]) ?? 0])) as Record<Campo, number>),
    ...(Object.fromEntries(CAMPI_TESTO.map((c) => [c, v[c].trim()])) as Record<CampoTesto, string>),
  }));
