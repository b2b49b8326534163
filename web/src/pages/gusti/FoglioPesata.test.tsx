import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leggiPrefillProduzione } from '../../features/produzione/prefill';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import type { Ruolo } from '../../gql/graphql';
import { FoglioPesataView } from './FoglioPesata';
import { percorsoPdfFoglio, richiestaFoglio } from './foglio-pesata';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

const riga = (ingredienteId: number, nome: string, unita: string, quantita: number, grammi: number | null) => ({
  __typename: 'RigaFoglioPesata',
  ingredienteId,
  nome,
  unita,
  quantita,
  grammi,
});
const RIGHE = [riga(1, 'Latte intero fresco di alta qualità', 'kg', 4.951, 4951), riga(2, 'Panna', 'ml', 1650.4, 1634), riga(5, 'Vaniglia', 'pz', 9, null)];
const FOGLIO = {
  __typename: 'FoglioPesata',
  gustoId: 7,
  nome: 'Fiordilatte',
  versione: 2,
  tipo: 'gelato',
  modo: 'vaschette',
  kgMix: 16.223,
  densitaMix: 1.095,
  vaschette: 4,
  volumeL: 5,
  overrun: 0.35,
  capacitaMinKg: 2,
  capacitaMaxKg: 10,
  risoluzioneG: 1,
  kgCiclo: 8.112,
  cicli: [1, 2].map((numero) => ({ __typename: 'CicloFoglioPesata', numero, kg: 8.112, righe: RIGHE })),
  allergeni: ['Latte', 'Uova'],
  tracce: ['Frutta a guscio'],
  note: 'Pastorizzare a 85 °C',
  avvisi: [],
};

