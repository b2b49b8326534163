import { CHIAVI_OBIETTIVO, type ChiaveObiettivo } from '@gelatiere/scienza';
import { MSG_PROFILO } from '@gelatiere/contratto';
import { z } from 'zod';
import { v } from '../../common/validation.js';
import { toNumber } from '../../common/numbers.js';

/** The messages are the contract's (@gelatiere/contratto, shared with the profile form), re-exported here. */
export { MSG_PROFILO };

const CHIAVI = new Set<string>(CHIAVI_OBIETTIVO);

/** A bound: a number (numeric strings accepted), null/blank = open. */
const limite = (chiave: string) =>
  z.preprocess(toNumber, z.number({ error: MSG_PROFILO.limiteNonValido(chiave) }).min(-1000, MSG_PROFILO.limiteNonValido(chiave)).max(1000, MSG_PROFILO.limiteNonValido(chiave)).nullish());

export interface IntervalloInput {
  min: number | null;
  max: number | null;
}

/** One range { min, max }: at least one end, min ≤ max. */
export function intervallo(chiave: string, messaggioMinMax = MSG_PROFILO.minOltreMax(chiave)) {
  return z
    .object({ min: limite(chiave), max: limite(chiave) }, { error: MSG_PROFILO.obiettiviNonValidi })
    .transform((r): IntervalloInput => ({ min: r.min ?? null, max: r.max ?? null }))
    .refine((r) => r.min !== null || r.max !== null, { message: MSG_PROFILO.senzaLimiti(chiave) })
    .refine((r) => r.min === null || r.max === null || r.min <= r.max, { message: messaggioMinMax });
}

/**
 * Targets: either a map { chiave: { min, max } } (REST) or a list [{ chiave, min, max }] (GraphQL);
 * known keys only (CHIAVI_OBIETTIVO of the science package), each once.
 */
export const obiettiviSchema = z
  .unknown()
  .transform((x, ctx): Partial<Record<ChiaveObiettivo, IntervalloInput>> => {
    let voci: [string, unknown][];
    if (x === undefined || x === null) return {};
    if (Array.isArray(x)) {
      voci = [];
      for (const o of x) {
        if (!o || typeof o !== 'object' || typeof (o as { chiave?: unknown }).chiave !== 'string') {
          ctx.addIssue({ code: 'custom', message: MSG_PROFILO.obiettiviNonValidi });
          return z.NEVER;
        }
        const { chiave, ...r } = o as { chiave: string };
        if (voci.some(([k]) => k === chiave)) {
          ctx.addIssue({ code: 'custom', message: MSG_PROFILO.chiaveDuplicata(chiave) });
          return z.NEVER;
        }
        voci.push([chiave, r]);
      }
    } else if (x && typeof x === 'object') {
      voci = Object.entries(x);
    } else {
      ctx.addIssue({ code: 'custom', message: MSG_PROFILO.obiettiviNonValidi });
      return z.NEVER;
    }
    const out: Partial<Record<ChiaveObiettivo, IntervalloInput>> = {};
    for (const [chiave, r] of voci) {
      if (!CHIAVI.has(chiave)) {
        ctx.addIssue({ code: 'custom', message: MSG_PROFILO.chiaveSconosciuta(chiave, CHIAVI_OBIETTIVO) });
        return z.NEVER;
      }
      const parsed = intervallo(chiave).safeParse(r);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
        return z.NEVER;
      }
      out[chiave as ChiaveObiettivo] = parsed.data;
    }
    return out;
  });

const temperatura = z.preprocess(
  toNumber,
  z.number({ error: MSG_PROFILO.temperaturaNonValida }).min(-40, MSG_PROFILO.temperaturaNonValida).max(0, MSG_PROFILO.temperaturaNonValida).nullish(),
);

/** Serving temperature range in °C (null = none). */
export const temperaturaServizioSchema = z
  .object({ min: temperatura, max: temperatura }, { error: MSG_PROFILO.temperaturaNonValida })
  .transform((r): IntervalloInput => ({ min: r.min ?? null, max: r.max ?? null }))
  .refine((r) => r.min === null || r.max === null || r.min <= r.max, { message: MSG_PROFILO.temperaturaMinOltreMax })
  .nullish()
  .transform((r) => (r && (r.min !== null || r.max !== null) ? r : null))
  .describe('°C');

/** Create a profile: nome required, obiettivi (may be empty), temperatura_servizio optional. */
export const creaProfiloSchema = z
  .object({
    nome: v.requiredString(MSG_PROFILO.nomeObbligatorio, 100),
    obiettivi: obiettiviSchema,
    temperaturaServizio: temperaturaServizioSchema,
  })
  .describe('Dati di un profilo di bilanciamento');

/** Update: only the fields sent change (obiettivi, when sent, replace the previous ones). */
export const aggiornaProfiloSchema = z
  .object({
    nome: creaProfiloSchema.shape.nome.optional(),
    obiettivi: z.preprocess((x) => (x === null ? undefined : x), obiettiviSchema.optional()),
    temperaturaServizio: temperaturaServizioSchema.optional(),
  })
  .describe('Campi da modificare (gli obiettivi inviati sostituiscono i precedenti; temperaturaServizio null la toglie)');

export type CreaProfilo = z.output<typeof creaProfiloSchema>;
export type AggiornaProfilo = z.output<typeof aggiornaProfiloSchema>;

export const intervalloSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() }).describe('Un intervallo; un estremo nullo è aperto');

/** A target as a list item { chiave, min, max } (GraphQL: a map has no GraphQL type). */
export const obiettivoSchema = z
  .object({ chiave: z.string().describe('Chiave dell’analisi (solidi_totali, grassi, slng, zuccheri, pod, stabilizzanti, ...)'), min: z.number().nullable(), max: z.number().nullable() })
  .describe('Il campo di un valore della miscela (chiave dell’analisi, es. solidi_totali)');

/** A balancing profile as every door shows it (REST: obiettivi as { chiave: { min, max } }). */
export const profiloSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    obiettivi: z.record(z.string(), intervalloSchema).describe('{ chiave: { min, max } }, chiavi dell’analisi (solidi_totali, grassi, slng, zuccheri, pod, ...)'),
    temperaturaServizio: intervalloSchema.nullable().describe('°C'),
    predefinito: z.boolean().describe('Usato per i gusti la cui categoria non indica un profilo'),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .describe('Profilo di bilanciamento: obiettivi della miscela e temperatura di servizio');
export type ProfiloView = z.output<typeof profiloSchema>;
