import { MSG_VETRINA } from '@gelatiere/contratto';
import { z } from 'zod';
import type { MotivoScarto } from '../../gql/graphql';
import { leggiKg, MOTIVI, type Pesata, type VaschettaDaPesare } from './vetrina-state';

/**
 * The display case's dialogs as typed, with the contract's rules and words (@gelatiere/contratto
 * MSG_VETRINA, the API's own): each schema yields what its dialog submits.
 */

/** A choice (flavour, reason) still to make: null, refused with `message`. */
const scelta = <T>(schema: z.ZodType<T, T>, message: string) =>
  schema.nullable().transform((x, ctx) => {
    if (x !== null) return x;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** Typed kg read by leggiKg (comma or dot): the kg, or its message. */
const kgDigitati = (opzioni?: Parameters<typeof leggiKg>[1]) =>
  z.string().transform((testo, ctx) => {
    const letti = leggiKg(testo, opzioni);
    if (letti.ok) return letti.kg;
    ctx.addIssue({ code: 'custom', message: letti.errore });
    return z.NEVER;
  });

const gustoId = scelta(z.number(), MSG_VETRINA.gustoObbligatorio);

/** "Carica vaschetta": a flavour (from a production line or not) and the kg loaded. */
export const caricoFormSchema = z.object({ gustoId, produzioneId: z.number().nullable(), kg: kgDigitati() });
export type CaricoFormValues = z.input<typeof caricoFormSchema>;
export const caricoFormIniziale: CaricoFormValues = { gustoId: null, produzioneId: null, kg: '' };

const motivo = z.custom<MotivoScarto>((m) => MOTIVI.some((x) => x.value === m));

/** "Scarto": flavour, kg > 0 and the reason. */
export const scartoFormSchema = z.object({ gustoId, kg: kgDigitati(), motivo: scelta(motivo, MSG_VETRINA.motivoObbligatorio) });
export type ScartoFormValues = z.input<typeof scartoFormSchema>;
export const scartoFormIniziale: ScartoFormValues = { gustoId: null, kg: '', motivo: null };

/** The key of a tray's weigh in the closing form (ids of loads still queued are text: a letter first keeps it a key, not an index). */
export const chiavePesata = (id: number | string) => `v${id}`;
/** Where the closing form says what is wrong with the weighs as a whole. */
export const PESATE_TUTTE = 'tutte';

/**
 * "Pesata di chiusura": the kg left per open tray (0 to its loaded kg); trays left blank stay open,
 * at least one weigh is needed.
 */
export const chiusuraFormSchema = (aperte: readonly VaschettaDaPesare[]) =>
  z.object({ pesate: z.record(z.string(), z.string()) }).transform(({ pesate }, ctx) => {
    const valori: Pesata[] = [];
    let sbagliate = 0;
    for (const c of aperte) {
      const testo = pesate[chiavePesata(c.id)] ?? '';
      if (testo.trim() === '') continue;
      const letti = leggiKg(testo, { zeroAmmesso: true, massimo: c.kg });
      if (letti.ok) valori.push({ id: c.id, kgRimasti: letti.kg });
      else {
        sbagliate++;
        ctx.addIssue({ code: 'custom', path: ['pesate', chiavePesata(c.id)], message: letti.errore });
      }
    }
    if (sbagliate > 0) ctx.addIssue({ code: 'custom', path: ['pesate', PESATE_TUTTE], message: MSG_VETRINA.pesateDaCorreggere });
    else if (valori.length === 0) ctx.addIssue({ code: 'custom', path: ['pesate', PESATE_TUTTE], message: MSG_VETRINA.pesataObbligatoria });
    return valori;
  });
export type ChiusuraFormValues = z.input<ReturnType<typeof chiusuraFormSchema>>;

/** Correction of a closing weigh: the kg left, 0 to the kg loaded. */
export const correzioneFormSchema = (kgCaricati: number) => z.object({ kgRimasti: kgDigitati({ zeroAmmesso: true, massimo: kgCaricati }) });
export type CorrezioneFormValues = z.input<ReturnType<typeof correzioneFormSchema>>;
