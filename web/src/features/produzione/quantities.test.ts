import { describe, expect, it } from 'vitest';
import {
  MODI,
  MSG_QUANTITA,
  applicaStep,
  clampQuantita,
  conQuantita,
  conStep,
  contatoreNote,
  etichettaStep,
  leggiQuantita,
  limitaNote,
  puoDecrementare,
  righeProduzione,
  testoQuantita,
  totaleKg,
} from './quantities';
import { puntoVenditaIniziale } from './catalogo';
import { puntoVendita } from './test-fixtures';
import { validaRegistrazione } from './use-registrazione-produzione';
import { messaggioSuccesso } from './messages';

describe('quick steps per mode (spec 9)', () => {
  it('standard: +0.5, +2, +4 and the same minus', () => {
    expect([...MODI.standard.incrementi].sort((a, b) => a - b)).toEqual([0.5, 2, 4]);
    expect([...MODI.standard.decrementi].sort((a, b) => a - b)).toEqual([0.5, 2, 4]);
  });
  it('touch: +1, +5, -1, -0.5, +0.5', () => {
    expect([...MODI.touch.incrementi].sort((a, b) => a - b)).toEqual([0.5, 1, 5]);
    expect([...MODI.touch.decrementi].sort((a, b) => a - b)).toEqual([0.5, 1]);
  });
  it('touch 2: +1, +2, -1', () => {
    expect(MODI.touch2.incrementi).toEqual([1, 2]);
    expect(MODI.touch2.decrementi).toEqual([1]);
  });
  it('notes limits 500 / 500 / 200', () => {
    expect([MODI.standard.noteMax, MODI.touch.noteMax, MODI.touch2.noteMax]).toEqual([500, 500, 200]);
  });
});

describe('quantities', () => {
  it('start at 0 and add steps without float drift', () => {
    let q = 0;
    for (let i = 0; i < 3; i++) q = applicaStep(q, 0.1);
    expect(q).toBe(0.3);
    expect(applicaStep(0, 0.5)).toBe(0.5);
    expect(applicaStep(2.5, 4)).toBe(6.5);
  });
  it('never go below 0', () => {
    expect(applicaStep(0.5, -2)).toBe(0);
    expect(applicaStep(0, -0.5)).toBe(0);
    expect(clampQuantita(-3)).toBe(0);
    expect(clampQuantita(Number.NaN)).toBe(0);
  });
  it('disable a decrement when the quantity is lower than its step', () => {
    expect(puoDecrementare(0, 0.5)).toBe(false);
    expect(puoDecrementare(0.5, 0.5)).toBe(true);
    expect(puoDecrementare(1.5, 2)).toBe(false);
    expect(puoDecrementare(4, 4)).toBe(true);
    expect(puoDecrementare(3.5, 4)).toBe(false);
  });
  it('keep a per-flavour map, drop flavours back at 0, and total them', () => {
    let q = conStep({}, 1, 2);
    q = conStep(q, 2, 0.5);
    q = conStep(q, 1, 4);
    expect(q).toEqual({ 1: 6, 2: 0.5 });
    expect(totaleKg(q)).toBe(6.5);
    q = conStep(q, 2, -0.5);
    expect(q).toEqual({ 1: 6 });
    expect(totaleKg({})).toBe(0);
    expect(totaleKg({ 1: 0.1, 2: 0.2 })).toBe(0.3);
  });
  it('send only lines above 0', () => {
    expect(righeProduzione({ 3: 1.5, 4: 0 })).toEqual([{ gustoId: 3, quantitaKg: 1.5 }]);
  });
});