function renderFoglio(ruolo: Ruolo = 'operatore', opts: { errore?: string } = {}) {
  const richieste: Record<string, unknown>[] = [];
  const costi: Record<string, unknown>[] = [];
  server.use(
    graphql.query('FoglioPesata', ({ variables }) => {
      richieste.push(variables);
      if (opts.errore) return graphqlErrorResponse(opts.errore, 'BAD_USER_INPUT');
      return HttpResponse.json({ data: { foglioPesata: FOGLIO } });
    }),
    graphql.query('FoglioPesataCosti', ({ variables }) => {
      costi.push(variables);
      return HttpResponse.json({ data: { foglioPesata: { __typename: 'FoglioPesata', gustoId: 7, foodCostKg: 3.8352, costoLotto: 62.22 } } });
    }),
  );
  const r = renderWithProviders(<FoglioPesataView gusto={{ id: 7, nome: 'Fiordilatte' }} />, { session: { user: makeUser(ruolo) } });
  return { ...r, richieste, costi };
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('Foglio di pesata (tablet view)', () => {
  it('computes 4 trays of 5 l at 35 %: big rows per cycle to tick, allergens and notes; an operator never asks for costs', async () => {
    const { user, richieste, costi } = renderFoglio('operatore');
    await user.type(screen.getByRole('textbox', { name: 'Overrun %' }), '35');
    await user.click(screen.getByRole('button', { name: /Calcola/ }));
    const risultato = await screen.findByTestId('foglio-risultato');
    expect(richieste).toEqual([{ gustoId: 7, vaschette: 4, volumeL: 5, overrun: 0.35 }]);
    expect(costi).toEqual([]);
    expect(screen.queryByTestId('foglio-costi')).not.toBeInTheDocument();
    expect(plain(screen.getByTestId('foglio-kg').textContent)).toBe('16,223 kg');
    expect(plain(risultato.textContent)).toContain('Ricetta versione 2 · Gelato · densità 1,095 kg/l · overrun 35 %');
    expect(plain(risultato.textContent)).toContain('2 cicli uguali da 8,112 kg');
    const ciclo1 = screen.getByRole('region', { name: 'Ciclo 1' });
    const latte = within(ciclo1).getByRole('checkbox', { name: /Latte intero fresco di alta qualità/ });
    expect(plain(latte.getAttribute('aria-label'))).toBe('Latte intero fresco di alta qualità: 4951 g');
    expect(within(ciclo1).getByRole('checkbox', { name: 'Vaniglia: 9 pz' })).toBeInTheDocument();
    expect(within(ciclo1).getByText('0 di 3 pesati')).toBeInTheDocument();
    await user.click(latte);
    expect(latte).toHaveAttribute('aria-checked', 'true');
    expect(within(ciclo1).getByText('1 di 3 pesati')).toBeInTheDocument();
    // cycle 2 is ticked on its own
    expect(within(screen.getByRole('region', { name: 'Ciclo 2' })).getByText('0 di 3 pesati')).toBeInTheDocument();
    await user.click(latte);
    expect(latte).toHaveAttribute('aria-checked', 'false');
    expect(risultato.textContent).toContain('Latte, Uova');
    expect(risultato.textContent).toContain('Può contenere tracce di: Frutta a guscio');
    expect(risultato.textContent).toContain('Pastorizzare a 85 °C');
  });

  it('kg mode; the manager also sees food cost and batch cost; wrong input is refused before asking the server', async () => {
    const { user, richieste, costi } = renderFoglio('manager');
    await user.click(screen.getByRole('button', { name: 'kg di miscela' }));
    const kg = screen.getByRole('textbox', { name: 'kg di miscela' });
    await user.type(kg, '0');
    await user.click(screen.getByRole('button', { name: /Calcola/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('I kg di miscela devono essere un numero maggiore di 0 e non oltre 1000');
    expect(richieste).toEqual([]);
    await user.clear(kg);
    await user.type(kg, '12,5');
    await user.click(screen.getByRole('button', { name: /Calcola/ }));
    expect(plain((await screen.findByTestId('foglio-costi')).textContent)).toBe('Food cost € 3,84/kg · costo del lotto € 62,22');
    expect(richieste).toEqual([{ gustoId: 7, kg: 12.5 }]);
    expect(costi).toEqual([{ gustoId: 7, kg: 12.5 }]);
  });

  it("shows the server's Italian error", async () => {
    const { user } = renderFoglio('admin', { errore: 'Il gusto non ha ingredienti a peso nella ricetta: impossibile preparare il foglio di pesata' });
    await user.click(screen.getByRole('button', { name: /Calcola/ }));
    expect(await screen.findByText('Il gusto non ha ingredienti a peso nella ricetta: impossibile preparare il foglio di pesata')).toBeInTheDocument();
  });

  it('"Stampa" downloads the PDF with the token; "Registra produzione" pre-fills flavour, kg and recipe version', async () => {
    const pdf: { auth: string | null; url: string }[] = [];
    server.use(
      http.get('*/api/gusti/7/foglio-pesata', ({ request }) => {
        pdf.push({ auth: request.headers.get('authorization'), url: new URL(request.url).search });
        return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:foglio');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { user } = renderFoglio('operatore');
    await user.click(screen.getByRole('button', { name: /Calcola/ }));
    await screen.findByTestId('foglio-risultato');
    await user.click(screen.getByRole('button', { name: /Stampa/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(pdf).toEqual([{ auth: 'Bearer test-token', url: '?vaschette=4&volume_l=5&formato=pdf' }]);
    expect(createObjectURL).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Registra produzione/ }));
    expect(leggiPrefillProduzione()).toEqual({ gustoId: 7, kg: 16.223, versioneRicetta: 2 });
    expect(assign).toHaveBeenCalledWith('/produzione');
  });
});

describe('foglio-pesata rules', () => {
  it('reads the form as the server does', () => {
    expect(richiestaFoglio({ modo: 'vaschette', kg: '', vaschette: '4', volumeL: '2,5', overrunPercento: '' })).toEqual({ ok: true, richiesta: { vaschette: 4, volumeL: 2.5 } });
    expect(richiestaFoglio({ modo: 'vaschette', kg: '', vaschette: '4', volumeL: '5', overrunPercento: '35' })).toEqual({ ok: true, richiesta: { vaschette: 4, volumeL: 5, overrun: 0.35 } });
    expect(richiestaFoglio({ modo: 'vaschette', kg: '', vaschette: '2,5', volumeL: '5', overrunPercento: '' })).toMatchObject({ ok: false });
    expect(richiestaFoglio({ modo: 'vaschette', kg: '', vaschette: '4', volumeL: '0', overrunPercento: '' })).toMatchObject({ ok: false });
    expect(richiestaFoglio({ modo: 'kg', kg: '1001', vaschette: '', volumeL: '', overrunPercento: '' })).toMatchObject({ ok: false });
    expect(percorsoPdfFoglio(7, { kg: 3 })).toBe('/gusti/7/foglio-pesata?kg=3&formato=pdf');
  });
});
