/** A date range filter with the start after the end (yyyy-MM-dd): the same message as the API's. */
export const MSG_PERIODO_INVERTITO = 'La data di inizio non può essere successiva alla data di fine';

/** True when both dates are set and the start comes after the end (the same day is a valid range). */
export function periodoInvertito(inizio: string | null | undefined, fine: string | null | undefined): boolean {
  return Boolean(inizio && fine && inizio > fine);
}
