import { MSG_LABORATORIO, numeroLaboratorioValido, partitaIvaValida, REGOLE_LABORATORIO, TESTO_LABORATORIO_MAX, type CampoNumericoLaboratorio } from '@gelatiere/contratto';
import { z } from 'zod';
import type { LaboratorioSectionCampiFragment } from '../../gql/graphql';
import { leggiNumero } from '../gusti/foglio-pesata';

export type Campo = CampoNumericoLaboratorio;
export type CampoTesto = 'ragioneSociale' | 'indirizzo' | 'partitaIva';

/** The validation messages: the API's own (the contract shared with it, @gelatiere/contratto MSG_LABORATORIO). */
export const MSG_LABORATORIO_API = MSG_LABORATORIO;

/** Overruns are edited in percent (30) and stored as a fraction (0.30). */
export const PERCENTO: ReadonlySet<Campo> = new Set(['overrunGelato', 'overrunSorbetto']);

/** The number fields, in the API's order. */
export const CAMPI_NUMERICI = Object.keys(REGOLE_LABORATORIO) as Campo[];
const CAMPI_TESTO: CampoTesto[] = ['ragioneSociale', 'indirizzo', 'partitaIva'];

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
      const n = valore(c, v[c]);
      if (n === null || !numeroLaboratorioValido(c, n)) {
        errati.add(c);
        ctx.addIssue({ code: 'custom', path: [c], message: REGOLE_LABORATORIO[c][0] });
      }
    }
    // min ≤ max, said once both are capacities the API accepts
    if (!errati.has('capacitaMinKg') && !errati.has('capacitaMaxKg') && Number(valore('capacitaMinKg', v.capacitaMinKg)) > Number(valore('capacitaMaxKg', v.capacitaMaxKg))) ctx.addIssue({ code: 'custom', path: ['capacitaMinKg'], message: MSG_LABORATORIO_API.capacitaOrdine });
    if (v.ragioneSociale.trim().length > TESTO_LABORATORIO_MAX.ragioneSociale) ctx.addIssue({ code: 'custom', path: ['ragioneSociale'], message: MSG_LABORATORIO_API.ragioneSociale });
    if (v.indirizzo.trim().length > TESTO_LABORATORIO_MAX.indirizzo) ctx.addIssue({ code: 'custom', path: ['indirizzo'], message: MSG_LABORATORIO_API.indirizzo });
    const piva = v.partitaIva.replace(/\s+/g, '').replace(/^IT/i, '');
    if (piva !== '' && !partitaIvaValida(piva)) ctx.addIssue({ code: 'custom', path: ['partitaIva'], message: MSG_LABORATORIO_API.partitaIva });
  })
  .transform((v) => ({
    ...(Object.fromEntries(CAMPI_NUMERICI.map((c) => [c, valore(c, v[c]) ?? 0])) as Record<Campo, number>),
    ...(Object.fromEntries(CAMPI_TESTO.map((c) => [c, v[c].trim()])) as Record<CampoTesto, string>),
  }));
