import { z } from 'zod';
import { restBody } from '../../rest/serialize.js';

/**
 * Laboratory settings (configuration keys, admin writes): the batch freezer's capacity per cycle, the
 * scale's resolution and the default overrun of gelato and sorbets (DOMAIN.md, "Recipe versions and
 * the weighing sheet"). Read by the weighing sheet; a missing or unreadable key reads as its default.
 */
export const CHIAVI_LABORATORIO = {
  capacitaMinKg: 'mantecatore_capacita_min_kg',
  capacitaMaxKg: 'mantecatore_capacita_max_kg',
  risoluzioneG: 'bilancia_risoluzione_g',
  overrunGelato: 'overrun_gelato',
  overrunSorbetto: 'overrun_sorbetto',
} as const;

export type CampoLaboratorio = keyof typeof CHIAVI_LABORATORIO;
export type ImpostazioniLaboratorio = Record<CampoLaboratorio, number>;

export const LABORATORIO_PREDEFINITO: ImpostazioniLaboratorio = {
  capacitaMinKg: 2,
  capacitaMaxKg: 10,
  risoluzioneG: 1,
  overrunGelato: 0.3,
  overrunSorbetto: 0.2,
};

export const DESCRIZIONI_LABORATORIO: Record<CampoLaboratorio, string> = {
  capacitaMinKg: 'Mantecatore: carico minimo di miscela per ciclo (kg)',
  capacitaMaxKg: 'Mantecatore: carico massimo di miscela per ciclo (kg); oltre, il foglio di pesata divide il lotto in cicli uguali',
  risoluzioneG: 'Bilancia: risoluzione in grammi (i grammi del foglio di pesata sono arrotondati a questo passo)',
  overrunGelato: 'Overrun predefinito del gelato (frazione: 0.30 = 30 %)',
  overrunSorbetto: 'Overrun predefinito dei sorbetti (frazione: 0.20 = 20 %)',
};

export const MSG_LABORATORIO = {
  capacita: 'La capacità del mantecatore è un numero di kg maggiore di 0 e non oltre 500',
  capacitaOrdine: 'La capacità minima del mantecatore non può superare la massima',
  risoluzione: 'La risoluzione della bilancia è un numero di grammi tra 0.01 e 100',
  overrun: "L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %)",
} as const;

/** Limits (also used by the weighing sheet's own overrun parameter). */
export const LIMITI_LABORATORIO = { capacitaMaxKg: 500, risoluzioneMinG: 0.01, risoluzioneMaxG: 100, overrunMax: 2 } as const;

/** A number from JSON or from text ('0,35' accepted), else the value as is (refused by the check). */
export const numeroDaTesto = (x: unknown) => {
  if (typeof x === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(x)) return Number(x.trim().replace(',', '.'));
  return x;
};

const numero = (message: string, min: number, max: number, minEscluso = false) =>
  z.preprocess(
    numeroDaTesto,
    z
      .number({ message })
      .refine((n) => Number.isFinite(n) && (minEscluso ? n > min : n >= min) && n <= max, message),
  );

export const campoLaboratorioSchema: Record<CampoLaboratorio, z.ZodType<number>> = {
  capacitaMinKg: numero(MSG_LABORATORIO.capacita, 0, LIMITI_LABORATORIO.capacitaMaxKg, true),
  capacitaMaxKg: numero(MSG_LABORATORIO.capacita, 0, LIMITI_LABORATORIO.capacitaMaxKg, true),
  risoluzioneG: numero(MSG_LABORATORIO.risoluzione, LIMITI_LABORATORIO.risoluzioneMinG, LIMITI_LABORATORIO.risoluzioneMaxG),
  overrunGelato: numero(MSG_LABORATORIO.overrun, 0, LIMITI_LABORATORIO.overrunMax),
  overrunSorbetto: numero(MSG_LABORATORIO.overrun, 0, LIMITI_LABORATORIO.overrunMax),
};

/** The write of the whole section (GraphQL input, REST body): every field optional, min ≤ max checked after merging. */
export const impostaLaboratorioSchema = z.object({
  capacitaMinKg: campoLaboratorioSchema.capacitaMinKg.optional(),
  capacitaMaxKg: campoLaboratorioSchema.capacitaMaxKg.optional(),
  risoluzioneG: campoLaboratorioSchema.risoluzioneG.optional(),
  overrunGelato: campoLaboratorioSchema.overrunGelato.optional(),
  overrunSorbetto: campoLaboratorioSchema.overrunSorbetto.optional(),
});
export type ImpostaLaboratorioInput = z.output<typeof impostaLaboratorioSchema>;

/**
 * REST body of PUT /laboratorio: the fields of impostaLaboratorioSchema under snake_case keys, with
 * the same checks and Italian messages (decimal text such as '0,35' accepted, unknown keys dropped).
 */
export const laboratorioRestBody = restBody(
  z.object({
    capacitaMinKg: campoLaboratorioSchema.capacitaMinKg.optional().describe('kg per ciclo, > 0'),
    capacitaMaxKg: campoLaboratorioSchema.capacitaMaxKg.optional().describe('kg per ciclo, ≥ capacita_min_kg, ≤ 500'),
    risoluzioneG: campoLaboratorioSchema.risoluzioneG.optional().describe('grammi, 0.01–100 (predefinito 1)'),
    overrunGelato: campoLaboratorioSchema.overrunGelato.optional().describe('frazione 0–2 (predefinito 0.30)'),
    overrunSorbetto: campoLaboratorioSchema.overrunSorbetto.optional().describe('frazione 0–2 (predefinito 0.20)'),
  }),
);

/** The settings as the service returns them; the gateway writes them in snake_case (GET and PUT /laboratorio). */
export const laboratorioViewSchema = z.object(
  Object.fromEntries((Object.keys(CHIAVI_LABORATORIO) as CampoLaboratorio[]).map((campo) => [campo, z.number().describe(DESCRIZIONI_LABORATORIO[campo])])) as Record<CampoLaboratorio, z.ZodNumber>,
);

/**
 * Validators of the single keys for PUT /config/:key (configurazione.inputs.ts VALIDATORI): the value
 * stored as plain decimal text. The min ≤ max rule needs both keys: PUT /laboratorio checks it.
 */
export const VALIDATORI_LABORATORIO: Record<string, (valore: string | null) => string> = Object.fromEntries(
  (Object.keys(CHIAVI_LABORATORIO) as CampoLaboratorio[]).map((campo) => [
    CHIAVI_LABORATORIO[campo],
    (valore: string | null) => {
      const r = campoLaboratorioSchema[campo].safeParse(valore);
      if (!r.success) throw new Error(r.error.issues[0]!.message);
      return String(r.data);
    },
  ]),
);