describe('typed quantities', () => {
  it('accept a comma or a dot as the decimal mark', () => {
    expect(leggiQuantita('2,5')).toEqual({ ok: true, kg: 2.5 });
    expect(leggiQuantita('2.5')).toEqual({ ok: true, kg: 2.5 });
    expect(leggiQuantita(' 12 ')).toEqual({ ok: true, kg: 12 });
    expect(leggiQuantita(',5')).toEqual({ ok: true, kg: 0.5 });
    expect(leggiQuantita('3,')).toEqual({ ok: true, kg: 3 });
    expect(leggiQuantita('1.250,5')).toEqual({ ok: true, kg: 1250.5 });
  });
  it('read an empty field as 0 and round to the gram', () => {
    expect(leggiQuantita('')).toEqual({ ok: true, kg: 0 });
    expect(leggiQuantita('0,1236')).toEqual({ ok: true, kg: 0.124 });
  });
  it('reject what the steps could never produce, with the API texts', () => {
    expect(leggiQuantita('-1')).toEqual({ ok: false, errore: MSG_QUANTITA.negativa });
    expect(leggiQuantita('-0,5')).toEqual({ ok: false, errore: 'La quantità non può essere negativa' });
    for (const t of ['abc', '1,2,3', '1.2.3', '2kg', '-', '1,250.5', 'e5', '1e3']) expect(leggiQuantita(t)).toEqual({ ok: false, errore: 'Quantità non valida' });
    expect(leggiQuantita('100000')).toEqual({ ok: true, kg: 100000 });
    expect(leggiQuantita('100000,5')).toEqual({ ok: false, errore: 'Quantità troppo elevata (massimo 100000 kg per gusto)' });
  });
  it('show in the field with one to three decimals, no thousands dots', () => {
    expect(testoQuantita(0)).toBe('0,0');
    expect(testoQuantita(2.5)).toBe('2,5');
    expect(testoQuantita(1.25)).toBe('1,25');
    expect(testoQuantita(1250.125)).toBe('1250,125');
  });
  it('set one flavour, clamped, dropping it at 0', () => {
    expect(conQuantita({ 1: 2 }, 3, 1.2345)).toEqual({ 1: 2, 3: 1.235 });
    expect(conQuantita({ 1: 2, 3: 1 }, 3, 0)).toEqual({ 1: 2 });
    expect(conQuantita({ 1: 2 }, 1, -4)).toEqual({});
  });
});

describe('initial sales point', () => {
  const punti = [puntoVendita(1, 'Centro'), puntoVendita(2, 'Mare'), puntoVendita(3, 'Chiuso', false)];
  it("is the user's own when active", () => {
    expect(puntoVenditaIniziale(punti, 2)).toBe(2);
  });
  it('otherwise the only active one, or none', () => {
    expect(puntoVenditaIniziale(punti, 3)).toBeNull();
    expect(puntoVenditaIniziale(punti, null)).toBeNull();
    expect(puntoVenditaIniziale([puntoVendita(1, 'Centro'), puntoVendita(3, 'Chiuso', false)], null)).toBe(1);
    expect(puntoVenditaIniziale([puntoVendita(1, 'Centro'), puntoVendita(3, 'Chiuso', false)], 3)).toBe(1);
    expect(puntoVenditaIniziale([], 1)).toBeNull();
  });
});

describe('notes', () => {
  it('are cut at the limit and counted', () => {
    expect(limitaNote('x'.repeat(250), 200)).toHaveLength(200);
    expect(limitaNote('ciao', 500)).toBe('ciao');
    expect(contatoreNote('ciao', 500)).toBe('4/500');
  });
});

describe('labels and messages', () => {
  it('formats steps it-IT', () => {
    expect(etichettaStep(0.5)).toBe('+0,5');
    expect(etichettaStep(-4)).toBe('-4');
  });
  it('validates in the spec order', () => {
    expect(validaRegistrazione({ data: '2026-11-21', puntoVenditaId: null, totale: 2 })).toBe('Seleziona un punto vendita');
    expect(validaRegistrazione({ data: '2026-11-21', puntoVenditaId: 1, totale: 0 })).toBe('Aggiungi almeno un gusto alla produzione');
    expect(validaRegistrazione({ data: '', puntoVenditaId: 1, totale: 1 })).toBe('La data è obbligatoria');
    expect(validaRegistrazione({ data: '2026-11-21', puntoVenditaId: 1, totale: 1 })).toBeNull();
  });
  it('builds the success message', () => {
    expect(messaggioSuccesso('12,5')).toBe('Produzione registrata con successo! Totale: 12,5 kg');
  });
});
