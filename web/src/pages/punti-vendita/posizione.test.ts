import { describe, expect, it } from 'vitest';
import { MSG_POSIZIONE, leggiCoordinata, leggiPatrono, testoCoordinata } from './posizione';

describe('coordinates and patron day of a sales point', () => {
  it('reads coordinates with a decimal comma, empty as none, out of range as the server’s message', () => {
    expect(leggiCoordinata('44,4939', 90, MSG_POSIZIONE.latitudine)).toEqual({ ok: true, valore: 44.4939 });
    expect(leggiCoordinata(' −11.34281 ', 180, MSG_POSIZIONE.longitudine)).toEqual({ ok: true, valore: -11.34281 });
    expect(leggiCoordinata('', 90, MSG_POSIZIONE.latitudine)).toEqual({ ok: true, valore: null });
    expect(leggiCoordinata('91', 90, MSG_POSIZIONE.latitudine)).toEqual({ ok: false, errore: 'La latitudine deve essere un numero tra -90 e 90' });
    expect(leggiCoordinata('44°N', 90, MSG_POSIZIONE.latitudine).ok).toBe(false);
    expect(testoCoordinata(44.4939)).toBe('44,4939');
    expect(testoCoordinata(10)).toBe('10');
    expect(testoCoordinata(null)).toBe('');
  });

  it('reads the patron day as MM-GG or as an Italian date GG/MM', () => {
    expect(leggiPatrono('10-04')).toEqual({ ok: true, valore: '10-04' });
    expect(leggiPatrono('4/10')).toEqual({ ok: true, valore: '10-04' });
    expect(leggiPatrono('')).toEqual({ ok: true, valore: null });
    expect(leggiPatrono('13-01')).toEqual({ ok: false, errore: 'Il santo patrono è un giorno nel formato MM-GG (es. 10-04)' });
  });
});
