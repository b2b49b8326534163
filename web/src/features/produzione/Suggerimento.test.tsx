import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '../../lib/format';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse, suggerimentoHandler } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { quantitaSuggerita, testoSuggerito } from './suggerimento';
import { datiHandler, registraHandler } from './test-fixtures';

/**
 * The three recording screens with the production suggestion of the chosen point and date:
 * Fiordilatte 3.2 kg, Pistacchio 0.2 kg (positive: at least one step), Fragola 0 kg (stock covers it).
 * Standard and Touch round to 0.5 kg (3.0, 0.5, 0), Touch 2 to 1 kg (3, 1, 0).
 */
const SCREENS = [
  { heading: 'Registra Produzione', url: '/produzione', attesi: { 1: '3,0', 2: '0,5', 3: '0,0' }, totale: '3,5 kg', righe: [{ gustoId: 1, quantitaKg: 3 }, { gustoId: 2, quantitaKg: 0.5 }], arrotondamento: 'Quantità arrotondate a 0,5 kg', meno: '-0,5', piu: '+0,5', piuKg: 0.5 },
  { heading: 'Produzione Touch', url: '/produzione#produzione-touch', attesi: { 1: '3,0', 2: '0,5', 3: '0,0' }, totale: '3,5 kg', righe: [{ gustoId: 1, quantitaKg: 3 }, { gustoId: 2, quantitaKg: 0.5 }], arrotondamento: 'Quantità arrotondate a 0,5 kg', meno: '-0,5', piu: '+0,5', piuKg: 0.5 },
  { heading: 'Touch Produzione 2', url: '/produzione#produzione-touch-2', attesi: { 1: '3,0', 2: '1,0', 3: '0,0' }, totale: '4,0 kg', righe: [{ gustoId: 1, quantitaKg: 3 }, { gustoId: 2, quantitaKg: 1 }], arrotondamento: 'Quantità arrotondate a 1 kg', meno: '-1', piu: '+1', piuKg: 1 },
] as const;

const SUGGERIMENTO = [
  { gustoId: 1, kgSuggeriti: 3.2 },
  { gustoId: 2, kgSuggeriti: 0.2 },
  { gustoId: 3, kgSuggeriti: 0 },
];

const renderScreen = (url: string) => renderWithProviders(undefined, { url, session: { user: makeUser('operatore') } });
const caricato = () => screen.findByText('Fragola', {}, { timeout: 5000 });
const quantita = (id: number) => screen.getByTestId(`quantita-${id}`);

describe('quantitaSuggerita', () => {
  it('rounds to the nearest step, a positive suggestion to at least one step, nothing below 0', () => {
    expect(quantitaSuggerita(3.2, 0.5)).toBe(3);
    expect(quantitaSuggerita(3.3, 0.5)).toBe(3.5);
    expect(quantitaSuggerita(3.25, 0.5)).toBe(3.5);
    expect(quantitaSuggerita(0.2, 0.5)).toBe(0.5);
    expect(quantitaSuggerita(0.2, 1)).toBe(1);
    expect(quantitaSuggerita(2.49, 1)).toBe(2);
    expect(quantitaSuggerita(0, 0.5)).toBe(0);
    expect(quantitaSuggerita(-1, 0.5)).toBe(0);
    expect(testoSuggerito(3.2)).toBe('Suggerito: 3,2 kg');
    expect(testoSuggerito(1.235)).toBe('Suggerito: 1,235 kg');
    expect(testoSuggerito(0)).toBe('Suggerito: 0,0 kg');
  });
});

describe.each(SCREENS)('$heading with the suggestion', ({ url, attesi, totale, righe, arrotondamento, meno, piu, piuKg }) => {
  it('shows "Suggerito: x kg" beside each suggested flavour, for the chosen point and date', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(
      datiHandler(),
      graphql.query('ProduzioneSuggerimento', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { suggerimentoProduzione: SUGGERIMENTO.map((s) => ({ __typename: 'SuggerimentoProduzione', ...s })) } });
      }),
    );
    renderScreen(url);
    await caricato();
    expect(await screen.findByTestId('suggerito-1')).toHaveTextContent('Suggerito: 3,2 kg');
    expect(within(screen.getByTestId('gusto-1')).getByTestId('suggerito-1')).toBeInTheDocument();
    expect(within(screen.getByTestId('gusto-2')).getByTestId('suggerito-2')).toHaveTextContent('Suggerito: 0,2 kg');
    expect(within(screen.getByTestId('gusto-3')).getByTestId('suggerito-3')).toHaveTextContent('Suggerito: 0,0 kg');
    expect(seen[0]).toEqual({ puntoVenditaId: 1, data: todayIsoDate() });
    // the quantities are not touched until asked
    expect(quantita(1)).toHaveValue('0,0');
    expect(screen.getByText(arrotondamento)).toBeInTheDocument();
  });

  it('"Compila dai suggeriti" fills every suggested flavour rounded to the mode\'s step; steps and submit work on it', async () => {
    let sent: { gusti: unknown } | null = null;
    server.use(datiHandler(), suggerimentoHandler(SUGGERIMENTO), registraHandler((i) => (sent = i as { gusti: unknown })));
    const { user } = renderScreen(url);
    await caricato();
    // a quantity typed before the fill is replaced by the suggestion
    await user.click(screen.getByRole('textbox', { name: 'Kg Fragola' }));
    await user.keyboard('{Control>}a{/Control}2');
    await user.click(await screen.findByRole('button', { name: 'Compila dai suggeriti' }));
    for (const [id, valore] of Object.entries(attesi)) expect(quantita(Number(id))).toHaveValue(valore);
    expect(screen.getByTestId('totale-kg')).toHaveTextContent(totale);
    // the decrement of the mode's step works on a filled quantity; Fragola (0) cannot go lower
    expect(screen.getByRole('button', { name: `${meno} kg Fiordilatte` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `${meno} kg Fragola` })).toBeDisabled();
    await user.click(screen.getByTestId('produzione-submit'));
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Produzione registrata con successo!');
    expect(sent!.gusti).toEqual(righe);
  });

  it('when the suggestion fails to load, it says so and the screen still records', async () => {
    let sent: { gusti: unknown } | null = null;
    server.use(
      datiHandler(),
      graphql.query('ProduzioneSuggerimento', () => graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR')),
      registraHandler((i) => (sent = i as { gusti: unknown })),
    );
    const { user } = renderScreen(url);
    await caricato();
    expect(await screen.findByText('Suggeriti non disponibili: registra le quantità a mano')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compila dai suggeriti' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('suggerito-1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${piu} kg Fragola` }));
    await user.click(screen.getByTestId('produzione-submit'));
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Produzione registrata con successo!');
    expect(sent!.gusti).toEqual([{ gustoId: 3, quantitaKg: piuKg }]);
  });

  it('without a display-case history there is nothing to fill', async () => {
    server.use(datiHandler(), suggerimentoHandler([]));
    renderScreen(url);
    await caricato();
    expect(await screen.findByText('Nessun suggerimento per questo giorno: serve lo storico della vetrina')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compila dai suggeriti' })).not.toBeInTheDocument();
  });
});
