import { apiJson } from '../../app/api-fetch';
import type { BozzaFattura } from './modello';

/** Extensions the invoice import accepts (FatturaPA XML, a signed .p7m, a .zip of them). */
export const ESTENSIONI_FATTURA = '.xml,.p7m,.zip';
export const FATTURA_MAX_BYTE = 5 * 1024 * 1024;
export const MSG_FATTURA = {
  troppoGrande: 'La fattura supera i 5 MB: carica il file XML della singola fattura',
  nessunaRiga: 'La fattura non ha righe di merce da ricevere',
} as const;

/**
 * Uploads a FatturaPA file (multipart, field `fattura`) and answers its receipt drafts, one per
 * document (a .zip may hold several). Errors are ApiError with the server's Italian message (400 for
 * a file that is not an invoice, 409 for an invoice already registered).
 */
export async function importaFattura(file: File): Promise<BozzaFattura[]> {
  const form = new FormData();
  form.append('fattura', file, file.name);
  const risposta = await apiJson<BozzaFattura | BozzaFattura[]>('/ricevimenti/fattura', { method: 'POST', body: form, timeoutMs: 60_000 });
  return Array.isArray(risposta) ? risposta : [risposta];
}
