import { describe, expect, it } from 'vitest';
import {
  MODI,
  applicaStep,
  clampQuantita,
  conStep,
  contatoreNote,
  etichettaStep,
  limitaNote,
  puoDecrementare,
  righeProduzione,
  totaleKg,
} from './quantities';
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
