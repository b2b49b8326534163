import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { emailPaginationText, recipientsSummary, truncateSubject } from './format';

const LONG_SUBJECT = 'Produzione del 01/05/2024 - Laboratorio Centrale';

const email = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'EmailLogEntry' as const,
  id,
  tipo: 'notifica_produzione',
  destinatari: ['primo@gelateria.it', 'secondo@gelateria.it', 'terzo@gelateria.it'],
  oggetto: LONG_SUBJECT,
  stato: 'inviata',
  dataCreazione: '2024-05-01T08:00:00.000Z',
  dataInvio: '2024-05-01T08:00:05.000Z',
  messaggioErrore: null,
  tentativi: 1,
  ...overrides,
});

type Vars = { limit: number; offset: number; tipo?: string | null; stato?: string | null };

function listHandler(all: ReturnType<typeof email>[], calls: Vars[] = []) {
  return graphql.query('StoricoEmail', ({ variables }) => {
    const v = variables as Vars;
    calls.push(v);
    const rows = all.filter((e) => (!v.tipo || e.tipo === v.tipo) && (!v.stato || e.stato === v.stato));
    return HttpResponse.json({
      data: { emailLog: { __typename: 'EmailLogPage', total: rows.length, emails: rows.slice(v.offset, v.offset + v.limit) } },
    });
  });
}

const DETAIL = {
  __typename: 'EmailLogDettaglio' as const,
  id: 7,
  tipo: 'notifica_produzione',
  stato: 'fallita',
  oggetto: LONG_SUBJECT,
  destinatari: ['primo@gelateria.it', 'secondo@gelateria.it'],
  dataCreazione: '2024-05-01T08:00:00.000Z',
  dataInvio: null,
  messaggioErrore: 'SMTP 550: mailbox unavailable',
  riferimentoTipo: 'produzione',
  riferimentoId: 42,
  provider: 'smtp',
  tentativi: 5,
  prossimoTentativo: null,
  contenuto: '<h1>Produzione</h1><script>window.parent.pwned = true</script>',
  testo: 'Produzione del giorno',
  datiAggiuntivi: { produzioneId: 42, kgTotale: 12.5 },
};

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/email-log', session: { user: makeUser(ruolo) } });
}

