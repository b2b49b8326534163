import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { GUSTI, datiHandler, puntoVendita } from '../produzione/test-fixtures';
import { segnalaAggiornamento } from './aggiornamento-app';
import { archivioCoda, salvaCatalogo, type ProduzioneInAttesa } from './archivio';
import { usaIndexedDbDiTest } from './test-indexeddb';

usaIndexedDbDiTest();

const SALVATA = 'Produzione salvata sul dispositivo: verrà inviata appena torna la connessione';
/** One active sales point: selected by itself. */
const PUNTI = [puntoVendita(1, 'Gelateria Centro')];

/** The browser's network state as navigator.onLine and the online/offline events report it. */
function rete(iniziale: boolean) {
  let online = iniziale;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  return (valore: boolean) =>
    act(() => {
      online = valore;
      window.dispatchEvent(new Event(valore ? 'online' : 'offline'));
    });
}

/** Records what the server received; answers with `risposta` (a success by default). */
function registraServer(risposta?: () => Response) {
  const ricevute: { input: { gusti: { quantitaKg: number }[] }; idempotencyKey: string }[] = [];
  const handler = graphql.mutation('ProduzioneRegistra', ({ variables }) => {
    ricevute.push(variables as (typeof ricevute)[number]);
    if (risposta) return risposta();
    const kg = (variables.input as { gusti: { quantitaKg: number }[] }).gusti.reduce((s, g) => s + g.quantitaKg, 0);
    return HttpResponse.json({ data: { registraProduzione: { __typename: 'Produzione', id: ricevute.length, data: '2026-11-22', kgTotale: kg } } });
  });
  return { handler, ricevute };
}

const operatore = makeUser('operatore');
const renderRegistra = (user = operatore) => renderWithProviders(undefined, { url: '/produzione', session: { user } });
const caricato = () => screen.findByText('Fragola', {}, { timeout: 5000 });
const banner = () => screen.queryByTestId('banner-offline');

async function registra(user: ReturnType<typeof renderRegistra>['user'], passo: string) {
  await user.click(screen.getByRole('button', { name: `${passo} kg Fragola` }));
  await user.click(screen.getByTestId('produzione-submit'));
}

