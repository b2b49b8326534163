import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { analyticsHandlers, type Chiamata, type SezioneAnalytics } from './fixtures';
import AnalyticsPage from './index';
import { MSG_PREVISIONE } from './previsione';

function renderPage(ruolo: Ruolo, options: { falliti?: SezioneAnalytics[]; chiamate?: Chiamata[] } = {}) {
  server.use(...analyticsHandlers(options));
  return renderWithProviders(<AnalyticsPage />, { session: { user: makeUser(ruolo) } });
}

describe('Analytics › Previsione', () => {
  it('shows the three errors side by side for the first sales point, and another point on choice', async () => {
    const chiamate: Chiamata[] = [];
    renderPage('admin', { chiamate });
    const sezione = await screen.findByRole('region', { name: 'Previsione' });
    expect(await within(sezione).findByText('34,4%')).toBeInTheDocument();
    expect(within(within(sezione).getByTestId('wmape-ingenuo')).getByText('57,1%')).toBeInTheDocument();
    expect(within(within(sezione).getByTestId('wmape-regola')).getByText('48,1%')).toBeInTheDocument();
    expect(within(sezione).getByText('52 giorni con vendite in 8 settimane; più basso è meglio.')).toBeInTheDocument();
    await userEvent.selectOptions(within(sezione).getByRole('combobox', { name: 'Punto vendita della previsione' }), '2');
    expect(await within(sezione).findByText('29,4%')).toBeInTheDocument();
    expect(chiamate.filter((c) => c.operation === 'AnalyticsPrevisione').map((c) => c.variables.puntoVenditaId)).toEqual([1, 2]);
  });

  it('an error says so, with Riprova', async () => {
    renderPage('manager', { falliti: ['AnalyticsPrevisione'] });
    const sezione = await screen.findByRole('region', { name: 'Previsione' });
    expect(await within(sezione).findByText(MSG_PREVISIONE.errore)).toBeInTheDocument();
    expect(within(sezione).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('is not shown to an operatore, and the query is not sent', async () => {
    const chiamate: Chiamata[] = [];
    renderPage('operatore', { chiamate });
    await screen.findByRole('table', { name: 'Top Gusti' });
    expect(screen.queryByRole('region', { name: 'Previsione' })).not.toBeInTheDocument();
    expect(chiamate.some((c) => c.operation === 'AnalyticsPrevisione')).toBe(false);
  });
});
