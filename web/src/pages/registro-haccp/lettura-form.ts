import { z } from 'zod';
import { fuoriLimiti, leggiTemperatura, MSG_HACCP } from './registro-haccp';

/**
 * A device reading as typed, with the API's rules and words (api haccp/haccp.schema.ts MSG_HACCP): a
 * temperature −60…150 °C to the tenth; out of the device's limits the corrective action, checked here only
 * offline (online the server says it, and its refusal is shown as it comes).
 */
export function letturaFormSchema(dispositivo: { temperaturaMin: number; temperaturaMax: number }, online: () => boolean) {
  return z
    .object({ temperatura: z.string(), azioneCorrettiva: z.string() })
    .superRefine((v, ctx) => {
      const t = leggiTemperatura(v.temperatura);
      if (t === null) return ctx.addIssue({ code: 'custom', path: ['temperatura'], message: MSG_HACCP.temperatura });
      if (fuoriLimiti(dispositivo, t) && !v.azioneCorrettiva.trim() && !online()) ctx.addIssue({ code: 'custom', path: ['azioneCorrettiva'], message: MSG_HACCP.azioneObbligatoria });
    })
    .transform((v) => ({ temperatura: leggiTemperatura(v.temperatura) ?? Number.NaN, azioneCorrettiva: v.azioneCorrettiva.trim() || null }));
}
export type LetturaFormValues = z.input<ReturnType<typeof letturaFormSchema>>;
