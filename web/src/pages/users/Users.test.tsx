import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';

interface UtenteFixture {
  __typename: 'User';
  id: number;
  nome: string;
  email: string;
  ruolo: Ruolo;
  puntoVenditaId: number | null;
  puntoVenditaNome: string | null;
  attivo: boolean;
  createdAt: string;
}

const utente = (
  id: number,
  nome: string,
  email: string,
  ruolo: Ruolo,
  pv: [number, string] | null,
  attivo = true,
): UtenteFixture => ({
  __typename: 'User',
  id,
  nome,
  email,
  ruolo,
  puntoVenditaId: pv ? pv[0] : null,
  puntoVenditaNome: pv ? pv[1] : null,
  attivo,
  createdAt: '2024-02-10T12:00:00.000Z',
});

// id 1 is the signed-in admin of makeUser('admin')
const UTENTI = [
  utente(1, 'Anna Amministratrice', 'admin@gelatiere.test', 'admin', [2, 'Gelateria Centro']),
  utente(5, 'Bruno Bianchi', 'bruno@gelateria.it', 'manager', [2, 'Gelateria Centro']),
  utente(6, 'Carla Rossi', 'carla.rossi@esempio.it', 'operatore', null),
  utente(7, 'Dario Verdi', 'dario@gelateria.it', 'operatore', [3, 'Chiosco Mare'], false),
];

const PUNTI = [
  { __typename: 'PuntoVendita', id: 1, nome: 'Vecchio Negozio', attivo: false },
  { __typename: 'PuntoVendita', id: 2, nome: 'Gelateria Centro', attivo: true },
  { __typename: 'PuntoVendita', id: 3, nome: 'Chiosco Mare', attivo: true },
];

function handlers(rows: UtenteFixture[] = UTENTI) {
  return [
    graphql.query('GestioneUtenti', () => HttpResponse.json({ data: { utenti: rows } })),
    graphql.query('GestioneUtentiPuntiVendita', () => HttpResponse.json({ data: { puntiVendita: PUNTI } })),
  ];
}

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/users', session: { user: makeUser(ruolo) } });
}

const cards = () => screen.queryAllByTestId('user-card');
const card = (nome: string) => cards().find((c) => within(c).queryByText(nome)) as HTMLElement;
const names = () => cards().map((c) => c.querySelector('p')?.firstChild?.textContent);

