import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { formatLogDate } from './index';
import { AZIONI, etichettaAzione } from './azioni';

const riga = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'LogAttivita' as const,
  id,
  utenteId: 1,
  utenteNome: 'Anna Amministratrice',
  utenteEmail: 'admin@gelatiere.test',
  azione: 'creazione',
  dettagli: `Dettaglio ${id}`,
  ipAddress: '10.0.0.1',
  createdAt: new Date(Date.UTC(2024, 4, 1, 8, 0, id)).toISOString(),
  ...overrides,
});

/** A log of `totale` rows (ids totale..1, newest first), served page by page like the API. */
function logHandler(totale: number, calls: { limite: number; offset: number }[] = []) {
  let rows = Array.from({ length: totale }, (_, i) => riga(totale - i));
  const handlers = [
    graphql.query('LogAttivita', ({ variables }) => {
      const { limite, offset } = variables as { limite: number; offset: number };
      calls.push({ limite, offset });
      return HttpResponse.json({
        data: { logAttivita: { __typename: 'LogAttivitaPagina', totale: rows.length, righe: rows.slice(offset, offset + limite) } },
      });
    }),
    graphql.mutation('EliminaLogAttivita', ({ variables }) => {
      rows = rows.filter((r) => r.id !== variables.id);
      return HttpResponse.json({ data: { eliminaLogAttivita: variables.id } });
    }),
  ];
  return handlers;
}

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/log-attivita', session: { user: makeUser(ruolo) } });
}

const table = () => screen.getByRole('table', { name: 'Log attività' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const ids = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('Log Attività', () => {
  it('renders the columns and a row', async () => {
    server.use(
      graphql.query('LogAttivita', () =>
        HttpResponse.json({
          data: {
            logAttivita: {
              totale: 2,
              righe: [
                riga(2, { azione: 'eliminazione', dettagli: 'Eliminato il gusto Fragola', ipAddress: '192.168.1.20' }),
                riga(1, { utenteId: null, utenteNome: null, utenteEmail: null, dettagli: null, ipAddress: null }),
              ],
            },
          },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Log Attività' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Log attività' });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Utente',
      'Azione',
      'Data/Ora',
      'Dettagli',
      'IP',
      'Azioni',
    ]);
    const first = bodyRows()[0]!;
    expect(within(first).getByText('Anna Amministratrice')).toBeInTheDocument();
    expect(within(first).getByText('admin@gelatiere.test')).toBeInTheDocument();
    expect(within(first).getByText('Eliminazione')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('Creazione')).toBeInTheDocument();
    expect(within(first).getByText('Eliminato il gusto Fragola')).toBeInTheDocument();
    expect(within(first).getByText('192.168.1.20')).toBeInTheDocument();
    expect(within(first).getByText(formatLogDate(riga(2).createdAt))).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('Sistema')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 di 1')).toBeInTheDocument();
  });

  it('names every action the API writes in Italian', () => {
    const attese = {
      accesso: 'Accesso',
      uscita: 'Uscita',
      creazione: 'Creazione',
      modifica: 'Modifica',
      eliminazione: 'Eliminazione',
      attivazione: 'Attivazione',
      disattivazione: 'Disattivazione',
      azzeramento: 'Reset database',
      importazione: 'Importazione backup',
      invio_email: 'Invio email',
      allarme_prezzo: 'Allarme prezzo',
    };
    for (const [azione, label] of Object.entries(attese)) expect(etichettaAzione(azione)).toBe(label);
    expect(Object.keys(AZIONI).sort()).toEqual(Object.keys(attese).sort());
    expect(etichettaAzione('sconosciuta')).toBe('Sconosciuta');
  });

  it('formats date and time in it-IT on the Europe/Rome clock', () => {
    expect(formatLogDate('2024-05-01T08:00:05.000Z')).toBe('01/05/2024 10:00:05');
    expect(formatLogDate('nonsense')).toBe('-');
  });

  it('sorts by ID', async () => {
    server.use(...logHandler(3));
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Log attività' });
    expect(ids()).toEqual(['#3', '#2', '#1']);
    await user.click(screen.getByRole('button', { name: 'Ordina per ID' }));
    expect(ids()).toEqual(['#1', '#2', '#3']);
    await user.click(screen.getByRole('button', { name: 'Ordina per ID' }));
    expect(ids()).toEqual(['#3', '#2', '#1']);
  });

  it("pages with the API's real total, 20 per page", async () => {
    const calls: { limite: number; offset: number }[] = [];
    server.use(...logHandler(45, calls));
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Log attività' });
    expect(screen.getByText('Pagina 1 di 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Pagina 2 di 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Pagina 3 di 3')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(calls.map((c) => c.offset)).toEqual(expect.arrayContaining([0, 20, 40]));
    expect(calls.every((c) => c.limite === 20)).toBe(true);
  });

  it('deletes a record after confirmation', async () => {
    server.use(...logHandler(3));
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Log attività' });
    await user.click(screen.getByRole('button', { name: 'Elimina log 2' }));
    let dialog = await dialogoAperto();
    expect(within(dialog).getByText(/Sei sicuro di voler eliminare la voce di log #2/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(ids()).toEqual(['#3', '#2', '#1']);
    await user.click(screen.getByRole('button', { name: 'Elimina log 2' }));
    dialog = await dialogoAperto();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Log eliminato con successo')).toBeInTheDocument();
    await waitFor(() => expect(ids()).toEqual(['#3', '#1']));
  });

  it("reports 'Errore durante l'eliminazione del log'", async () => {
    server.use(
      graphql.mutation('EliminaLogAttivita', () => graphqlErrorResponse('Voce non trovata', 'NOT_FOUND')),
      ...logHandler(2),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Log attività' });
    await user.click(screen.getByRole('button', { name: 'Elimina log 1' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Errore durante l'eliminazione del log")).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(...logHandler(0));
    renderPage();
    expect(await screen.findByText('Nessuna attività registrata')).toBeInTheDocument();
  });

  it('shows the load error with Riprova', async () => {
    let calls = 0;
    server.use(
      graphql.query('LogAttivita', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { logAttivita: { totale: 1, righe: [riga(1)] } } });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Errore nel caricamento del log attività')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('table', { name: 'Log attività' })).toBeInTheDocument();
  });

  it('shows cards at phone width', async () => {
    setViewportWidth(390);
    server.use(...logHandler(3));
    renderPage();
    expect(await screen.findAllByTestId('log-card')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Pagina 1 di 1')).toBeInTheDocument();
  });

  it.each(['manager', 'operatore'] as const)('is closed to %s', async (ruolo) => {
    renderPage(ruolo);
    const panel = await screen.findByTestId('access-denied');
    expect(within(panel).getByText('Non hai i permessi necessari per accedere a questa pagina.')).toBeInTheDocument();
  });
});
