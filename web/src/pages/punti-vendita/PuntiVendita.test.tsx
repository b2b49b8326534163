import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';

const pv = (id: number, nome: string, indirizzo: string | null, attivo = true, temperaturaVetrina = -12) => ({
  __typename: 'PuntoVendita' as const,
  id,
  nome,
  indirizzo,
  attivo,
  temperaturaVetrina,
  latitudine: id === 1 ? 44.4939 : null,
  longitudine: id === 1 ? 11.3428 : null,
  santoPatrono: id === 1 ? '10-04' : null,
  createdAt: '2024-03-05T10:00:00.000Z',
});

const PUNTI = [
  pv(1, 'Gelateria Centro', 'Via Roma 1, Torino'),
  pv(2, 'Chiosco Lungomare', 'Lungomare 12, Rimini', false),
  pv(3, 'Chiosco Stazione', null, true, -14.5),
];

const plain = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ').replace(/\u2212/g, '-');

function listHandler(rows: unknown[] = PUNTI) {
  return graphql.query('GestionePuntiVendita', () => HttpResponse.json({ data: { puntiVendita: rows } }));
}

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/punti-vendita', session: { user: makeUser(ruolo) } });
}

const cards = () => screen.getAllByTestId('punto-vendita-card');

describe('Gestione Punti Vendita', () => {
  it('lists the sales points as cards with address and the Inattivo badge', async () => {
    server.use(listHandler());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Gestione Punti Vendita' })).toBeInTheDocument();
    await screen.findByText('Gelateria Centro');
    expect(cards()).toHaveLength(3);
    const chiosco = cards().find((c) => within(c).queryByText('Chiosco Lungomare'))!;
    expect(within(chiosco).getByText('Inattivo')).toBeInTheDocument();
    expect(within(chiosco).getByText('Lungomare 12, Rimini')).toBeInTheDocument();
    const centro = cards().find((c) => within(c).queryByText('Gelateria Centro'))!;
    expect(within(centro).queryByText('Inattivo')).not.toBeInTheDocument();
    expect(within(centro).getByText('Creato il 05/03/2024')).toBeInTheDocument();
    expect(screen.getByText('Indirizzo non specificato')).toBeInTheDocument();
    expect(plain(within(centro).getByTestId('temperatura-vetrina').textContent)).toBe('Vetrina: -12 °C');
    const stazione = cards().find((c) => within(c).queryByText('Chiosco Stazione'))!;
    expect(within(stazione).getByTestId('temperatura-vetrina').textContent).toBe('Vetrina: \u221214,5\u00a0°C');
  });

  it('filters by name or address', async () => {
    server.use(listHandler());
    const { user } = renderPage();
    await screen.findByText('Gelateria Centro');
    const search = screen.getByRole('textbox', { name: 'Cerca punti vendita' });
    await user.type(search, 'rimini');
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('Chiosco Lungomare')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('Nessun punto vendita trovato')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(listHandler([]));
    renderPage();
    expect(await screen.findByText('Nessun punto vendita')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Crea il primo punto vendita/ })).toBeInTheDocument();
  });

  it('shows the load error with Riprova, which reloads', async () => {
    let calls = 0;
    server.use(
      graphql.query('GestionePuntiVendita', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { puntiVendita: PUNTI } });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Errore nel caricamento dei punti vendita')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByText('Gelateria Centro')).toBeInTheDocument();
  });

  it('requires the name and creates a sales point with the right variables', async () => {
    let rows = [...PUNTI];
    let input: unknown;
    server.use(
      graphql.query('GestionePuntiVendita', () => HttpResponse.json({ data: { puntiVendita: rows } })),
      graphql.mutation('CreaPuntoVendita', ({ variables }) => {
        input = variables.input;
        const created = pv(9, 'Nuovo Negozio', 'Piazza Duomo 3');
        rows = [...rows, created];
        return HttpResponse.json({ data: { creaPuntoVendita: created } });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('Gelateria Centro');
    // a search that would hide the new point: cleared when it is created
    await user.type(screen.getByRole('textbox', { name: 'Cerca punti vendita' }), 'Chiosco');
    await user.click(screen.getByRole('button', { name: /Nuovo Punto Vendita/ }));
    const dialog = await screen.findByTestId('punto-vendita-form');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Punto Vendita' }));
    expect(within(dialog).getByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(input).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), '  Nuovo Negozio ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Indirizzo' }), 'Piazza Duomo 3');
    expect(within(dialog).getByRole('checkbox', { name: 'Attivo' })).toBeChecked();
    const temperatura = within(dialog).getByRole('textbox', { name: 'Temperatura vetrina (°C)' });
    expect(temperatura).toHaveValue('-12');
    await user.clear(temperatura);
    await user.type(temperatura, '-35');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Punto Vendita' }));
    expect(within(dialog).getByText('La temperatura della vetrina deve essere un numero tra -30 e 0 °C')).toBeInTheDocument();
    expect(input).toBeUndefined();
    await user.clear(temperatura);
    await user.type(temperatura, '-13,5');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Punto Vendita' }));
    expect(await screen.findByText('Punto vendita creato con successo')).toBeInTheDocument();
    expect(input).toEqual({ nome: 'Nuovo Negozio', indirizzo: 'Piazza Duomo 3', temperaturaVetrina: -13.5, attivo: true, latitudine: null, longitudine: null, santoPatrono: null });
    await waitFor(() => expect(screen.queryByTestId('punto-vendita-form')).not.toBeInTheDocument());
    expect(await screen.findByText('Nuovo Negozio')).toBeInTheDocument();
    // the new point is shown highlighted, the others are not
    await waitFor(() => expect(cards()).toHaveLength(4));
    const evidenziate = cards().filter((c) => c.getAttribute('data-creato') === 'true');
    expect(evidenziate).toHaveLength(1);
    expect(within(evidenziate[0]!).getByText('Nuovo Negozio')).toBeInTheDocument();
    expect(within(evidenziate[0]!).getByText('Nuovo')).toBeInTheDocument();
  });

  it('edits a sales point (deactivating it) and shows save errors', async () => {
    const calls: unknown[] = [];
    server.use(
      listHandler(),
      graphql.mutation('AggiornaPuntoVendita', ({ variables }) => {
        calls.push(variables);
        if (calls.length === 1) return graphqlErrorResponse('Il nome del punto vendita è obbligatorio', 'BAD_USER_INPUT');
        return HttpResponse.json({
          data: { aggiornaPuntoVendita: { ...PUNTI[0], nome: 'Centro Storico', attivo: false } },
        });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('Gelateria Centro');
    await user.click(screen.getByRole('button', { name: 'Modifica Gelateria Centro' }));
    const dialog = await screen.findByTestId('punto-vendita-form');
    const nome = within(dialog).getByRole('textbox', { name: /Nome/ });
    expect(nome).toHaveValue('Gelateria Centro');
    await user.clear(nome);
    await user.type(nome, 'Centro Storico');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Errore nel salvare il punto vendita')).toBeInTheDocument();
    expect(screen.getByTestId('punto-vendita-form')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Punto vendita aggiornato con successo')).toBeInTheDocument();
    expect(calls[1]).toEqual({ id: 1, input: { nome: 'Centro Storico', indirizzo: 'Via Roma 1, Torino', temperaturaVetrina: -12, attivo: false, latitudine: 44.4939, longitudine: 11.3428, santoPatrono: '10-04' } });
    const card = (await screen.findByText('Centro Storico')).closest('[data-testid="punto-vendita-card"]') as HTMLElement;
    expect(within(card).getByText('Inattivo')).toBeInTheDocument();
  });

  it("edits the display-case temperature, starting from the point's own value", async () => {
    const calls: unknown[] = [];
    server.use(
      listHandler(),
      graphql.mutation('AggiornaPuntoVendita', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { aggiornaPuntoVendita: { ...PUNTI[2], temperaturaVetrina: 0 } } });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('Chiosco Stazione');
    await user.click(screen.getByRole('button', { name: 'Modifica Chiosco Stazione' }));
    const dialog = await screen.findByTestId('punto-vendita-form');
    const temperatura = within(dialog).getByRole('textbox', { name: 'Temperatura vetrina (°C)' });
    expect(temperatura).toHaveValue('-14,5');
    await user.clear(temperatura);
    await user.type(temperatura, 'fredda');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(within(dialog).getByText('La temperatura della vetrina deve essere un numero tra -30 e 0 °C')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(temperatura);
    await user.type(temperatura, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Punto vendita aggiornato con successo')).toBeInTheDocument();
    expect(calls[0]).toEqual({ id: 3, input: { nome: 'Chiosco Stazione', indirizzo: '', temperaturaVetrina: 0, attivo: true, latitudine: null, longitudine: null, santoPatrono: null } });
  });

  it('asks for confirmation before deleting and deletes', async () => {
    let rows = [...PUNTI];
    let deleted: unknown;
    server.use(
      graphql.query('GestionePuntiVendita', () => HttpResponse.json({ data: { puntiVendita: rows } })),
      graphql.mutation('EliminaPuntoVendita', ({ variables }) => {
        deleted = variables.id;
        rows = rows.filter((r) => r.id !== variables.id);
        return HttpResponse.json({ data: { eliminaPuntoVendita: variables.id } });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('Chiosco Stazione');
    await user.click(screen.getByRole('button', { name: 'Elimina Chiosco Stazione' }));
    const dialog = await dialogoAperto();
    // the confirmation names what is deleted
    expect(within(dialog).getByText('Eliminare il punto vendita "Chiosco Stazione"? L\'operazione non può essere annullata.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(deleted).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Elimina Chiosco Stazione' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Punto vendita eliminato con successo')).toBeInTheDocument();
    expect(deleted).toBe(3);
    await waitFor(() => expect(screen.queryByText('Chiosco Stazione')).not.toBeInTheDocument());
  });

  it("shows the server's conflict message when the point has productions", async () => {
    const conflict =
      'Impossibile eliminare il punto vendita: ha produzioni registrate. Disattivalo invece di eliminarlo.';
    server.use(
      listHandler(),
      graphql.mutation('EliminaPuntoVendita', () => graphqlErrorResponse(conflict, 'CONFLICT')),
    );
    const { user } = renderPage();
    await screen.findByText('Gelateria Centro');
    await user.click(screen.getByRole('button', { name: 'Elimina Gelateria Centro' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Errore nell'eliminazione del punto vendita")).toBeInTheDocument();
    expect(screen.getByText(conflict)).toBeInTheDocument();
    expect(screen.getByText('Gelateria Centro')).toBeInTheDocument();
  });

  it('is read-only for a manager', async () => {
    server.use(listHandler());
    renderPage('manager');
    await screen.findByText('Gelateria Centro');
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Nuovo Punto Vendita/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Modifica/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument();
  });

  it('is usable at phone width', async () => {
    setViewportWidth(390);
    server.use(listHandler());
    renderPage();
    expect(await screen.findByText('Gelateria Centro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nuovo Punto Vendita/ })).toBeInTheDocument();
  });
});