describe('Gestione Utenti', () => {
  it('lists the active users with role, state, sales point and creation date, plus the role guide', async () => {
    server.use(...handlers());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Gestione Utenti' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const bruno = card('Bruno Bianchi');
    expect(within(bruno).getByText('Manager')).toBeInTheDocument();
    expect(within(bruno).getByText('Attivo')).toBeInTheDocument();
    expect(within(bruno).getByText('Gelateria Centro')).toBeInTheDocument();
    expect(within(bruno).getByText('Creato il 10/02/2024')).toBeInTheDocument();
    expect(within(card('Carla Rossi')).getByText('Non assegnato')).toBeInTheDocument();
    expect(within(card('Carla Rossi')).getByText('Operatore')).toBeInTheDocument();
    expect(within(card('Anna Amministratrice')).getByText('Amministratore')).toBeInTheDocument();
    expect(card('Dario Verdi')).toBeUndefined();
    const guide = screen.getByTestId('role-guide');
    expect(within(guide).getByText('Guida ai ruoli')).toBeInTheDocument();
    for (const label of ['Amministratore', 'Manager', 'Operatore']) expect(within(guide).getByText(label)).toBeInTheDocument();
  });

  it('searches by name or e-mail and filters by role and state', async () => {
    server.use(...handlers());
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const search = screen.getByRole('textbox', { name: 'Cerca utenti' });
    await user.type(search, 'ROSSI');
    expect(names()).toEqual(['Carla Rossi']);
    await user.clear(search);
    await user.type(search, 'bruno@');
    expect(names()).toEqual(['Bruno Bianchi']);
    await user.clear(search);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtra per ruolo' }), 'operatore');
    expect(names()).toEqual(['Carla Rossi']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtra per stato' }), 'tutti');
    expect(names()).toEqual(['Carla Rossi', 'Dario Verdi']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtra per stato' }), 'archiviati');
    expect(names()).toEqual(['Dario Verdi']);
    expect(within(card('Dario Verdi')).getByText('Archiviato')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtra per ruolo' }), 'admin');
    expect(screen.getByText('Nessun utente trovato')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(...handlers([]));
    renderPage();
    expect(await screen.findByText('Nessun utente')).toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    let calls = 0;
    server.use(
      graphql.query('GestioneUtenti', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { utenti: UTENTI } });
      }),
      ...handlers(),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Errore nel caricamento degli utenti')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('validates the new-user form', async () => {
    server.use(...handlers());
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: /Nuovo Utente/ }));
    const dialog = await screen.findByTestId('user-form');
    expect(within(dialog).queryByRole('checkbox', { name: 'Attivo' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Utente' }));
    expect(within(dialog).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText("L'email è obbligatoria")).toBeInTheDocument();
    expect(within(dialog).getByText('La password è richiesta per i nuovi utenti')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Email/), 'non-una-email');
    await user.type(within(dialog).getByLabelText(/^Password/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Utente' }));
    expect(within(dialog).getByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(within(dialog).getByText('La password deve avere almeno 6 caratteri')).toBeInTheDocument();
  });

  it('creates a user: role operatore and the first active sales point by default', async () => {
    let rows = [...UTENTI];
    let input: unknown;
    server.use(
      graphql.query('GestioneUtenti', () => HttpResponse.json({ data: { utenti: rows } })),
      ...handlers(),
      graphql.mutation('CreaUtente', ({ variables }) => {
        input = variables.input;
        const created = utente(9, 'Elena Neri', 'elena@gelateria.it', 'operatore', [2, 'Gelateria Centro']);
        rows = [...rows, created];
        return HttpResponse.json({ data: { creaUtente: created } });
      }),
    );
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    // a search that hides the new user: it is cleared after saving
    await user.type(screen.getByRole('textbox', { name: 'Cerca utenti' }), 'zzz');
    await user.click(screen.getByRole('button', { name: /Nuovo Utente/ }));
    const dialog = await screen.findByTestId('user-form');
    expect(within(dialog).getByRole('combobox', { name: 'Ruolo' })).toHaveValue('operatore');
    const pvSelect = within(dialog).getByRole('combobox', { name: 'Punto vendita' });
    expect(pvSelect).toHaveValue('2');
    // only active sales points are offered
    expect(within(pvSelect).queryByRole('option', { name: /Vecchio Negozio/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Elena Neri');
    await user.type(within(dialog).getByLabelText(/^Email/), 'elena@gelateria.it');
    await user.type(within(dialog).getByLabelText(/^Password/), 'segreta1');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Utente' }));
    expect(await screen.findByText('Utente creato con successo')).toBeInTheDocument();
    expect(input).toEqual({
      nome: 'Elena Neri',
      email: 'elena@gelateria.it',
      password: 'segreta1',
      ruolo: 'operatore',
      puntoVenditaId: 2,
    });
    expect(await screen.findByText('Elena Neri')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cerca utenti' })).toHaveValue('');
    const marcate = cards().filter((c) => c.getAttribute('data-creato') === 'true');
    expect(marcate).toHaveLength(1);
    expect(within(marcate[0]!).getByText('Elena Neri')).toBeInTheDocument();
    expect(within(marcate[0]!).getByText('Nuovo')).toBeInTheDocument();
  });

  it('shows the create error', async () => {
    server.use(
      ...handlers(),
      graphql.mutation('CreaUtente', () => graphqlErrorResponse('Email già in uso', 'CONFLICT')),
    );
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: /Nuovo Utente/ }));
    const dialog = await screen.findByTestId('user-form');
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Doppione');
    await user.type(within(dialog).getByLabelText(/^Email/), 'bruno@gelateria.it');
    await user.type(within(dialog).getByLabelText(/^Password/), 'segreta1');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Utente' }));
    expect(await screen.findByText('Errore nel salvataggio')).toBeInTheDocument();
    expect(screen.getByText('Email già in uso')).toBeInTheDocument();
    expect(screen.getByTestId('user-form')).toBeInTheDocument();
  });

  it('edits a user: the password is sent only when not blank', async () => {
    const calls: { id: number; input: Record<string, unknown> }[] = [];
    server.use(
      ...handlers(),
      graphql.mutation('AggiornaUtente', ({ variables }) => {
        calls.push(variables as (typeof calls)[number]);
        const base = UTENTI[1]!;
        return HttpResponse.json({
          data: { aggiornaUtente: { ...base, ruolo: 'operatore', puntoVenditaId: null, puntoVenditaNome: null } },
        });
      }),
    );
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Modifica Bruno Bianchi' }));
    let dialog = await screen.findByTestId('user-form');
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Bruno Bianchi');
    expect(within(dialog).getByRole('checkbox', { name: 'Attivo' })).toBeChecked();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ruolo' }), 'operatore');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Punto vendita' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Utente aggiornato con successo')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      id: 5,
      input: { nome: 'Bruno Bianchi', email: 'bruno@gelateria.it', ruolo: 'operatore', puntoVenditaId: null, attivo: true },
    });
    await waitFor(() => expect(within(card('Bruno Bianchi')).getByText('Non assegnato')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Modifica Bruno Bianchi' }));
    dialog = await screen.findByTestId('user-form');
    await user.type(within(dialog).getByLabelText(/^Password/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(within(dialog).getByText('La password deve avere almeno 6 caratteri')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), '456');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.input.password).toBe('123456');
  });

  it('shows the update error', async () => {
    server.use(
      ...handlers(),
      graphql.mutation('AggiornaUtente', () => graphqlErrorResponse('Utente non trovato', 'NOT_FOUND')),
    );
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Modifica Carla Rossi' }));
    const dialog = await screen.findByTestId('user-form');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText("Errore nell'aggiornamento")).toBeInTheDocument();
  });

  it('archives a user after confirmation and removes it from the list', async () => {
    let archived: unknown;
    server.use(
      ...handlers(),
      graphql.mutation('EliminaUtente', ({ variables }) => {
        archived = variables.id;
        return HttpResponse.json({ data: { eliminaUtente: { ...UTENTI[2], attivo: false } } });
      }),
    );
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Elimina Carla Rossi' }));
    const dialog = await dialogoAperto();
    expect(within(dialog).getByText("Sei sicuro di voler archiviare l'utente Carla Rossi?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archivia' }));
    expect(await screen.findByText('Utente archiviato con successo')).toBeInTheDocument();
    expect(archived).toBe(6);
    await waitFor(() => expect(card('Carla Rossi')).toBeUndefined());
    expect(cards()).toHaveLength(2);
  });

  it('shows the archive error', async () => {
    server.use(
      ...handlers(),
      graphql.mutation('EliminaUtente', () => graphqlErrorResponse('Utente non trovato', 'NOT_FOUND')),
    );
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Elimina Carla Rossi' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Archivia' }));
    expect(await screen.findByText("Errore nell'eliminazione")).toBeInTheDocument();
    expect(card('Carla Rossi')).toBeDefined();
  });

  it('reactivates an archived user', async () => {
    let input: unknown;
    server.use(
      ...handlers(),
      graphql.mutation('AggiornaUtente', ({ variables }) => {
        input = variables;
        return HttpResponse.json({ data: { aggiornaUtente: { ...UTENTI[3], attivo: true } } });
      }),
    );
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtra per stato' }), 'archiviati');
    await user.click(screen.getByRole('button', { name: 'Riattiva Dario Verdi' }));
    expect(await screen.findByText('Utente riattivato con successo')).toBeInTheDocument();
    expect(input).toEqual({ id: 7, input: { attivo: true } });
  });

  it('protects the own account: no deactivation, no deletion, no role change', async () => {
    let mutated = false;
    server.use(
      ...handlers(),
      graphql.mutation('AggiornaUtente', () => {
        mutated = true;
        return HttpResponse.json({ data: { aggiornaUtente: UTENTI[0] } });
      }),
      graphql.mutation('EliminaUtente', () => {
        mutated = true;
        return HttpResponse.json({ data: { eliminaUtente: UTENTI[0] } });
      }),
    );
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Elimina Anna Amministratrice' }));
    expect(await screen.findByText('Non puoi eliminare il tuo account')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifica Anna Amministratrice' }));
    const dialog = await screen.findByTestId('user-form');
    expect(within(dialog).getByRole('combobox', { name: 'Ruolo' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(within(dialog).getByText('Non puoi disattivare il tuo account')).toBeInTheDocument();
    expect(mutated).toBe(false);
  });

  it('is read-only for a manager', async () => {
    let pvRequested = false;
    server.use(
      graphql.query('GestioneUtentiPuntiVendita', () => {
        pvRequested = true;
        return HttpResponse.json({ data: { puntiVendita: PUNTI } });
      }),
      ...handlers(),
    );
    renderWithProviders(undefined, { url: '/users', session: { user: makeUser('manager', { id: 5 }) } });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /Nuovo Utente/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Modifica|Elimina|Riattiva) / })).not.toBeInTheDocument();
    expect(screen.getByText('Elenco degli utenti (sola consultazione).')).toBeInTheDocument();
    expect(pvRequested).toBe(false);
  });

  it('denies operators', async () => {
    renderPage('operatore');
    const panel = await screen.findByTestId('access-denied');
    expect(within(panel).getByText('Accesso Negato: Solo manager e amministratori possono gestire gli utenti.')).toBeInTheDocument();
  });

  it('works at phone width', async () => {
    setViewportWidth(390);
    server.use(...handlers());
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('combobox', { name: 'Filtra per stato' })).toBeInTheDocument();
  });
});
