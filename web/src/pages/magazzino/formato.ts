import { formatNumber } from '../../lib/format';
import { ApiError } from '../../app/api-fetch';
import { serverErrorMessage } from '../../app/error-message';

/** The server's Italian message of a failed GraphQL operation or REST call. */
export const messaggioErrore = (e: unknown): string | undefined => (e instanceof ApiError ? e.message : serverErrorMessage(e));

/** Whole days from today (yyyy-MM-dd, Europe/Rome) to a date; negative when past. */
export function giorniA(scadenza: string, oggi: string): number {
  return Math.round((Date.parse(`${scadenza}T00:00:00Z`) - Date.parse(`${oggi}T00:00:00Z`)) / 86_400_000);
}

/** A quantity in the ingredient's unit: '1.234,5 kg' (up to 3 decimals; a no-break space keeps the unit with its number in a narrow column). */
export const quantita = (n: number, unita: string) => `${formatNumber(n, 3)}\u00a0${unita}`;
