import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PageKey } from '../../app/navigation';
import { PageNavigationContext } from '../../app/navigation-context';
import type { DashboardQuery, Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import DashboardPage, { ERRORE_DASHBOARD } from './index';

function giorni(): DashboardQuery['analytics']['dashboard']['produzioneGiornaliera'] {
  return Array.from({ length: 30 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 9, 23 + i));
    return { data: d.toISOString().slice(0, 10), kgTotale: i % 3 === 0 ? 0 : 10 + i, produzioni: i % 3 === 0 ? 0 : 1 };
  });
}

function stats(conCosti: boolean): DashboardQuery {
  return {
    analytics: {
      dashboard: {
        oggi: '2026-11-21',
        ...(conCosti ? { prezzoVenditaKg: 25 } : {}),
        produzioneOggi: { kgTotale: 12.34, produzioni: 1, ...(conCosti ? { costoTotale: 30.5, margine: 278 } : {}) },
        produzioneMese: { kgTotale: 4567.8, produzioni: 1023, ...(conCosti ? { costoTotale: 12345.6, margine: 101849.4 } : {}) },
        totali: { produzioni: 1234, kgTotale: 9876.54, ...(conCosti ? { costoTotale: 23456.7 } : {}), utentiAttivi: 7, gustiAttivi: 18 },
        produzioneGiornaliera: giorni(),
      },
    },
  };
}

type Risposta = 'ok' | 'errore';

function dashboardHandler(risposte: Risposta[], variabili: Record<string, unknown>[] = []) {
  let n = 0;
  return graphql.query('Dashboard', ({ variables }) => {
    variabili.push(variables);
    const r = risposte[Math.min(n++, risposte.length - 1)];
    if (r === 'errore') return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
    return HttpResponse.json({ data: stats(Boolean(variables.conCosti)) });
  });
}

function renderDashboard(ruolo: Ruolo, risposte: Risposta[] = ['ok'], variabili: Record<string, unknown>[] = []) {
  server.use(dashboardHandler(risposte, variabili));
  const navigate = vi.fn<(key: PageKey) => void>();
  const result = renderWithProviders(
    <PageNavigationContext.Provider value={{ currentPage: 'dashboard', navigate }}>
      <DashboardPage />
    </PageNavigationContext.Provider>,
    { session: { user: makeUser(ruolo) } },
  );
  return { ...result, navigate };
}

const card = (testId: string) => screen.getByTestId(testId);

