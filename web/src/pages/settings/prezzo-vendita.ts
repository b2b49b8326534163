import { MSG_PREZZO_VENDITA, prezzoVenditaSchema } from '@gelatiere/contratto';
import { z } from 'zod';

/** The prezzo_vendita_kg field: its rule and message are the API's (@gelatiere/contratto prezzoVenditaSchema). */
export const PREZZO_VENDITA_CHIAVE = 'prezzo_vendita_kg';
export const PREZZO_VENDITA_DEFAULT = 25;

export const MSG_PREZZO = {
  nonValido: MSG_PREZZO_VENDITA.nonValido,
  salvato: 'Prezzo di vendita aggiornato',
  errore: 'Errore nel salvataggio del prezzo di vendita',
  caricamento: 'Errore nel caricamento del prezzo di vendita',
} as const;

/** The form (its field named as the key): the price as typed; a valid submit yields it in euro (26.5). */
export const prezzoVenditaFormSchema = z.object({ prezzo_vendita_kg: prezzoVenditaSchema });
export type PrezzoVenditaFormValues = z.input<typeof prezzoVenditaFormSchema>;

/** The stored value ('25.00') as shown in the field ('25,00'); the default when missing or invalid. */
export function prezzoPerCampo(valore: string | null | undefined): string {
  const n = valore == null ? Number.NaN : Number(valore);
  return (Number.isFinite(n) && n > 0 ? n : PREZZO_VENDITA_DEFAULT).toFixed(2).replace('.', ',');
}