const table = () => screen.getByRole('table', { name: 'Storico email' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Storico Email helpers', () => {
  it('truncates the subject at 30 characters', () => {
    expect(truncateSubject(LONG_SUBJECT)).toBe('Produzione del 01/05/2024 - La...');
    expect(truncateSubject('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncateSubject('Test')).toBe('Test');
  });

  it("summarises recipients as the first plus '+n'", () => {
    expect(recipientsSummary(['a@x.it', 'b@x.it', 'c@x.it'])).toEqual({ first: 'a@x.it', more: 2 });
    expect(recipientsSummary(['a@x.it'])).toEqual({ first: 'a@x.it', more: 0 });
    expect(recipientsSummary([])).toEqual({ first: '-', more: 0 });
  });

  it('writes the pagination text', () => {
    expect(emailPaginationText(2, 45)).toBe('Pagina 2 di 3 (45 email totali)');
    expect(emailPaginationText(1, 0)).toBe('Pagina 1 di 1 (0 email totali)');
  });
});

describe('Storico Email', () => {
  it('renders the table: +n recipients, truncated subject, state badges', async () => {
    server.use(
      listHandler([
        email(3),
        email(2, { tipo: 'test', destinatari: ['solo@gelateria.it'], oggetto: 'Email di test', stato: 'fallita', dataInvio: null }),
        email(1, { stato: 'in_coda', dataInvio: null }),
      ]),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Storico Email' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Storico email' });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Tipo',
      'Destinatari',
      'Oggetto',
      'Stato',
      'Data creazione',
      'Data invio',
      'Azioni',
    ]);
    const [r3, r2, r1] = bodyRows();
    expect(within(r3!).getByText('primo@gelateria.it')).toBeInTheDocument();
    expect(within(r3!).getByText('+2')).toBeInTheDocument();
    expect(within(r3!).getByText('Produzione del 01/05/2024 - La...')).toHaveAttribute('title', LONG_SUBJECT);
    expect(within(r3!).getByText('Notifica produzione')).toBeInTheDocument();
    expect(within(r3!).getByText('Inviata')).toHaveAttribute('data-stato', 'inviata');
    expect(within(r2!).getByText('solo@gelateria.it')).toBeInTheDocument();
    expect(within(r2!).queryByText(/^\+\d/)).not.toBeInTheDocument();
    expect(within(r2!).getByText('Email di test')).toBeInTheDocument();
    expect(within(r2!).getByText('Fallita')).toHaveAttribute('data-stato', 'fallita');
    expect(within(r1!).getByText('In coda')).toHaveAttribute('data-stato', 'in_coda');
    expect(screen.getByText('Pagina 1 di 1 (3 email totali)')).toBeInTheDocument();
  });

  it("pages 20 at a time: 'Pagina x di y (n email totali)'", async () => {
    const calls: Vars[] = [];
    server.use(listHandler(Array.from({ length: 45 }, (_, i) => email(45 - i)), calls));
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Storico email' });
    expect(screen.getByText('Pagina 1 di 3 (45 email totali)')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Pagina 3 di 3 (45 email totali)')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(calls.at(-1)).toMatchObject({ limit: 20, offset: 40 });
  });

  it('filters by tipo and stato, and resets the filters', async () => {
    const calls: Vars[] = [];
    server.use(
      listHandler(
        [
          email(4, { tipo: 'test', stato: 'inviata' }),
          email(3, { tipo: 'test', stato: 'fallita' }),
          email(2, { stato: 'fallita' }),
          email(1, { stato: 'in_coda' }),
        ],
        calls,
      ),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Storico email' });
    expect(bodyRows()).toHaveLength(4);
    const reset = screen.getByRole('button', { name: /Reimposta filtri/ });
    expect(reset).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'test');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'fallita');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ tipo: 'test', stato: 'fallita', offset: 0 });
    expect(screen.getByText('Pagina 1 di 1 (1 email totali)')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'in_coda');
    expect(await screen.findByText('Nessuna email trovata')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /Reimposta filtri/ })[0]!);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveValue('');
  });

  it('opens the details with the HTML in a sandboxed iframe and the data as JSON', async () => {
    let requested: unknown;
    server.use(
      listHandler([email(7, { stato: 'fallita', dataInvio: null })]),
      graphql.query('StoricoEmailDettaglio', ({ variables }) => {
        requested = variables.id;
        return HttpResponse.json({ data: { emailLogDettaglio: DETAIL } });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Storico email' });
    await user.click(screen.getByRole('button', { name: 'Dettagli email 7' }));
    const dialog = await screen.findByRole('dialog');
    const details = await within(dialog).findByTestId('email-details');
    expect(requested).toBe(7);
    expect(within(details).getByText('Notifica produzione')).toBeInTheDocument();
    expect(within(details).getByText('Fallita')).toBeInTheDocument();
    expect(within(details).getByText(LONG_SUBJECT)).toBeInTheDocument();
    expect(within(details).getByText('primo@gelateria.it')).toBeInTheDocument();
    expect(within(details).getByText('secondo@gelateria.it')).toBeInTheDocument();
    expect(within(details).getByText('SMTP 550: mailbox unavailable')).toBeInTheDocument();
    expect(within(details).getByText('Tipo: produzione')).toBeInTheDocument();
    expect(within(details).getByText('ID: 42')).toBeInTheDocument();

    const iframe = within(details).getByTitle("Contenuto HTML dell'email");
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe).toHaveAttribute('sandbox', '');
    expect(iframe.getAttribute('sandbox')).not.toMatch(/allow-scripts/);
    expect(iframe).toHaveAttribute('srcdoc', DETAIL.contenuto);
    // the HTML is never injected into the page itself
    expect(details.querySelector('script')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Produzione' })).not.toBeInTheDocument();

    const json = within(details).getByTestId('email-dati-aggiuntivi');
    expect(json.tagName).toBe('PRE');
    expect(json.textContent).toBe(JSON.stringify(DETAIL.datiAggiuntivi, null, 2));
  });

  it("reports 'Errore nel caricamento dei dettagli dell'email'", async () => {
    server.use(
      listHandler([email(7)]),
      graphql.query('StoricoEmailDettaglio', () => graphqlErrorResponse('Email non trovata', 'NOT_FOUND')),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Storico email' });
    await user.click(screen.getByRole('button', { name: 'Dettagli email 7' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("Errore nel caricamento dei dettagli dell'email")).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(listHandler([]));
    renderPage();
    expect(await screen.findByText('Nessuna email inviata')).toBeInTheDocument();
  });

  it("shows 'Errore nel caricamento delle email' with Riprova", async () => {
    let calls = 0;
    server.use(
      graphql.query('StoricoEmail', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { emailLog: { total: 1, emails: [email(1)] } } });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Errore nel caricamento delle email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('table', { name: 'Storico email' })).toBeInTheDocument();
  });

  it('shows cards at phone width', async () => {
    setViewportWidth(390);
    server.use(listHandler([email(2), email(1)]));
    renderPage();
    const cards = await screen.findAllByTestId('email-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('+2')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each(['manager', 'operatore'] as const)('is closed to %s', async (ruolo) => {
    renderPage(ruolo);
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
  });
});