describe('Dashboard', () => {
  it('admin view: real totals (kg 1 decimal, euro), quick actions and the 30-day chart', async () => {
    const variabili: Record<string, unknown>[] = [];
    const { user, navigate } = renderDashboard('admin', ['ok'], variabili);
    expect(screen.getByTestId('vista-admin')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('Ciao, Anna Amministratrice!');
    await waitFor(() => expect(within(card('card-produzioni-totali')).getByText('1.234')).toBeInTheDocument());
    expect(within(card('card-kg-prodotti')).getByText('9.876,5 kg')).toBeInTheDocument();
    expect(within(card('card-costo-totale')).getByText('€ 23.456,70')).toBeInTheDocument();
    expect(within(card('card-utenti-attivi')).getByText('7')).toBeInTheDocument();
    expect(screen.getByTestId('grafico-giornaliero')).toBeInTheDocument();
    // each group of cards says its period: today and this month
    const oggi = screen.getByTestId('periodo-oggi');
    expect(within(oggi).getByRole('heading', { name: 'Oggi' })).toBeInTheDocument();
    expect(within(oggi).getByText('21/11/2026')).toBeInTheDocument();
    expect(within(card('card-produzioni-oggi')).getByText('1')).toBeInTheDocument();
    expect(within(card('card-kg-oggi')).getByText('12,3 kg')).toBeInTheDocument();
    expect(within(card('card-costo-oggi')).getByText('€ 30,50')).toBeInTheDocument();
    expect(within(card('card-margine-oggi')).getByText('Margine stimato')).toBeInTheDocument();
    expect(within(card('card-margine-oggi')).getByText('€ 278,00')).toBeInTheDocument();
    expect(within(card('card-margine-oggi')).getByText('a 25,00 €/kg')).toBeInTheDocument();
    const mese = screen.getByTestId('periodo-mese');
    expect(within(mese).getByRole('heading', { name: 'Questo mese' })).toBeInTheDocument();
    expect(within(mese).getByText('novembre 2026')).toBeInTheDocument();
    expect(within(card('card-produzioni-mese')).getByText('1.023')).toBeInTheDocument();
    expect(within(card('card-kg-mese')).getByText('4.567,8 kg')).toBeInTheDocument();
    expect(within(card('card-margine-mese')).getByText('€ 101.849,40')).toBeInTheDocument();
    expect(variabili[0]).toEqual({ conCosti: true });

    await user.click(screen.getByRole('button', { name: 'Apri Registra Produzione' }));
    await user.click(screen.getByRole('button', { name: 'Apri Storico Produzione' }));
    await user.click(screen.getByRole('button', { name: 'Apri Analytics' }));
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['produzione', 'storico-produzione', 'analytics']);
  });

  it('admin preview selector switches between the admin, manager and operatore views', async () => {
    const { user } = renderDashboard('admin');
    await screen.findByText('1.234');
    const group = screen.getByRole('group', { name: 'Anteprima vista' });
    expect(within(group).getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'Manager' }));
    expect(screen.getByTestId('vista-manager')).toBeInTheDocument();
    expect(screen.queryByTestId('vista-admin')).not.toBeInTheDocument();
    expect(within(card('card-volume-mese')).getByText('4.567,8 kg')).toBeInTheDocument();
    expect(screen.getByText('Anteprima della vista Manager')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Operatore' }));
    expect(screen.getByTestId('vista-operatore')).toBeInTheDocument();
    expect(within(card('card-gusti-disponibili')).getByText('18')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Admin' }));
    expect(screen.getByTestId('vista-admin')).toBeInTheDocument();
  });

  it('manager view: production count and volume of the month, buttons to analytics and produzione, no preview', async () => {
    const variabili: Record<string, unknown>[] = [];
    const { user, navigate } = renderDashboard('manager', ['ok'], variabili);
    expect(screen.getByTestId('vista-manager')).toBeInTheDocument();
    await waitFor(() => expect(within(card('card-produzioni-mese')).getByText('1.023')).toBeInTheDocument());
    expect(within(card('card-produzioni-mese')).getByText('Oggi: 1 produzione')).toBeInTheDocument();
    expect(within(card('card-volume-mese')).getByText('4.567,8 kg')).toBeInTheDocument();
    expect(within(screen.getByTestId('periodo-mese')).getByText('novembre 2026')).toBeInTheDocument();
    expect(screen.queryByText('Margine stimato')).not.toBeInTheDocument();
    expect(within(card('card-volume-mese')).getByText('Oggi: 12,3 kg')).toBeInTheDocument();
    expect(screen.getByTestId('grafico-giornaliero')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Anteprima vista' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vai ad Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Registra Produzione' }));
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['analytics', 'produzione']);
    expect(variabili[0]).toEqual({ conCosti: true });
  });

  it('operatore view: greeting by name, production and history cards, available flavours, no costs', async () => {
    const variabili: Record<string, unknown>[] = [];
    const { user, navigate } = renderDashboard('operatore', ['ok'], variabili);
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('Ciao, Olga Operatrice!');
    await waitFor(() => expect(within(card('card-gusti-disponibili')).getByText('18')).toBeInTheDocument());
    expect(within(card('card-produzione-oggi')).getByText('12,3 kg')).toBeInTheDocument();
    expect(within(card('card-produzione-oggi')).getByText('1 produzione · 21/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Anteprima vista' })).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByText('Margine stimato')).not.toBeInTheDocument();
    expect(variabili[0]).toEqual({ conCosti: false });
    await user.click(screen.getByRole('button', { name: 'Registra Produzione' }));
    await user.click(screen.getByRole('button', { name: 'Produzione Touch' }));
    await user.click(screen.getByRole('button', { name: 'Touch Produzione 2' }));
    await user.click(screen.getByRole('button', { name: 'Visualizza Storico' }));
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['produzione', 'produzione-touch', 'produzione-touch-2', 'storico-produzione']);
  });

  it.each(['admin', 'manager', 'operatore'] as const)('%s: an error shows the message and Riprova reloads', async (ruolo) => {
    const variabili: Record<string, unknown>[] = [];
    const { user } = renderDashboard(ruolo, ['errore', 'ok'], variabili);
    expect(await screen.findByText(ERRORE_DASHBOARD)).toBeInTheDocument();
    expect(screen.queryByText('1.234')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.queryByText(ERRORE_DASHBOARD)).not.toBeInTheDocument());
    const figura = { admin: 'card-produzioni-totali', manager: 'card-produzioni-mese', operatore: 'card-gusti-disponibili' }[ruolo];
    const valore = { admin: '1.234', manager: '1.023', operatore: '18' }[ruolo];
    await waitFor(() => expect(within(card(figura)).getByText(valore)).toBeInTheDocument());
    expect(variabili).toHaveLength(2);
  });
});

describe('lots expiring soon (issue 30)', () => {
  const lotti = {
    lottiInScadenza: {
      giorni: 7,
      lotti: [
        { ingredienteId: 1, nome: 'Latte intero', unitaMisura: 'l', lotto: 'L-B', scadenza: '2026-11-20', giacenza: 2.5, giorni: -1 },
        { ingredienteId: 2, nome: 'Panna', unitaMisura: 'l', lotto: 'P-7', scadenza: '2026-11-24', giacenza: 4, giorni: 3 },
      ],
    },
  };

  it('admin and manager see the card with the expired lot first and open Magazzino from it; the operatore does not', async () => {
    for (const ruolo of ['admin', 'manager'] as const) {
      server.use(graphql.query('LottiInScadenza', () => HttpResponse.json({ data: lotti })));
      const { navigate, unmount } = renderDashboard(ruolo);
      const scadenze = await screen.findByTestId('card-scadenze');
      expect(within(scadenze).getByText('Entro 7 giorni, scaduti compresi')).toBeInTheDocument();
      expect(within(scadenze).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        expect.stringMatching(/Latte intero lotto L-B · 2,5 l.*Scaduto/),
        expect.stringMatching(/Panna lotto P-7 · 4 l.*Tra 3 giorni/),
      ]);
      within(scadenze).getByRole('button', { name: 'Apri Magazzino' }).click();
      expect(navigate).toHaveBeenCalledWith('magazzino');
      unmount();
    }
    const seen: string[] = [];
    server.use(graphql.query('LottiInScadenza', () => {
      seen.push('x');
      return HttpResponse.json({ data: lotti });
    }));
    renderDashboard('operatore');
    await screen.findByTestId('vista-operatore');
    expect(screen.queryByTestId('card-scadenze')).toBeNull();
    expect(seen).toEqual([]);
  });
});
