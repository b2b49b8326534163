import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { IndirizzoFornitore } from '../fornitori/fornitore.schema.js';

/** Small pieces the stock documents share (recall report, purchase order): Italian numbers and dates, table heads, labelled values. */

export const numeroIt = (x: number, decimali = 3) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: decimali }).format(x);
export const euroIt = (x: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(x);
export const dataIt = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '—');
export const testa = (t: string, alignment: 'left' | 'right' = 'left'): TableCell => ({ text: t, style: 'intestazioneTabella', alignment });
export const dato = (etichetta: string, valore: string): Content => ({ text: [{ text: `${etichetta}: `, color: '#6b5a4e' }, { text: valore, bold: true }], margin: [0, 1, 0, 1] });

/** 'Via Roma 1, 20121 Milano (MI)' from the parts that are there; '—' when none. */
export function indirizzoCompleto(f: IndirizzoFornitore): string {
  const luogo = [f.cap, f.comune].filter(Boolean).join(' ') + (f.provincia ? ` (${f.provincia})` : '');
  return [f.indirizzo, luogo.trim()].filter(Boolean).join(', ') || '—';
}
