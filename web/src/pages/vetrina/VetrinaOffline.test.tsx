import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { archivioCoda, isVetrina } from '../../features/offline/archivio';
import { usaIndexedDbDiTest } from '../../features/offline/test-indexeddb';
import { datiHandler } from '../../features/produzione/test-fixtures';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';

usaIndexedDbDiTest();

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

const FRAGOLA = { __typename: 'CaricoVetrina' as const, id: 11, gustoId: 3, gustoNome: 'Fragola', gustoColore: '#ff4d6d', produzioneId: null, kg: 4, kgRimasti: null };

/**
 * The server: one open tray of Fragola today; records the writes it receives, in order. A load gets
 * carico id 12, or the answer `carico` gives.
 */
function serverVetrina(carico: () => Response | undefined = () => undefined) {
  const ricevute: { op: string; input: unknown; idempotencyKey: unknown }[] = [];
  server.use(
    graphql.mutation('VetrinaCaricaVaschetta', ({ variables }) => {
      const risposta = carico();
      if (risposta) return risposta;
      ricevute.push({ op: 'carico', input: variables.input, idempotencyKey: variables.idempotencyKey });
      return HttpResponse.json({ data: { caricaVaschetta: { __typename: 'CaricoVetrina', id: 12 } } });
    }),
    datiHandler(),
    graphql.query('VetrinaGiorno', ({ variables }) =>
      HttpResponse.json({ data: { vetrina: { __typename: 'VetrinaGiorno', puntoVenditaId: variables.puntoVenditaId, data: variables.data, carichi: [FRAGOLA], scarti: [] } } }),
    ),
    graphql.query('VetrinaRiepilogo', () => HttpResponse.json({ data: { riepilogoVetrina: [] } })),
    graphql.query('VetrinaProduzioniGiorno', () => HttpResponse.json({ data: { produzioni: { __typename: 'ProduzioniPagina', righe: [] } } })),
    graphql.mutation('VetrinaRegistraScarto', ({ variables }) => {
      ricevute.push({ op: 'scarto', input: variables.input, idempotencyKey: variables.idempotencyKey });
      return HttpResponse.json({ data: { registraScarto: { __typename: 'ScartoVetrina', id: 30 } } });
    }),
    graphql.mutation('VetrinaChiudiVaschetta', ({ variables }) => {
      ricevute.push({ op: 'chiusura', input: variables.input, idempotencyKey: variables.idempotencyKey });
      return HttpResponse.json({ data: { chiudiVaschetta: { __typename: 'CaricoVetrina', id: 11, kgRimasti: 1 } } });
    }),
  );
  return ricevute;
}

const operatore = makeUser('operatore');

/** Offline: loads 4,5 kg of Pistacchio, then weighs it back at 1,5 kg before anything was sent. */
async function caricaEPesaOffline(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Carica vaschetta' }));
  const carica = await screen.findByTestId('dialog-carica');
  await user.selectOptions(within(carica).getByRole('combobox', { name: 'Gusto' }), '2');
  await user.type(within(carica).getByTestId('kg-carico'), '4,5');
  await user.click(within(carica).getByRole('button', { name: 'Carica' }));
  await waitFor(() => expect(screen.queryByTestId('dialog-carica')).not.toBeInTheDocument());
  const [load] = (await archivioCoda.elenco(operatore.id)).filter(isVetrina);
  const tile = await screen.findByTestId(`vaschetta-${load!.id}`);
  expect(within(tile).getByText('In attesa di invio')).toBeInTheDocument();

  // the closing dialog lists the queued tray beside the server's open one
  await user.click(screen.getByRole('button', { name: 'Pesata di chiusura' }));
  const chiusura = await screen.findByTestId('dialog-chiusura');
  expect(within(chiusura).getByRole('textbox', { name: 'Kg rimasti Fragola' })).toBeInTheDocument();
  expect(within(chiusura).getByText('Caricati 4,5 kg · in attesa di invio')).toBeInTheDocument();
  await user.type(within(chiusura).getByRole('textbox', { name: 'Kg rimasti Pistacchio' }), '1,5');
  await user.click(within(chiusura).getByRole('button', { name: 'Salva pesate' }));
  await waitFor(() => expect(screen.getByTestId('coda-in-attesa')).toHaveTextContent('2 operazioni in attesa di invio'));
  expect(within(tile).getByText('Pesata in attesa di invio')).toBeInTheDocument();
  const salvate = (await archivioCoda.elenco(operatore.id)).filter(isVetrina);
  expect(salvate.map((s) => s.vetrina)).toEqual([
    { tipo: 'carico', input: { puntoVenditaId: 1, data: expect.any(String), gustoId: 2, produzioneId: null, kg: 4.5 } },
    { tipo: 'chiusura', caricoInCoda: load!.id, input: { kgRimasti: 1.5 } },
  ]);
  return salvate;
}

