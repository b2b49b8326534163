import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { segnaProduzioneRegistrata } from '../../features/produzione/produzione-registrata';
import { datiHandler, puntoVendita, registraHandler } from '../../features/produzione/test-fixtures';
import { ModificaProduzioneDialog } from './ModificaProduzioneDialog';

type Vars = Record<string, unknown> & { filtro: Record<string, unknown>; ordinamento: { campo: string; direzione: string }; limit: number; offset: number; conCosti: boolean };

const riga = (gustoId: number, gustoNome: string, quantitaKg: number, foodCost: number, gustoColore = '#93c572') => ({
  __typename: 'ProduzioneGusto' as const,
  gustoId,
  gustoNome,
  gustoCategoria: 'Creme',
  gustoColore,
  quantitaKg,
  foodCost,
});

function produzione(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Produzione' as const,
    id,
    data: '2026-11-20',
    puntoVenditaId: 1,
    puntoVenditaNome: 'Gelateria Centro',
    operatoreId: 3,
    operatoreNome: 'Olga Operatrice',
    kgTotale: 3.5,
    note: `Nota ${id}`,
    inviatoEmail: false,
    createdAt: '2026-11-20T09:30:00.000Z',
    costoTotale: 15.75,
    gusti: [riga(1, 'Pistacchio', 2.5, 4.5), riga(2, 'Fragola', 1, 4.5, '#ff4d6d')],
    ...overrides,
  };
}

/** Strips cost fields like the server does for an operatore (they are not requested). */
function senzaCosti(p: ReturnType<typeof produzione>) {
  const { costoTotale: _c, gusti, ...rest } = p;
  return { ...rest, gusti: gusti.map(({ foodCost: _f, ...g }) => g) };
}

const catalogo = [
  { __typename: 'Gusto', id: 1, nome: 'Pistacchio', attivo: true, colore: '#93c572', categoria: { __typename: 'CategoriaGusto', id: 1, nome: 'Creme' }, foodCost: 4.5 },
  { __typename: 'Gusto', id: 2, nome: 'Fragola', attivo: true, colore: '#ff4d6d', categoria: { __typename: 'CategoriaGusto', id: 2, nome: 'Frutta' }, foodCost: 4.5 },
  { __typename: 'Gusto', id: 3, nome: 'Limone', attivo: false, colore: '#fff44f', categoria: { __typename: 'CategoriaGusto', id: 2, nome: 'Frutta' }, foodCost: 3 },
  { __typename: 'Gusto', id: 4, nome: 'Cioccolato', attivo: true, colore: '#5c3317', categoria: { __typename: 'CategoriaGusto', id: 1, nome: 'Creme' }, foodCost: 6 },
];

function handlers(opts: { rows?: ReturnType<typeof produzione>[]; totale?: number; calls?: Vars[] } = {}) {
  const rows = opts.rows ?? [produzione(1), produzione(2, { inviatoEmail: true, note: null })];
  return [
    graphql.query('StoricoProduzioni', ({ variables }) => {
      const v = variables as Vars;
      opts.calls?.push(v);
      const righe = v.conCosti ? rows : rows.map(senzaCosti);
      return HttpResponse.json({ data: { produzioni: { __typename: 'ProduzioniPagina', totale: opts.totale ?? rows.length, righe } } });
    }),
    graphql.query('StoricoDatiFiltri', ({ variables }) => {
      const gestione = Boolean(variables.gestione);
      return HttpResponse.json({
        data: {
          puntiVendita: [{ __typename: 'PuntoVendita', id: 1, nome: 'Gelateria Centro', attivo: true }, { __typename: 'PuntoVendita', id: 2, nome: 'Chiosco Mare', attivo: true }],
          gusti: (gestione ? catalogo : catalogo.filter((g) => g.attivo)).map((g) => (gestione ? g : { ...g, foodCost: undefined })),
          ...(gestione ? { utenti: [{ __typename: 'User', id: 3, nome: 'Olga Operatrice' }, { __typename: 'User', id: 2, nome: 'Mario Manager' }] } : {}),
        },
      });
    }),
  ];
}

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/storico-produzione', session: { user: makeUser(ruolo) } });
}

