import { CHIAVI_OBIETTIVO } from '@gelatiere/scienza';
import { z } from 'zod';
import { infoChiave } from '../../../features/scienza/chiavi';
import type { ProfiloBilanciamentoCampiFragment, ProfiloBilanciamentoInput } from '../../../gql/graphql';
import { MSG_PROFILO } from '@gelatiere/contratto';

/** The targets a profile may hold (the package's keys), in its order. */
export const CHIAVI_PROFILO: readonly string[] = CHIAVI_OBIETTIVO;

export const MSG_PROFILI = {
  caricamento: 'Errore nel caricamento dei profili di bilanciamento',
  salvataggio: 'Errore nel salvare il profilo di bilanciamento',
  eliminazione: "Errore nell'eliminazione del profilo di bilanciamento",
  creato: 'Profilo di bilanciamento creato con successo',
  aggiornato: 'Profilo di bilanciamento aggiornato con successo',
  eliminato: 'Profilo di bilanciamento eliminato con successo',
  conferma: (nome: string) => `Eliminare il profilo di bilanciamento "${nome}"?`,
} as const;

/** The form's validation messages: the server's own (@gelatiere/contratto MSG_PROFILO). */
export { MSG_PROFILO };

export interface RigaObiettivo {
  chiave: string;
  min: string;
  max: string;
}

export interface ProfiloFormValues {
  nome: string;
  obiettivi: RigaObiettivo[];
  servizioMin: string;
  servizioMax: string;
}

/** Errors by field: 'nome', 'servizio', or a target's key. */
export type ProfiloFormErrors = Partial<Record<string, string>>;

const testo = (n: number | null | undefined) => (typeof n === 'number' ? String(n).replace('.', ',') : '');

/** A profile's targets in the package's key order (solidi totali, grassi, …, POD). */
export function ordinaObiettivi<T extends { chiave: string }>(obiettivi: readonly T[]): T[] {
  const ordine = (c: string) => CHIAVI_PROFILO.indexOf(c);
  return [...obiettivi].sort((a, b) => ordine(a.chiave) - ordine(b.chiave));
}

export function valoriIniziali(p: ProfiloBilanciamentoCampiFragment | null): ProfiloFormValues {
  return {
    nome: p?.nome ?? '',
    obiettivi: ordinaObiettivi(p?.obiettivi ?? []).map((o) => ({ chiave: o.chiave, min: testo(o.min), max: testo(o.max) })),
    servizioMin: testo(p?.temperaturaServizio?.min),
    servizioMax: testo(p?.temperaturaServizio?.max),
  };
}

/** '' = open end (null); a decimal comma and a typographic minus are accepted; NaN when not a number. */
export function leggiLimite(t: string): number | null {
  const s = t.trim().replace('\u2212', '-').replace(',', '.');
  if (s === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

const fuoriServizio = (t: number | null) => t !== null && (Number.isNaN(t) || t < -40 || t > 0);

/**
 * The API's rules (scienza profilo.schema MSG_PROFILO): nome required; each target at least one
 * bound, both within ±1000, min ≤ max (reported on its row, `obiettivi.<i>`); serving temperature
 * −40..0 °C, min ≤ max (reported on `servizioMin`, under the pair). Checked together so every error
 * shows on the same submit; the output is the mutation's input.
 */
export const profiloFormSchema = z
  .object({
    nome: z.string(),
    obiettivi: z.array(z.object({ chiave: z.string(), min: z.string(), max: z.string() })),
    servizioMin: z.string(),
    servizioMax: z.string(),
  })
  .transform((v, ctx): ProfiloBilanciamentoInput => {
    const nome = v.nome.trim();
    if (!nome) ctx.addIssue({ code: 'custom', path: ['nome'], message: MSG_PROFILO.nomeObbligatorio });
    const obiettivi = v.obiettivi.map((o, i) => {
      const etichetta = infoChiave(o.chiave).label;
      const min = leggiLimite(o.min);
      const max = leggiLimite(o.max);
      const errore =
        Number.isNaN(min) || Number.isNaN(max) || Math.abs(min ?? 0) > 1000 || Math.abs(max ?? 0) > 1000
          ? MSG_PROFILO.limiteNonValido(etichetta)
          : min === null && max === null
            ? MSG_PROFILO.senzaLimiti(etichetta)
            : min !== null && max !== null && min > max
              ? MSG_PROFILO.minOltreMax(etichetta)
              : null;
      if (errore) ctx.addIssue({ code: 'custom', path: ['obiettivi', i], message: errore });
      return { chiave: o.chiave, min, max };
    });
    const tMin = leggiLimite(v.servizioMin);
    const tMax = leggiLimite(v.servizioMax);
    const servizio =
      fuoriServizio(tMin) || fuoriServizio(tMax)
        ? MSG_PROFILO.temperaturaNonValida
        : tMin !== null && tMax !== null && tMin > tMax
          ? MSG_PROFILO.temperaturaMinOltreMax
          : null;
    if (servizio) ctx.addIssue({ code: 'custom', path: ['servizioMin'], message: servizio });
    return { nome, obiettivi, temperaturaServizio: tMin === null && tMax === null ? null : { min: tMin, max: tMax } };
  }) satisfies z.ZodType<ProfiloBilanciamentoInput, ProfiloFormValues>;

/** The form checked with the schema; the input to send when there is no error, else the errors by field. */
export function validaProfilo(v: ProfiloFormValues): { input: ProfiloBilanciamentoInput; errori: null } | { input: null; errori: ProfiloFormErrors } {
  const r = profiloFormSchema.safeParse(v);
  if (r.success) return { input: r.data, errori: null };
  const errori: ProfiloFormErrors = {};
  for (const issue of r.error.issues) {
    const [campo, indice] = issue.path;
    const chiave = campo === 'obiettivi' ? v.obiettivi[Number(indice)]?.chiave : campo === 'servizioMin' ? 'servizio' : String(campo);
    if (chiave) errori[chiave] ??= issue.message;
  }
  return { input: null, errori };
}

/** Keys not yet in the form, for "Aggiungi obiettivo". */
export const chiaviDisponibili = (obiettivi: readonly { chiave: string }[]) => CHIAVI_PROFILO.filter((c) => !obiettivi.some((o) => o.chiave === c));
