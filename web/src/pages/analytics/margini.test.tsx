import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { MARGINI, analyticsHandlers, type Chiamata, type SezioneAnalytics } from './fixtures';
import AnalyticsPage from './index';
import { ERRORE_MARGINI } from './margini';

function renderPage(ruolo: Ruolo, options: { falliti?: SezioneAnalytics[]; chiamate?: Chiamata[]; margini?: typeof MARGINI } = {}) {
  server.use(...analyticsHandlers(options));
  return renderWithProviders(<AnalyticsPage />, { session: { user: makeUser(ruolo) } });
}

const righe = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const nomi = (table: HTMLElement) => righe(table).map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('Analytics: Margini', () => {
  afterEach(() => setViewportWidth(1024));

  it('ranks flavours by margin per kg, then by total margin, with totals, source badges and a chart (manager)', { timeout: 40_000 }, async () => {
    const chiamate: Chiamata[] = [];
    const { user } = renderPage('manager', { chiamate });
    const sezione = await screen.findByRole('region', { name: 'Margini' });
    const table = await within(sezione).findByRole('table', { name: 'Margini per gusto' });
    // per kg: Pistacchio 27,00 > Fior di latte 26,00 > Fragola 20,00; the long name is never cut
    expect(nomi(table)).toEqual(['Pistacchio di Bronte DOP con granella', 'Fior di latte', 'Fragola']);
    const prima = within(righe(table)[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(prima).toEqual(['Pistacchio di Bronte DOP con granella', '20,0 kg', '€ 600,00', '€ 60,00', '€ 540,00', '27,00 €/kg', 'reale']);
    expect(within(righe(table)[2]!).getByTestId('fonte-margine')).toHaveTextContent('stimato');
    expect(within(sezione).getByTestId('margini-ricavo')).toHaveTextContent('€ 2.900,00');
    expect(within(sezione).getByTestId('margini-costo')).toHaveTextContent('€ 400,00');
    expect(within(sezione).getByTestId('margini-margine')).toHaveTextContent('€ 2.500,00');
    expect(within(within(sezione).getByTestId('margini-margine')).getByTestId('fonte-margine')).toHaveTextContent('stimato');
    expect(within(sezione).getByTestId('grafico-margini')).toHaveAttribute('aria-label', 'Margine/kg per gusto');

    await user.click(within(sezione).getByRole('button', { name: 'Per margine totale' }));
    expect(nomi(table)).toEqual(['Fior di latte', 'Pistacchio di Bronte DOP con granella', 'Fragola']);
    expect(within(sezione).getByRole('button', { name: 'Per margine totale' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sezione).getByTestId('grafico-margini')).toHaveAttribute('aria-label', 'Margine per gusto');
    expect(chiamate.find((c) => c.operation === 'AnalyticsMargini')?.variables).toHaveProperty('filtro');
  });

  it('on a phone (390 px): one card per flavour instead of the wide table, whole name, margins and source', { timeout: 40_000 }, async () => {
    setViewportWidth(390);
    const { user } = renderPage('manager');
    const sezione = await screen.findByRole('region', { name: 'Margini' });
    const lista = await within(sezione).findByRole('list', { name: 'Margini per gusto' });
    expect(within(sezione).queryByRole('table')).not.toBeInTheDocument();
    const carte = within(lista).getAllByRole('listitem');
    expect(carte.map((c) => c.getAttribute('aria-label'))).toEqual(['Pistacchio di Bronte DOP con granella', 'Fior di latte', 'Fragola']);
    const prima = carte[0]!;
    expect(within(prima).getByText('Pistacchio di Bronte DOP con granella')).toBeInTheDocument();
    expect(within(prima).getByText('Margine/kg').nextSibling).toHaveTextContent('27,00 €/kg');
    expect(within(prima).getByText('Margine').nextSibling).toHaveTextContent('€ 540,00');
    expect(within(prima).getByTestId('fonte-margine')).toHaveTextContent('reale');
    expect(prima).toHaveTextContent('20,0 kg · ricavo € 600,00 · costo del venduto € 60,00');
    expect(within(carte[2]!).getByTestId('fonte-margine')).toHaveTextContent('stimato');

    await user.click(within(sezione).getByRole('button', { name: 'Per margine totale' }));
    expect(within(lista).getAllByRole('listitem').map((c) => c.getAttribute('aria-label'))).toEqual(['Fior di latte', 'Pistacchio di Bronte DOP con granella', 'Fragola']);
  });

  it('shows the empty state when no flavour has a margin in the period', async () => {
    renderPage('admin', { margini: { analytics: { margini: { ...MARGINI.analytics.margini!, gusti: [] } } } });
    const sezione = await screen.findByRole('region', { name: 'Margini' });
    expect(await within(sezione).findByText('Nessun margine nel periodo')).toBeInTheDocument();
  });

  it('a failed margin query shows its error with a retry, the other sections stay', async () => {
    renderPage('admin', { falliti: ['AnalyticsMargini'] });
    const sezione = await screen.findByRole('region', { name: 'Margini' });
    expect(await within(sezione).findByText(ERRORE_MARGINI)).toBeInTheDocument();
    expect(within(sezione).getByRole('button', { name: /Riprova/ })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Top Gusti' });
    await waitFor(() => expect(screen.getByTestId('errore-parziale')).toBeInTheDocument());
  });

  it('shows a skeleton while loading', async () => {
    renderPage('admin');
    server.use(graphql.query('AnalyticsMargini', async () => {
      await delay(400);
      return HttpResponse.json({ data: MARGINI });
    }));
    const sezione = await screen.findByRole('region', { name: 'Margini' });
    expect(within(sezione).getByTestId('section-skeleton')).toBeInTheDocument();
    await within(sezione).findByRole('table', { name: 'Margini per gusto' });
  });
});
