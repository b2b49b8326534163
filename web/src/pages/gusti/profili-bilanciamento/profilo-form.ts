import { CHIAVI_OBIETTIVO } from '@gelatiere/scienza';
import { infoChiave } from '../../../features/scienza/chiavi';
import type { ProfiloBilanciamentoCampiFragment, ProfiloBilanciamentoInput } from '../../../gql/graphql';

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
  // the server's texts (api scienza/profilo.schema.ts MSG_PROFILO)
  nomeObbligatorio: 'Il nome del profilo è obbligatorio',
  temperaturaNonValida: 'La temperatura di servizio deve essere un numero tra -40 e 0 °C',
  temperaturaMinOltreMax: 'La temperatura di servizio minima non può superare la massima',
  limiteNonValido: (etichetta: string) => `I limiti di "${etichetta}" devono essere numeri tra -1000 e 1000`,
  senzaLimiti: (etichetta: string) => `Indica almeno un limite (minimo o massimo) per "${etichetta}"`,
  minOltreMax: (etichetta: string) => `Il minimo di "${etichetta}" non può superare il massimo`,
} as const;

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

/** The form checked with the server's rules; the input to send when there is no error. */
export function validaProfilo(v: ProfiloFormValues): { input: ProfiloBilanciamentoInput; errori: null } | { input: null; errori: ProfiloFormErrors } {
  const errori: ProfiloFormErrors = {};
  if (!v.nome.trim()) errori.nome = MSG_PROFILI.nomeObbligatorio;
  const obiettivi = v.obiettivi.map((o) => {
    const etichetta = infoChiave(o.chiave).label;
    const min = leggiLimite(o.min);
    const max = leggiLimite(o.max);
    if (Number.isNaN(min) || Number.isNaN(max) || Math.abs(min ?? 0) > 1000 || Math.abs(max ?? 0) > 1000) errori[o.chiave] = MSG_PROFILI.limiteNonValido(etichetta);
    else if (min === null && max === null) errori[o.chiave] = MSG_PROFILI.senzaLimiti(etichetta);
    else if (min !== null && max !== null && min > max) errori[o.chiave] = MSG_PROFILI.minOltreMax(etichetta);
    return { chiave: o.chiave, min, max };
  });
  const tMin = leggiLimite(v.servizioMin);
  const tMax = leggiLimite(v.servizioMax);
  const fuori = (t: number | null) => t !== null && (Number.isNaN(t) || t < -40 || t > 0);
  if (fuori(tMin) || fuori(tMax)) errori.servizio = MSG_PROFILI.temperaturaNonValida;
  else if (tMin !== null && tMax !== null && tMin > tMax) errori.servizio = MSG_PROFILI.temperaturaMinOltreMax;
  if (Object.keys(errori).length > 0) return { input: null, errori };
  return {
    input: {
      nome: v.nome.trim(),
      obiettivi,
      temperaturaServizio: tMin === null && tMax === null ? null : { min: tMin, max: tMax },
    },
    errori: null,
  };
}

/** Keys not yet in the form, for "Aggiungi obiettivo". */
export const chiaviDisponibili = (v: ProfiloFormValues) => CHIAVI_PROFILO.filter((c) => !v.obiettivi.some((o) => o.chiave === c));
