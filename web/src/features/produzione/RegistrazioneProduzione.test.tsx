import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '../../lib/format';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { datiHandler, puntoVendita, registraHandler } from './test-fixtures';

const SCREENS = [
  { modo: 'standard', url: '/produzione', heading: 'Registra Produzione', incrementi: ['+0,5', '+2', '+4'], decrementi: ['-0,5', '-2', '-4'], noteMax: 500 },
  { modo: 'touch', url: '/produzione#produzione-touch', heading: 'Produzione Touch', incrementi: ['+0,5', '+1', '+5'], decrementi: ['-0,5', '-1'], noteMax: 500 },
  { modo: 'touch2', url: '/produzione#produzione-touch-2', heading: 'Touch Produzione 2', incrementi: ['+1', '+2'], decrementi: ['-1'], noteMax: 200 },
] as const;

function renderScreen(url: string, ruolo: 'admin' | 'operatore' = 'operatore') {
  return renderWithProviders(undefined, { url, session: { user: makeUser(ruolo) } });
}

const stepButton = (label: string, gusto: string) => screen.getByRole('button', { name: `${label} kg ${gusto}` });
const quantita = (id: number) => screen.getByTestId(`quantita-${id}`);
const submitButton = () => screen.getByTestId('produzione-submit');

describe.each(SCREENS)('$heading', ({ url, heading, incrementi, decrementi, noteMax }) => {
  it('shows exactly the quick steps of the mode, grouped by category, starting at 0', async () => {
    server.use(datiHandler());
    renderScreen(url);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    await screen.findByText('Fragola');
    const tile = screen.getByTestId('gusto-3');
    const labels = within(tile)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect([...labels].sort()).toEqual([...incrementi, ...decrementi].sort());
    expect(quantita(3)).toHaveTextContent('0,0 kg');
    expect(screen.getAllByTestId('categoria-gruppo').map((g) => within(g).getByRole('heading').textContent?.trim())).toEqual(['Creme', 'Frutta']);
    for (const d of decrementi) expect(stepButton(d, 'Fragola')).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('totale-kg')).toHaveTextContent('0,0 kg');
  });

  it('adds each step, disables a decrement below its step, never goes negative, totals', async () => {
    server.use(datiHandler());
    const { user } = renderScreen(url);
    await screen.findByText('Fragola');
    const smallest = incrementi[0];
    await user.click(stepButton(smallest, 'Fragola'));
    const first = Number(smallest.replace('+', '').replace(',', '.'));
    expect(quantita(3)).toHaveTextContent(`${first.toLocaleString('it-IT', { minimumFractionDigits: 1 })} kg`);
    // Decrements larger than the quantity stay disabled; the one equal to it brings it back to 0.
    for (const d of decrementi) {
      const step = Number(d.replace('-', '').replace(',', '.'));
      if (step > first) expect(stepButton(d, 'Fragola')).toBeDisabled();
      else expect(stepButton(d, 'Fragola')).toBeEnabled();
    }
    for (const inc of incrementi) await user.click(stepButton(inc, 'Pistacchio'));
    const sumInc = incrementi.reduce((s, l) => s + Number(l.replace('+', '').replace(',', '.')), 0);
    const expectedTotal = first + sumInc;
    expect(screen.getByTestId('totale-kg')).toHaveTextContent(`${expectedTotal.toLocaleString('it-IT', { minimumFractionDigits: 1 })} kg`);
    const minus = decrementi.find((d) => Number(d.replace('-', '').replace(',', '.')) === first)!;
    await user.click(stepButton(minus, 'Fragola'));
    expect(quantita(3)).toHaveTextContent('0,0 kg');
    for (const d of decrementi) expect(stepButton(d, 'Fragola')).toBeDisabled();
    expect(submitButton()).toBeEnabled();
  });

  it(`limits the notes to ${noteMax} characters with a counter`, async () => {
    server.use(datiHandler());
    const { user } = renderScreen(url);
    await screen.findByText('Fragola');
    const notes = screen.getByRole('textbox', { name: 'Note' });
    expect(screen.getByTestId('note-counter')).toHaveTextContent(`0/${noteMax}`);
    await user.click(notes);
    await user.paste('a'.repeat(noteMax + 20));
    expect(notes).toHaveValue('a'.repeat(noteMax));
    expect(screen.getByTestId('note-counter')).toHaveTextContent(`${noteMax}/${noteMax}`);
  });

  it('auto-selects a single active sales point and sends the payload; success message and reset', async () => {
    let sent: unknown = null;
    server.use(datiHandler([puntoVendita(5, 'Laboratorio'), puntoVendita(6, 'Chiuso', false)]), registraHandler((i) => (sent = i), 12.5));
    const { user } = renderScreen(url);
    await screen.findByText('Fragola');
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('5');
    expect(screen.queryByRole('option', { name: 'Chiuso' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Data/)).toHaveValue(todayIsoDate());
    await user.click(stepButton(incrementi[1], 'Fragola'));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Lotto A');
    await user.click(submitButton());
    const esito = await screen.findByTestId('produzione-esito');
    expect(esito).toHaveTextContent('Produzione registrata con successo! Totale: 12,5 kg');
    const step = Number(incrementi[1].replace('+', '').replace(',', '.'));
    expect(sent).toEqual({ data: todayIsoDate(), puntoVenditaId: 5, gusti: [{ gustoId: 3, quantitaKg: step }], note: 'Lotto A' });
    expect(quantita(3)).toHaveTextContent('0,0 kg');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });
});