const table = () => screen.getByRole('table', { name: 'Storico produzione' });
/** The row of the record showing `text`: flavours and note sit on its second line (the sub-row). */
const rowOf = (text: string) => {
  const tr = within(table()).getByText(text).closest('tr')!;
  return (tr.hasAttribute('data-sub-row') ? tr.previousElementSibling : tr) as HTMLElement;
};
const subRowOf = (text: string) => rowOf(text).nextElementSibling as HTMLElement;
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);

describe('Storico Produzione', () => {
  it('admin: table with chips, kg, cost, notes, sent state; default query data desc, 10 per page', async () => {
    const calls: Vars[] = [];
    server.use(...handlers({ calls }));
    renderPage('admin');
    expect(await screen.findByRole('heading', { name: 'Storico Produzione' })).toBeInTheDocument();
    await screen.findByText('Nota 1');
    expect(headers()).toEqual(['Data', 'Punto Vendita', 'Operatore', 'Kg Totale', 'Costo Totale', 'Registrata', 'Email', 'Azioni']);
    const r1 = rowOf('Nota 1');
    expect(within(r1).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(r1).getByText('20/11/2026 10:30')).toBeInTheDocument();
    // flavours (chips on one line) and the note: the record's second line, across the whole table
    const gustiENote = subRowOf('Nota 1');
    expect(within(gustiENote).getByRole('cell')).toHaveAttribute('colspan', '8');
    expect(within(gustiENote).getByRole('cell')).toHaveAccessibleName('Gusti e note: Pistacchio 2,5 kgFragola 1 kg Nota 1');
    expect(within(gustiENote).getByText('Pistacchio 2,5 kg')).toBeInTheDocument();
    expect(within(gustiENote).getByText('Nota 1')).toBeInTheDocument();
    expect(within(r1).getByText('3,50 kg')).toBeInTheDocument();
    expect(within(r1).getByText('€ 15,75')).toBeInTheDocument();
    expect(within(r1).getByText('Non inviata')).toBeInTheDocument();
    expect(within(rowOf('Nota 1')).getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
    expect(screen.getAllByText('Inviata')).toHaveLength(1);
    // admin/manager can always (re)send
    expect(screen.getAllByRole('button', { name: 'Invia email' })).toHaveLength(2);
    expect(calls[0]).toMatchObject({ filtro: {}, ordinamento: { campo: 'data', direzione: 'desc' }, limit: 10, offset: 0, conCosti: true });
    expect(screen.getByRole('columnheader', { name: /Data/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('operatore: no cost column, no edit/delete, send e-mail only for unsent records, no operator filter', async () => {
    const calls: Vars[] = [];
    server.use(...handlers({ calls }));
    renderPage('operatore');
    await screen.findByText('Nota 1');
    expect(headers()).not.toContain('Costo Totale');
    expect(screen.queryByText('€ 15,75')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Invia email' })).toHaveLength(1);
    expect(within(rowOf('Nota 1')).getByRole('button', { name: 'Invia email' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Operatore' })).not.toBeInTheDocument();
    expect(calls[0]!.conCosti).toBe(false);
  });

  it('filters become query variables, back to page 1; reset clears them', async () => {
    const calls: Vars[] = [];
    server.use(...handlers({ calls, totale: 40 }));
    const { user } = renderPage('manager');
    await screen.findByText('Nota 1');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.at(-1)!.offset).toBe(10));
    const filtri = screen.getByTestId('filtri-storico');
    await user.type(within(filtri).getByLabelText('Dal'), '2026-11-01');
    await user.type(within(filtri).getByLabelText('Al'), '2026-11-30');
    await user.selectOptions(within(filtri).getByRole('combobox', { name: 'Punto vendita' }), 'Chiosco Mare');
    await user.selectOptions(within(filtri).getByRole('combobox', { name: 'Gusto' }), 'Limone');
    await user.selectOptions(within(filtri).getByRole('combobox', { name: 'Operatore' }), 'Olga Operatrice');
    await user.selectOptions(within(filtri).getByRole('combobox', { name: 'Email inviata' }), 'No');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        filtro: { dataInizio: '2026-11-01', dataFine: '2026-11-30', puntoVenditaId: 2, gustoId: 3, operatoreId: 3, inviatoEmail: false },
        offset: 0,
      }),
    );
    await user.click(within(filtri).getByRole('button', { name: /Reimposta filtri/ }));
    await waitFor(() => expect(calls.at(-1)!.filtro).toEqual({}));
  });

  it('a reversed date range says so and is not sent to the server', async () => {
    const calls: Vars[] = [];
    server.use(...handlers({ calls }));
    const { user } = renderPage('manager');
    await screen.findByText('Nota 1');
    const filtri = screen.getByTestId('filtri-storico');
    await user.type(within(filtri).getByLabelText('Al'), '2026-11-01');
    await waitFor(() => expect(calls.at(-1)!.filtro).toEqual({ dataFine: '2026-11-01' }));
    const prima = calls.length;
    await user.type(within(filtri).getByLabelText('Dal'), '2026-11-30');
    expect(await within(filtri).findByText('La data di inizio non può essere successiva alla data di fine')).toBeInTheDocument();
    expect(calls.some((c) => (c.filtro as { dataInizio?: string }).dataInizio === '2026-11-30')).toBe(false);
    expect(calls.length).toBe(prima);
  });

  it('sorts on the server by clicking headers', async () => {
    const calls: Vars[] = [];
    server.use(...handlers({ calls }));
    const { user } = renderPage('admin');
    await screen.findByText('Nota 1');
    await user.click(screen.getByRole('button', { name: 'Ordina per Kg Totale' }));
    await waitFor(() => expect(calls.at(-1)!.ordinamento).toEqual({ campo: 'kgTotale', direzione: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Ordina per Kg Totale' }));
    await waitFor(() => expect(calls.at(-1)!.ordinamento).toEqual({ campo: 'kgTotale', direzione: 'desc' }));
    for (const [label, campo] of [['Costo Totale', 'costo'], ['Punto Vendita', 'puntoVendita'], ['Operatore', 'operatore'], ['Registrata', 'createdAt']] as const) {
      await user.click(screen.getByRole('button', { name: `Ordina per ${label}` }));
      await waitFor(() => expect(calls.at(-1)!.ordinamento).toEqual({ campo, direzione: 'asc' }));
    }
  });

  it('paginates on the server: sizes 5/10/25/50, at most 5 page numbers', async () => {
    const calls: Vars[] = [];
    server.use(...handlers({ calls, totale: 200 }));
    const { user } = renderPage('admin');
    await screen.findByText('Nota 1');
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    const numbers = () => within(nav).getAllByRole('button').filter((b) => /^\d+$/.test(b.textContent ?? '')).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    const size = screen.getByRole('combobox', { name: 'Elementi per pagina' });
    expect(within(size).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['5', '10', '25', '50']);
    await user.click(within(nav).getByRole('button', { name: '5' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ limit: 10, offset: 40 }));
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    await user.selectOptions(size, '25');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ limit: 25, offset: 0 }));
    expect(screen.getByText('Mostrando 1-25 di 200 record')).toBeInTheDocument();
  });

  it('a production just recorded on a production screen is shown first and highlighted when Storico opens', async () => {
    const calls: Vars[] = [];
    // the server gives the recorded production id 99 (registraHandler); Storico lists it with another
    server.use(datiHandler([puntoVendita(1, 'Gelateria Centro')]), registraHandler(), ...handlers({ rows: [produzione(99, { note: 'Appena registrata' }), produzione(1)], calls }));
    const produzioneScreen = renderWithProviders(undefined, { url: '/produzione', session: { user: makeUser('operatore') } });
    await screen.findByText('Fragola', {}, { timeout: 5000 });
    await produzioneScreen.user.click(screen.getByRole('button', { name: '+2 kg Fragola' }));
    await produzioneScreen.user.click(screen.getByTestId('produzione-submit'));
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Produzione registrata con successo!');
    produzioneScreen.unmount();

    // the user then opens Storico: newest recorded first, the new one outlined and marked "Nuovo"
    renderPage('operatore');
    await screen.findByText('Appena registrata');
    expect(calls.at(-1)!.ordinamento).toEqual({ campo: 'createdAt', direzione: 'desc' });
    const nuova = rowOf('Appena registrata');
    expect(nuova).toHaveAttribute('data-creato', 'true');
    expect(within(nuova).getByText('Nuovo')).toBeInTheDocument();
    expect(rowOf('Nota 1')).not.toHaveAttribute('data-creato');
    expect(screen.getAllByText('Nuovo')).toHaveLength(1);
  });

  it('a production the offline queue sends while Storico is open: the list reloads and highlights it; nothing without one', async () => {
    const calls: Vars[] = [];
    server.use(...handlers({ rows: [produzione(1), produzione(2)], calls }));
    renderPage('admin');
    await screen.findByText('Nota 2');
    // no production just recorded: the spec's default order, no highlight
    expect(calls.at(-1)!.ordinamento).toEqual({ campo: 'data', direzione: 'desc' });
    expect(screen.queryByText('Nuovo')).not.toBeInTheDocument();
    const prima = calls.length;
    server.use(...handlers({ rows: [produzione(7, { note: 'Dalla coda' }), produzione(1), produzione(2)], calls }));
    // what creaInvioProduzione does when the queue's send is confirmed (features/offline/invio.test.ts)
    act(() => segnaProduzioneRegistrata({ id: 7, utenteId: makeUser('admin').id }));
    await screen.findByText('Dalla coda');
    expect(calls.length).toBeGreaterThan(prima);
    expect(rowOf('Dalla coda')).toHaveAttribute('data-creato', 'true');
    // another user's production on this tab is not highlighted for this one
    act(() => segnaProduzioneRegistrata({ id: 1, utenteId: 999 }));
    expect(rowOf('Nota 1')).not.toHaveAttribute('data-creato');
  });

  it("shows 'Nessun record trovato' when empty", async () => {
    server.use(...handlers({ rows: [] }));
    renderPage('operatore');
    expect(await screen.findByText('Nessun record trovato')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    server.use(graphql.query('StoricoProduzioni', () => graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR')), ...handlers());
    renderPage('admin');
    expect(await screen.findByText('Errore nel caricamento dei dati')).toBeInTheDocument();
  });

  it('deletes after confirmation and removes the row when the id comes back', async () => {
    let deleted: unknown = null;
    server.use(
      ...handlers(),
      graphql.mutation('StoricoEliminaProduzione', ({ variables }) => {
        deleted = variables.id;
        return HttpResponse.json({ data: { eliminaProduzione: variables.id } });
      }),
    );
    const { user } = renderPage('manager');
    await screen.findByText('Nota 1');
    await user.click(within(rowOf('Nota 1')).getByRole('button', { name: 'Elimina' }));
    const dialog = await dialogoAperto();
    // the confirmation names the record: date, sales point, kg
    // the spec's sentence, then the record it names (issue 34 item 25)
    expect(within(dialog).getByText('Sei sicuro di voler eliminare questo record di produzione? 20/11/2026, Gelateria Centro, 3,5 kg')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByText('Nota 1')).not.toBeInTheDocument());
    expect(deleted).toBe(1);
    expect(await screen.findByText('Record di produzione eliminato con successo')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1-1 di 1 record')).toBeInTheDocument();
  });

  it('without the id in the response: incomplete-response error and a reload', async () => {
    const calls: Vars[] = [];
    server.use(...handlers({ calls }), graphql.mutation('StoricoEliminaProduzione', () => HttpResponse.json({ data: { eliminaProduzione: null } })));
    const { user } = renderPage('admin');
    await screen.findByText('Nota 1');
    const before = calls.length;
    await user.click(within(rowOf('Nota 1')).getByRole('button', { name: 'Elimina' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Risposta del server incompleta per l'eliminazione della produzione")).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(screen.getByText('Nota 1')).toBeInTheDocument();
  });

  it('delete failure shows the error', async () => {
    server.use(...handlers(), graphql.mutation('StoricoEliminaProduzione', () => graphqlErrorResponse('Produzione non trovata', 'NOT_FOUND')));
    const { user } = renderPage('admin');
    await screen.findByText('Nota 1');
    await user.click(within(rowOf('Nota 1')).getByRole('button', { name: 'Elimina' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Errore nell'eliminazione del record")).toBeInTheDocument();
  });

  it("queues the e-mail, shows the server's message and marks the record as sent", async () => {
    server.use(
      ...handlers(),
      graphql.mutation('StoricoInviaEmailProduzione', () =>
        HttpResponse.json({ data: { inviaEmailProduzione: { __typename: 'EmailEsito', success: true, message: 'Email in coda di invio' } } }),
      ),
    );
    const { user } = renderPage('operatore');
    await screen.findByText('Nota 1');
    await user.click(within(rowOf('Nota 1')).getByRole('button', { name: 'Invia email' }));
    expect(await screen.findByText('Email in coda di invio')).toBeInTheDocument();
    expect(screen.queryByText('Email inviata con successo')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Nota 1')).getByText('Inviata')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Invia email' })).not.toBeInTheDocument();
  });

  it("without a message from the server the queued e-mail still says 'Email in coda di invio'", async () => {
    server.use(
      ...handlers(),
      graphql.mutation('StoricoInviaEmailProduzione', () =>
        HttpResponse.json({ data: { inviaEmailProduzione: { __typename: 'EmailEsito', success: true, message: '' } } }),
      ),
    );
    const { user } = renderPage('admin');
    await screen.findByText('Nota 1');
    await user.click(within(rowOf('Nota 1')).getByRole('button', { name: 'Invia email' }));
    expect(await screen.findByText('Email in coda di invio')).toBeInTheDocument();
  });

  it("e-mail failure: 'Errore nell'invio dell'email'", async () => {
    server.use(...handlers(), graphql.mutation('StoricoInviaEmailProduzione', () => HttpResponse.error()));
    const { user } = renderPage('admin');
    await screen.findByText('Nota 1');
    await user.click(within(rowOf('Nota 1')).getByRole('button', { name: 'Invia email' }));
    expect(await screen.findByText("Errore nell'invio dell'email")).toBeInTheDocument();
  });

  it('edit modal: picker rules, 0-kg add, 2-decimal total, cost, save updates the row', async () => {
    let input: unknown = null;
    server.use(
      ...handlers(),
      graphql.mutation('StoricoModificaProduzione', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({
          data: {
            modificaProduzione: produzione(1, {
              kgTotale: 4.75,
              costoTotale: 23.25,
              note: 'Nota modificata',
              gusti: [riga(1, 'Pistacchio', 2.5, 4.5), riga(2, 'Fragola', 1, 4.5, '#ff4d6d'), { ...riga(4, 'Cioccolato', 1.25, 6), gustoColore: '#5c3317' }],
            }),
          },
        });
      }),
    );
    const { user } = renderPage('admin');
    await screen.findByText('Nota 1');
    await user.click(within(rowOf('Nota 1')).getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByTestId('modifica-produzione');
    expect(within(dialog).getByText('Kg Totali: 3,50')).toBeInTheDocument();
    expect(within(dialog).getByTestId('costo-totale')).toHaveTextContent('Costo Totale: € 15,75');
    const picker = within(dialog).getByRole('combobox', { name: 'Aggiungi gusto' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleziona un gusto...', 'Cioccolato - Creme']);
    await user.selectOptions(picker, 'Cioccolato - Creme');
    const kgCioccolato = within(dialog).getByRole('textbox', { name: 'Kg Cioccolato' });
    expect(kgCioccolato).toHaveValue('0');
    expect(within(dialog).getByRole('textbox', { name: 'Kg Pistacchio' })).toHaveValue('2,5'); // it-IT, never '2.5'
    expect(within(picker).getAllByRole('option')).toHaveLength(1);
    await user.clear(kgCioccolato);
    await user.type(kgCioccolato, '1.25');
    expect(within(dialog).getByText('Kg Totali: 4,75')).toBeInTheDocument();
    expect(within(dialog).getByTestId('costo-totale')).toHaveTextContent('Costo Totale: € 23,25');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'Nota modificata');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(screen.queryByTestId('modifica-produzione')).not.toBeInTheDocument());
    expect(input).toEqual({
      gusti: [
        { gustoId: 1, quantitaKg: 2.5 },
        { gustoId: 2, quantitaKg: 1 },
        { gustoId: 4, quantitaKg: 1.25 },
      ],
      note: 'Nota modificata',
    });
    const updated = rowOf('Nota modificata');
    expect(within(updated).getByText('4,75 kg')).toBeInTheDocument();
    expect(within(updated).getByText('€ 23,25')).toBeInTheDocument();
  });

  it('edit failure shows the server message in the modal', async () => {
    server.use(...handlers(), graphql.mutation('StoricoModificaProduzione', () => graphqlErrorResponse('Aggiungi almeno un gusto alla produzione', 'BAD_USER_INPUT')));
    const { user } = renderPage('manager');
    await screen.findByText('Nota 1');
    await user.click(within(rowOf('Nota 1')).getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByTestId('modifica-produzione');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await within(dialog).findByText('Aggiungi almeno un gusto alla produzione')).toBeInTheDocument();
    server.use(graphql.mutation('StoricoModificaProduzione', () => HttpResponse.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await within(dialog).findByText('Errore nel salvare le modifiche')).toBeInTheDocument();
  });

  it('phone width: rows become cards, sorted with a select (no cost sort for operatore)', async () => {
    setViewportWidth(390);
    const calls: Vars[] = [];
    server.use(...handlers({ calls }));
    const { user } = renderPage('operatore');
    await screen.findByText('Nota 1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('produzione-card')).toHaveLength(2);
    const ordina = screen.getByRole('combobox', { name: 'Ordina per' });
    expect(within(ordina).queryByRole('option', { name: /costo/ })).not.toBeInTheDocument();
    await user.selectOptions(ordina, 'kgTotale');
    await waitFor(() => expect(calls.at(-1)!.ordinamento).toEqual({ campo: 'kgTotale', direzione: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Ordine decrescente' }));
    await waitFor(() => expect(calls.at(-1)!.ordinamento).toEqual({ campo: 'kgTotale', direzione: 'asc' }));
  });

  it('phone width: the filters fold behind a Filtri button that counts the filters set', async () => {
    setViewportWidth(390);
    const calls: Vars[] = [];
    server.use(...handlers({ calls }));
    const { user } = renderPage('manager');
    await screen.findByText('Nota 1');
    const filtri = screen.getByTestId('filtri-storico');
    const toggle = within(filtri).getByRole('button', { name: 'Filtri' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(filtri).queryByRole('combobox', { name: 'Punto vendita' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(within(filtri).getByRole('combobox', { name: 'Punto vendita' }), 'Chiosco Mare');
    await user.selectOptions(within(filtri).getByRole('combobox', { name: 'Email inviata' }), 'Sì');
    await waitFor(() => expect(calls.at(-1)!.filtro).toEqual({ puntoVenditaId: 2, inviatoEmail: true }));
    await user.click(toggle);
    expect(within(filtri).getByRole('button', { name: 'Filtri (2 attivi)' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(filtri).queryByRole('combobox', { name: 'Punto vendita' })).not.toBeInTheDocument();
  });

  it('edit modal: cost hidden when the cost-visibility flag is false', async () => {
    const p = senzaCosti(produzione(1));
    renderWithProviders(
      <ModificaProduzioneDialog
        produzione={p as never}
        gusti={catalogo as never}
        mostraCosti={false}
        submitting={false}
        error={null}
        onClose={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    const dialog = await screen.findByTestId('modifica-produzione');
    expect(within(dialog).getByText('Kg Totali: 3,50')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('costo-totale')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Costo Totale/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
  });
  it("edit modal: kg typed it-IT read as typed, shown to the gram on leaving; the contract's messages before sending", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <ModificaProduzioneDialog produzione={produzione(1) as never} gusti={catalogo as never} mostraCosti submitting={false} error={null} onClose={() => undefined} onSubmit={onSubmit} />,
    );
    const dialog = await screen.findByTestId('modifica-produzione');
    const kgPistacchio = within(dialog).getByRole('textbox', { name: 'Kg Pistacchio' });
    await user.clear(kgPistacchio);
    await user.type(kgPistacchio, '100000,');
    expect(kgPistacchio).toHaveValue('100000,');
    expect(within(dialog).getByText('Kg Totali: 100.001,00')).toBeInTheDocument();
    await user.type(kgPistacchio, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await within(dialog).findByText('Quantità troppo elevata (massimo 100000 kg per gusto)')).toBeInTheDocument();
    expect(kgPistacchio).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi Pistacchio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi Fragola' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await within(dialog).findByText('Aggiungi almeno un gusto alla produzione')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Aggiungi gusto' }), 'Cioccolato - Creme');
    const kgCioccolato = within(dialog).getByRole('textbox', { name: 'Kg Cioccolato' });
    await user.clear(kgCioccolato);
    await user.type(kgCioccolato, '1,2345');
    await user.tab();
    expect(kgCioccolato).toHaveValue('1,235');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ gusti: [{ gustoId: 4, quantitaKg: 1.235 }], note: 'Nota 1' }));
  });
});