describe('Vetrina offline', () => {
  it('offline: waste and weigh-back are saved on the device, shown as waiting, and sent once each, in order, with their keys', { timeout: 40_000 }, async () => {
    const imposta = rete(true);
    const ricevute = serverVetrina();
    const { user } = renderWithProviders(undefined, { url: '/vetrina', session: { user: operatore } });
    await screen.findByTestId('vaschetta-11', {}, { timeout: 5000 });

    imposta(false);
    expect(await screen.findByTestId('stato-offline')).toHaveTextContent('Offline');
    await user.click(screen.getByRole('button', { name: 'Scarto' }));
    const scarto = await screen.findByTestId('dialog-scarto');
    await user.selectOptions(within(scarto).getByRole('combobox', { name: 'Gusto' }), '3');
    await user.type(within(scarto).getByTestId('kg-scarto'), '0,5');
    await user.click(within(scarto).getByRole('button', { name: 'Caduto' }));
    await user.click(within(scarto).getByRole('button', { name: 'Registra scarto' }));
    await waitFor(() => expect(screen.queryByTestId('dialog-scarto')).not.toBeInTheDocument());
    expect(await screen.findByText('Salvato sul dispositivo: verrà inviato appena torna la connessione')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('coda-in-attesa')).toHaveTextContent('1 operazione in attesa di invio'));
    expect(within(screen.getByTestId('scarti')).getByText('In attesa di invio')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pesata di chiusura' }));
    const chiusura = await screen.findByTestId('dialog-chiusura');
    await user.type(within(chiusura).getByRole('textbox', { name: 'Kg rimasti Fragola' }), '1');
    await user.click(within(chiusura).getByRole('button', { name: 'Salva pesate' }));
    await waitFor(() => expect(screen.getByTestId('coda-in-attesa')).toHaveTextContent('2 operazioni in attesa di invio'));
    // the tray waits for its weigh-back to be sent: it cannot be weighed twice
    expect(within(screen.getByTestId('vaschetta-11')).getByText('Pesata in attesa di invio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pesata di chiusura' })).toBeDisabled();
    expect(ricevute).toEqual([]);
    const salvate = (await archivioCoda.elenco(operatore.id)).filter(isVetrina);
    expect(salvate.map((s) => s.vetrina)).toEqual([
      { tipo: 'scarto', input: { puntoVenditaId: 1, data: expect.any(String), gustoId: 3, kg: 0.5, motivo: 'caduto' } },
      { tipo: 'chiusura', input: { caricoId: 11, kgRimasti: 1 } },
    ]);

    imposta(true);
    await waitFor(() => expect(screen.queryByTestId('banner-offline')).not.toBeInTheDocument());
    expect(ricevute.map((r) => [r.op, r.idempotencyKey])).toEqual(salvate.map((s) => [s.vetrina.tipo, s.id]));
    expect(ricevute[1]!.input).toEqual({ caricoId: 11, kgRimasti: 1 });
    expect(await archivioCoda.elenco(operatore.id)).toEqual([]);
  });

  it('online: a write is sent at once with an idempotency key, nothing is kept on the device', { timeout: 40_000 }, async () => {
    rete(true);
    const ricevute = serverVetrina();
    const { user } = renderWithProviders(undefined, { url: '/vetrina', session: { user: operatore } });
    await screen.findByTestId('vaschetta-11', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Pesata di chiusura' }));
    const chiusura = await screen.findByTestId('dialog-chiusura');
    await user.type(within(chiusura).getByRole('textbox', { name: 'Kg rimasti Fragola' }), '0');
    await user.click(within(chiusura).getByRole('button', { name: 'Salva pesate' }));
    expect(await screen.findByText('Pesata registrata')).toBeInTheDocument();
    expect(ricevute).toEqual([{ op: 'chiusura', input: { caricoId: 11, kgRimasti: 0 }, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(await archivioCoda.elenco(operatore.id)).toEqual([]);
    expect(screen.queryByTestId('banner-offline')).not.toBeInTheDocument();
  });

  it('offline: a tray loaded and weighed back before either was sent; after a reload, back online both go in order, the weigh-back with the carico id the load got', { timeout: 40_000 }, async () => {
    const imposta = rete(true);
    const ricevute = serverVetrina();
    const primo = renderWithProviders(undefined, { url: '/vetrina', session: { user: operatore } });
    await screen.findByTestId('vaschetta-11', {}, { timeout: 5000 });
    imposta(false);
    const [load, pesata] = await caricaEPesaOffline(primo.user);
    // the only open tray left is the server's Fragola: the queued one cannot be weighed twice
    await primo.user.click(screen.getByRole('button', { name: 'Pesata di chiusura' }));
    const chiusura = await screen.findByTestId('dialog-chiusura');
    expect(within(chiusura).queryByRole('textbox', { name: 'Kg rimasti Pistacchio' })).not.toBeInTheDocument();
    await primo.user.click(within(chiusura).getByRole('button', { name: 'Annulla' }));
    primo.unmount();

    // the app is reloaded, still offline: the tray and its weigh-back are still waiting
    renderWithProviders(undefined, { url: '/vetrina', session: { user: operatore } });
    const tile = await screen.findByTestId(`vaschetta-${load!.id}`, {}, { timeout: 5000 });
    expect(within(tile).getByText('Pesata in attesa di invio')).toBeInTheDocument();
    expect(ricevute).toEqual([]);

    imposta(true);
    await waitFor(() => expect(screen.queryByTestId('banner-offline')).not.toBeInTheDocument());
    expect(ricevute).toEqual([
      { op: 'carico', input: load!.vetrina.input, idempotencyKey: load!.id },
      { op: 'chiusura', input: { caricoId: 12, kgRimasti: 1.5 }, idempotencyKey: pesata!.id },
    ]);
    expect(await archivioCoda.elenco(operatore.id)).toEqual([]);
  });

  it('a tray loaded offline and refused by the server: its weigh-back is not sent, both shown as "non inviata" with the reason', { timeout: 40_000 }, async () => {
    const imposta = rete(true);
    const ricevute = serverVetrina(() => graphqlErrorResponse('Gusto non trovato o non attivo', 'BAD_USER_INPUT'));
    const { user } = renderWithProviders(undefined, { url: '/vetrina', session: { user: operatore } });
    await screen.findByTestId('vaschetta-11', {}, { timeout: 5000 });
    imposta(false);
    const [load] = await caricaEPesaOffline(user);

    imposta(true);
    await waitFor(() => expect(screen.getAllByTestId('coda-non-inviata')).toHaveLength(2));
    const [rigaCarico, rigaPesata] = screen.getAllByTestId('coda-non-inviata');
    expect(rigaCarico).toHaveTextContent('Gusto non trovato o non attivo');
    expect(rigaPesata).toHaveTextContent('pesata Pistacchio 1,5 kg');
    expect(rigaPesata).toHaveTextContent(
      'Pesata non inviata: la vaschetta non è stata registrata (Gusto non trovato o non attivo). Ricarica la vaschetta e ripeti la pesata.',
    );
    expect(ricevute).toEqual([]);
    expect(within(screen.getByTestId(`vaschetta-${load!.id}`)).getByText('Non inviata')).toBeInTheDocument();
  });
});