describe('recording screens: validation and errors', () => {
  it("asks for a sales point when several exist and none is chosen", async () => {
    let calls = 0;
    server.use(datiHandler(), registraHandler(() => (calls += 1)));
    const { user } = renderScreen('/produzione');
    await screen.findByText('Fragola');
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('');
    await user.click(stepButton('+2', 'Fragola'));
    await user.click(submitButton());
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Seleziona un punto vendita');
    expect(calls).toBe(0);
  });

  it('shows the server error, or the fallback text', async () => {
    server.use(datiHandler([puntoVendita(1, 'Unico')]), graphql.mutation('ProduzioneRegistra', () => graphqlErrorResponse('Gusto non trovato o non attivo', 'BAD_USER_INPUT')));
    const { user } = renderScreen('/produzione#produzione-touch');
    await screen.findByText('Fragola');
    await user.click(stepButton('+1', 'Fragola'));
    await user.click(submitButton());
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Gusto non trovato o non attivo');
    expect(quantita(3)).toHaveTextContent('1,0 kg');

    server.use(graphql.mutation('ProduzioneRegistra', () => HttpResponse.error()));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('produzione-esito')).toHaveTextContent("Errore durante l'invio della produzione"));
  });

  it('shows the load error', async () => {
    server.use(graphql.query('ProduzioneDatiRegistrazione', () => graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR')));
    renderScreen('/produzione#produzione-touch-2');
    expect(await screen.findByText('Errore durante il caricamento dei dati')).toBeInTheDocument();
  });

  it('filters flavours by category', async () => {
    server.use(datiHandler());
    const { user } = renderScreen('/produzione');
    await screen.findByText('Fragola');
    await user.click(screen.getByRole('button', { name: 'Frutta' }));
    expect(screen.queryByText('Pistacchio')).not.toBeInTheDocument();
    expect(screen.getByText('Fragola')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tutte' }));
    expect(screen.getByText('Pistacchio')).toBeInTheDocument();
  });

  it('opens the touch modes from the standard screen and comes back', async () => {
    server.use(datiHandler());
    const { user } = renderScreen('/produzione');
    await screen.findByText('Fragola');
    await user.click(screen.getByRole('button', { name: /Modalità Touch/ }));
    expect(window.location.hash).toBe('#produzione-touch');
    expect(await screen.findByRole('heading', { name: 'Produzione Touch', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Torna a Registra Produzione/ }));
    expect(await screen.findByRole('heading', { name: 'Registra Produzione', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Touch 2/ }));
    expect(window.location.hash).toBe('#produzione-touch-2');
    expect(await screen.findByRole('heading', { name: 'Touch Produzione 2', level: 1 })).toBeInTheDocument();
  });

  it('touch targets stay usable at phone width', async () => {
    setViewportWidth(390);
    server.use(datiHandler());
    renderScreen('/produzione#produzione-touch-2');
    await screen.findByText('Fragola');
    expect(stepButton('+1', 'Fragola')).toBeInTheDocument();
  });
});