describe('Registra Produzione offline', () => {
  it('offline: saves two productions on the device, shows the banner, sends them oldest first when the network returns', { timeout: 40_000 }, async () => {
    const imposta = rete(true);
    const { handler, ricevute } = registraServer();
    server.use(datiHandler(PUNTI), handler);
    const { user } = renderRegistra();
    await caricato();
    expect(banner()).not.toBeInTheDocument();

    imposta(false);
    expect(await screen.findByTestId('stato-offline')).toHaveTextContent('Offline');
    await registra(user, '+2');
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent(SALVATA);
    await waitFor(() => expect(screen.getByTestId('coda-in-attesa')).toHaveTextContent('1 produzione in attesa di invio'));
    await registra(user, '+4');
    await waitFor(() => expect(screen.getByTestId('coda-in-attesa')).toHaveTextContent('2 produzioni in attesa di invio'));
    expect(ricevute).toEqual([]);
    const salvate = await archivioCoda.elenco(operatore.id);
    expect(salvate.map((s) => (s as ProduzioneInAttesa).input.gusti)).toEqual([[{ gustoId: 3, quantitaKg: 2 }], [{ gustoId: 3, quantitaKg: 4 }]]);

    imposta(true);
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(ricevute.map((r) => r.input.gusti[0]!.quantitaKg)).toEqual([2, 4]);
    expect(ricevute.map((r) => r.idempotencyKey)).toEqual(salvate.map((s) => s.id));
    expect(await archivioCoda.elenco(operatore.id)).toEqual([]);
  });

  it('after a reload offline: the last known flavours and sales points, and the queue, are still there', { timeout: 40_000 }, async () => {
    const imposta = rete(true);
    server.use(datiHandler(PUNTI), registraServer().handler);
    const primo = renderRegistra();
    await caricato();
    imposta(false);
    await registra(primo.user, '+2');
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent(SALVATA);
    primo.unmount();

    // the server cannot be reached any more
    server.use(graphql.query('ProduzioneDatiRegistrazione', () => HttpResponse.error()));
    renderRegistra();
    await caricato();
    expect(screen.getByText('Pistacchio')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('1');
    expect(screen.queryByText('Errore durante il caricamento dei dati')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('coda-in-attesa')).toHaveTextContent('1 produzione in attesa di invio'));
  });

  it('online but the server fails (network error, 5xx): saved on the device with the key it was sent with, sent again with the same key', async () => {
    rete(true);
    let guasto = true;
    const { handler, ricevute } = registraServer(() =>
      guasto ? graphqlErrorResponse('Errore interno del server', 'INTERNAL_SERVER_ERROR', 500) : HttpResponse.json({ data: { registraProduzione: { __typename: 'Produzione', id: 1, data: '2026-11-22', kgTotale: 2 } } }),
    );
    server.use(datiHandler(PUNTI), handler);
    const { user } = renderRegistra();
    await caricato();
    await registra(user, '+2');
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent(SALVATA);
    await waitFor(() => expect(screen.getByTestId('coda-in-attesa')).toHaveTextContent('1 produzione in attesa di invio'));
    guasto = false;
    await user.click(screen.getByRole('button', { name: 'Invia ora' }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(ricevute.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ricevute.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('a production refused when sent later stays visible as "non inviata" with the server message until discarded', async () => {
    const imposta = rete(true);
    const { handler } = registraServer(() => graphqlErrorResponse('Gusto non trovato o non attivo', 'BAD_USER_INPUT'));
    server.use(datiHandler(PUNTI), handler);
    const { user } = renderRegistra();
    await caricato();
    imposta(false);
    await registra(user, '+2');
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent(SALVATA);
    imposta(true);

    const riga = await screen.findByTestId('coda-non-inviata');
    expect(riga).toHaveTextContent('Non inviata');
    expect(riga).toHaveTextContent('Gelateria Centro · 2,0 kg');
    expect(riga).toHaveTextContent('Gusto non trovato o non attivo');
    expect(screen.queryByTestId('coda-in-attesa')).not.toBeInTheDocument();

    await user.click(within(riga).getByRole('button', { name: 'Scarta' }));
    const dialogo = await dialogoAperto();
    await user.click(within(dialogo).getByRole('button', { name: 'Scarta' }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(await archivioCoda.elenco(operatore.id)).toEqual([]);
  });

  it("never shows or sends another user's queue", async () => {
    rete(true);
    const { handler, ricevute } = registraServer();
    server.use(datiHandler(PUNTI), handler);
    await archivioCoda.aggiungi({
      id: 'altro-utente-1',
      utenteId: 99,
      creataIl: 1,
      input: { data: '2026-11-22', puntoVenditaId: 1, gusti: [{ gustoId: 3, quantitaKg: 1 }], note: null },
      puntoVenditaNome: 'Gelateria Centro',
      kgTotale: 1,
      stato: 'in-attesa',
    });
    renderRegistra();
    await caricato();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(banner()).not.toBeInTheDocument();
    expect(ricevute).toEqual([]);
    expect(await archivioCoda.elenco(99)).toHaveLength(1);
  });

  it('a new version waiting in the service worker is offered in the banner, applied only when the user asks', async () => {
    rete(true);
    server.use(datiHandler(PUNTI));
    const { user } = renderRegistra();
    await caricato();
    expect(banner()).not.toBeInTheDocument();
    const aggiorna = vi.fn(async () => undefined);
    act(() => segnalaAggiornamento(aggiorna));
    expect(await screen.findByText('È disponibile una nuova versione di Gelatiere')).toBeInTheDocument();
    expect(aggiorna).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(aggiorna).toHaveBeenCalledTimes(1);
  });

  it('a session older than 30 minutes is kept when the check cannot reach the server (offline), and the screen opens', async () => {
    rete(false);
    await salvaCatalogo(operatore.id, { gusti: GUSTI, puntiVendita: PUNTI });
    server.use(
      graphql.query('Me', () => HttpResponse.error()),
      graphql.query('ProduzioneDatiRegistrazione', () => HttpResponse.error()),
    );
    renderWithProviders(undefined, { url: '/produzione', session: { user: operatore, lastVerifiedAt: 0 } });
    await caricato();
    expect(screen.getByTestId('stato-offline')).toBeInTheDocument();
  });
});
