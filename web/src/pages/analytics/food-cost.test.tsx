import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { baseCostoPredefinitaHandler } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { analyticsHandlers, type Chiamata } from './fixtures';
import AnalyticsPage from './index';

function renderPage(ruolo: Ruolo, chiamate: Chiamata[] = []) {
  server.use(...analyticsHandlers({ chiamate }));
  return renderWithProviders(<AnalyticsPage />, { session: { user: makeUser(ruolo) } });
}

const costi = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent));

describe('Analytics: food cost at the last price or at the weighted average (issue 30)', () => {
  it('shows the setting’s basis, and the switch re-queries with the chosen one (manager)', { timeout: 40_000 }, async () => {
    const chiamate: Chiamata[] = [];
    const { user } = renderPage('manager', chiamate);
    const sezione = await screen.findByRole('region', { name: 'Food cost dei gusti' });
    const table = await within(sezione).findByRole('table', { name: 'Food cost dei gusti' });
    expect(costi(table)).toEqual([
      ['Pistacchio', '6,40 €/kg'],
      ['Fior di latte', '2,80 €/kg'],
    ]);
    expect(within(sezione).getByRole('radio', { name: 'Ultimo prezzo' })).toBeChecked();
    // the first query leaves the basis to the server (its default is the same setting)
    expect(chiamate.find((c) => c.operation === 'AnalyticsFoodCost')?.variables.baseCosto).toBeUndefined();

    await user.click(within(sezione).getByText('Media ponderata del magazzino'));
    await waitFor(() => expect(costi(within(sezione).getByRole('table', { name: 'Food cost dei gusti' }))).toEqual([
      ['Pistacchio', '5,90 €/kg'],
      ['Fior di latte', '2,63 €/kg'],
    ]));
    expect(chiamate.filter((c) => c.operation === 'AnalyticsFoodCost').at(-1)?.variables.baseCosto).toBe('media_ponderata');
    expect(within(sezione).getByRole('radio', { name: 'Media ponderata del magazzino' })).toBeChecked();
  });

  it('with the weighted average as the setting, the switch starts there', { timeout: 40_000 }, async () => {
    server.use(baseCostoPredefinitaHandler('media_ponderata'));
    renderPage('admin');
    const sezione = await screen.findByRole('region', { name: 'Food cost dei gusti' });
    await waitFor(() => expect(within(sezione).getByRole('radio', { name: 'Media ponderata del magazzino' })).toBeChecked());
  });

  it('an operatore gets neither the section nor its queries', { timeout: 40_000 }, async () => {
    const chiamate: Chiamata[] = [];
    renderPage('operatore', chiamate);
    await screen.findByRole('region', { name: 'Analisi Ingredienti' });
    expect(screen.queryByRole('region', { name: 'Food cost dei gusti' })).not.toBeInTheDocument();
    expect(screen.queryByText('Media ponderata del magazzino')).not.toBeInTheDocument();
    expect(chiamate.some((c) => c.operation === 'AnalyticsFoodCost')).toBe(false);
  });
});
