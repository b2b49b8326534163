import type { RegistrazioneView } from './haccp.schema.js';

/** Italian numbers of the register: '−18,5' with a comma, up to `decimali` decimals. */
const numeri = new Map<number, Intl.NumberFormat>();
export function numeroIt(n: number, decimali = 1): string {
  let f = numeri.get(decimali);
  if (!f) numeri.set(decimali, (f = new Intl.NumberFormat('it-IT', { maximumFractionDigits: decimali, useGrouping: false })));
  return f.format(n);
}
export const gradi = (n: unknown) => `${numeroIt(Number(n))} °C`;

/** A duration in minutes as the register writes it: '15 s', '2 min', '1 min 30 s'. */
export function durata(minuti: number): string {
  const secondi = Math.round(minuti * 60);
  if (secondi < 60) return `${secondi} s`;
  const m = Math.floor(secondi / 60);
  const s = secondi % 60;
  return s ? `${m} min ${s} s` : `${m} min`;
}

const str = (x: unknown) => (typeof x === 'string' ? x : '');
const num = (x: unknown) => Number(x);

type Base = Omit<RegistrazioneView, 'descrizione'>;

/** The record in words, as the register (JSON and PDF) shows it. */
export function descrivi(r: Base): string {
  const d = r.dati;
  switch (r.tipo) {
    case 'lettura':
      return `${r.dispositivoNome ?? 'Dispositivo'}: ${gradi(r.temperatura)} (limiti ${gradi(d.temperatura_min)} … ${gradi(d.temperatura_max)})${r.fonte === 'sensore' ? ', dal sensore' : ''}`;
    case 'pastorizzazione':
      return (
        `Pastorizzazione ${d.prodotto === 'gusto' ? 'del gusto' : 'della base'} "${str(d.nome)}": ${gradi(r.temperatura)} per ${durata(num(d.minuti_mantenimento))}` +
        ` (programma ${gradi(d.programma_temperatura)} per ${durata(num(d.programma_secondi) / 60)})${d.lotto ? `, lotto ${str(d.lotto)}` : ''}`
      );
    case 'abbattimento':
      return (
        `Abbattimento di "${str(d.prodotto)}": da ${gradi(d.temperatura_iniziale)} a ${gradi(d.temperatura_finale)} in ${durata(num(d.minuti))}` +
        ` (obiettivo ${gradi(d.obiettivo_temperatura)} entro ${durata(num(d.obiettivo_minuti))})${d.lotto ? `, lotto ${str(d.lotto)}` : ''}`
      );
    case 'pulizia':
      return `Pulizia di ${str(d.area)} con ${str(d.prodotto)}${d.note ? ` (${str(d.note)})` : ''}`;
    case 'controllo_merci':
      return (
        `Controllo merci: ${str(d.prodotto)} da ${str(d.fornitore)}${d.lotto ? `, lotto ${str(d.lotto)}` : ''}` +
        `${r.temperatura !== null ? `, ${gradi(r.temperatura)} alla consegna` : ''}: ${d.conforme ? 'conforme' : 'non conforme'}`
      );
    case 'azione_correttiva':
      return `Chiusura dell'allarme della registrazione n. ${r.chiudeId ?? ''}${r.dispositivoNome ? ` (${r.dispositivoNome})` : ''}`;
  }
}
