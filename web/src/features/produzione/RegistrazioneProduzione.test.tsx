import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, todayIsoDate } from '../../lib/format';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { salvaPrefillProduzione } from './prefill';
import { datiHandler, puntoVendita, registraHandler } from './test-fixtures';

const SCREENS = [
  { modo: 'standard', url: '/produzione', heading: 'Registra Produzione', incrementi: ['+0,5', '+2', '+4'], decrementi: ['-0,5', '-2', '-4'], noteMax: 500 },
  { modo: 'touch', url: '/produzione#produzione-touch', heading: 'Produzione Touch', incrementi: ['+0,5', '+1', '+5'], decrementi: ['-0,5', '-1'], noteMax: 500 },
  { modo: 'touch2', url: '/produzione#produzione-touch-2', heading: 'Touch Produzione 2', incrementi: ['+1', '+2'], decrementi: ['-1'], noteMax: 200 },
] as const;

function renderScreen(url: string, ruolo: 'admin' | 'operatore' = 'operatore', overrides: Parameters<typeof makeUser>[1] = {}) {
  return renderWithProviders(undefined, { url, session: { user: makeUser(ruolo, overrides) } });
}

/** A user with no sales point of their own (the admin usually). */
const SENZA_PUNTO = { puntoVenditaId: null, puntoVenditaNome: null };

/** The screen with its flavours (the lazy page may take a while on a busy machine). */
const caricato = () => screen.findByText('Fragola', {}, { timeout: 5000 });
const stepButton = (label: string, gusto: string) => screen.getByRole('button', { name: `${label} kg ${gusto}` });
const quantita = (id: number) => screen.getByTestId(`quantita-${id}`);
const submitButton = () => screen.getByTestId('produzione-submit');

describe.each(SCREENS)('$heading', ({ url, heading, incrementi, decrementi, noteMax }) => {
  it('shows exactly the quick steps of the mode, grouped by category, starting at 0', async () => {
    server.use(datiHandler());
    renderScreen(url);
    await caricato();
    expect(screen.getByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    const tile = screen.getByTestId('gusto-3');
    const labels = within(tile)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect([...labels].sort()).toEqual([...incrementi, ...decrementi].sort());
    expect(quantita(3)).toHaveValue('0,0');
    expect(screen.getAllByTestId('categoria-gruppo').map((g) => within(g).getByRole('heading').textContent?.trim())).toEqual(['Creme', 'Frutta']);
    for (const d of decrementi) expect(stepButton(d, 'Fragola')).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('totale-kg')).toHaveTextContent('0,0 kg');
  });

  it('adds each step, disables a decrement below its step, never goes negative, totals', async () => {
    server.use(datiHandler());
    const { user } = renderScreen(url);
    await caricato();
    const smallest = incrementi[0];
    await user.click(stepButton(smallest, 'Fragola'));
    const first = Number(smallest.replace('+', '').replace(',', '.'));
    expect(quantita(3)).toHaveValue(first.toLocaleString('it-IT', { minimumFractionDigits: 1 }));
    // Decrements larger than the quantity stay disabled; the one equal to it brings it back to 0.
    for (const d of decrementi) {
      const step = Number(d.replace('-', '').replace(',', '.'));
      if (step > first) expect(stepButton(d, 'Fragola')).toBeDisabled();
      else expect(stepButton(d, 'Fragola')).toBeEnabled();
    }
    for (const inc of incrementi) await user.click(stepButton(inc, 'Pistacchio'));
    const sumInc = incrementi.reduce((s, l) => s + Number(l.replace('+', '').replace(',', '.')), 0);
    const expectedTotal = first + sumInc;
    expect(screen.getByTestId('totale-kg')).toHaveTextContent(`${expectedTotal.toLocaleString('it-IT', { minimumFractionDigits: 1 })} kg`);
    const minus = decrementi.find((d) => Number(d.replace('-', '').replace(',', '.')) === first)!;
    await user.click(stepButton(minus, 'Fragola'));
    expect(quantita(3)).toHaveValue('0,0');
    for (const d of decrementi) expect(stepButton(d, 'Fragola')).toBeDisabled();
    expect(submitButton()).toBeEnabled();
  });

  it(`limits the notes to ${noteMax} characters with a counter`, async () => {
    server.use(datiHandler());
    const { user } = renderScreen(url);
    await caricato();
    const notes = screen.getByRole('textbox', { name: 'Note' });
    expect(screen.getByTestId('note-counter')).toHaveTextContent(`0/${noteMax}`);
    await user.click(notes);
    await user.paste('a'.repeat(noteMax + 20));
    expect(notes).toHaveValue('a'.repeat(noteMax));
    expect(screen.getByTestId('note-counter')).toHaveTextContent(`${noteMax}/${noteMax}`);
  });

  it('auto-selects a single active sales point and sends the payload; success message, lines reset, date and point kept', async () => {
    let sent: unknown = null;
    server.use(datiHandler([puntoVendita(5, 'Laboratorio'), puntoVendita(6, 'Chiuso', false)]), registraHandler((i) => (sent = i), 12.5));
    const { user } = renderScreen(url, 'operatore', SENZA_PUNTO);
    await caricato();
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('5');
    expect(screen.queryByRole('option', { name: 'Chiuso' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Data/)).toHaveValue(todayIsoDate());
    await user.click(stepButton(incrementi[1], 'Fragola'));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Lotto A');
    await user.click(submitButton());
    const esito = await screen.findByTestId('produzione-esito');
    expect(esito).toHaveTextContent('Produzione registrata con successo! Totale: 12,5 kg');
    const step = Number(incrementi[1].replace('+', '').replace(',', '.'));
    expect(sent).toEqual({ data: todayIsoDate(), puntoVenditaId: 5, gusti: [{ gustoId: 3, quantitaKg: step }], note: 'Lotto A' });
    // the confirmation says what was recorded: point, date and kg per flavour
    const registrata = within(esito).getByTestId('produzione-registrata');
    expect(registrata).toHaveTextContent(`Laboratorio · ${formatDate(todayIsoDate())}`);
    expect(within(registrata).getByRole('list', { name: 'Gusti registrati' })).toHaveTextContent(`Fragola: ${formatNumber(step, 3)} kg`);
    expect(quantita(3)).toHaveValue('0,0');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('5');
    expect(screen.getByLabelText(/Data/)).toHaveValue(todayIsoDate());
    // the outcome is inside the submit bar, next to the button
    expect(within(screen.getByTestId('barra-invio')).getByTestId('produzione-esito')).toBe(esito);
  });

  it('takes a quantity typed with a comma or a dot, and keeps stepping from it', async () => {
    let sent: { gusti: unknown } | null = null;
    server.use(datiHandler(), registraHandler((i) => (sent = i as { gusti: unknown })));
    const { user } = renderScreen(url);
    await caricato();
    const campo = screen.getByRole('textbox', { name: 'Kg Fragola' });
    expect(campo).toHaveAttribute('inputmode', 'decimal');
    await user.click(campo);
    await user.keyboard('{Control>}a{/Control}2,5');
    expect(screen.getByTestId('totale-kg')).toHaveTextContent('2,5 kg');
    await user.click(screen.getByRole('textbox', { name: 'Kg Pistacchio' }));
    await user.keyboard('{Control>}a{/Control}1.25');
    expect(screen.getByTestId('totale-kg')).toHaveTextContent('3,75 kg');
    await user.click(stepButton(incrementi[0], 'Fragola'));
    const inc = Number(incrementi[0].replace('+', '').replace(',', '.'));
    expect(quantita(3)).toHaveValue((2.5 + inc).toLocaleString('it-IT', { minimumFractionDigits: 1 }));
    expect(quantita(2)).toHaveValue('1,25');
    await user.click(submitButton());
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent(/Produzione registrata con successo!/);
    expect(sent!.gusti).toEqual([
      { gustoId: 2, quantitaKg: 1.25 },
      { gustoId: 3, quantitaKg: 2.5 + inc },
    ]);
  });
});

describe('typed quantities: the limits of the steps still hold', () => {
  it('rejects negative, non-numeric and too large entries with a message, putting back the quantity it had', async () => {
    server.use(datiHandler());
    const { user } = renderScreen('/produzione');
    await caricato();
    const campo = screen.getByRole('textbox', { name: 'Kg Fragola' });
    await user.click(campo);
    await user.keyboard('{Control>}a{/Control}3');
    await user.tab();
    expect(screen.getByTestId('totale-kg')).toHaveTextContent('3,0 kg');
    await user.click(campo);
    for (const [testo, messaggio] of [
      ['-1', 'La quantità non può essere negativa'],
      ['tre', 'Quantità non valida'],
      ['200000', 'Quantità troppo elevata (massimo 100000 kg per gusto)'],
    ] as const) {
      await user.keyboard(`{Control>}a{/Control}${testo}`);
      expect(screen.getByRole('alert')).toHaveTextContent(messaggio);
      expect(campo).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('totale-kg')).toHaveTextContent('3,0 kg');
    }
    // leaving the field shows the stored quantity again
    await user.tab();
    expect(campo).toHaveValue('3,0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rounds to the gram, empties to 0 and keeps decrements disabled below their step', async () => {
    server.use(datiHandler());
    const { user } = renderScreen('/produzione');
    await caricato();
    const campo = screen.getByRole('textbox', { name: 'Kg Fragola' });
    await user.click(campo);
    await user.keyboard('{Control>}a{/Control}0,3004');
    await user.tab();
    expect(campo).toHaveValue('0,3');
    expect(stepButton('-0,5', 'Fragola')).toBeDisabled();
    expect(stepButton('-2', 'Fragola')).toBeDisabled();
    await user.click(campo);
    await user.keyboard('{Control>}a{/Control}2,345');
    await user.tab();
    expect(campo).toHaveValue('2,345');
    expect(screen.getByTestId('totale-kg')).toHaveTextContent('2,345 kg');
    expect(stepButton('-2', 'Fragola')).toBeEnabled();
    expect(stepButton('-4', 'Fragola')).toBeDisabled();
    await user.click(campo);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.tab();
    expect(campo).toHaveValue('0,0');
    expect(submitButton()).toBeDisabled();
  });
});

describe('recording screens: sales point, date and messages', () => {
  it("preselects the user's own sales point among several", async () => {
    server.use(datiHandler([puntoVendita(1, 'Gelateria Centro'), puntoVendita(2, 'Chiosco Mare')]));
    renderScreen('/produzione#produzione-touch', 'operatore', { puntoVenditaId: 2, puntoVenditaNome: 'Chiosco Mare' });
    await caricato();
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('2');
  });

  it('an operatore assigned to a sales point is offered only that one; one with none every active one', async () => {
    server.use(datiHandler([puntoVendita(1, 'Gelateria Centro'), puntoVendita(2, 'Chiosco Mare')]));
    const assegnato = renderScreen('/produzione', 'operatore', { puntoVenditaId: 2, puntoVenditaNome: 'Chiosco Mare' });
    await caricato();
    const opzioni = () => within(screen.getByRole('combobox', { name: /Punto vendita/ })).getAllByRole('option').map((o) => o.textContent);
    expect(opzioni()).toEqual(['Seleziona un punto vendita...', 'Chiosco Mare']);
    assegnato.unmount();
    renderScreen('/produzione', 'operatore', SENZA_PUNTO);
    await caricato();
    expect(opzioni()).toEqual(['Seleziona un punto vendita...', 'Chiosco Mare', 'Gelateria Centro']);
  });

  it("does not preselect the user's own sales point when it is no longer active", async () => {
    server.use(datiHandler([puntoVendita(1, 'Gelateria Centro'), puntoVendita(2, 'Chiosco Mare'), puntoVendita(3, 'Chiuso', false)]));
    renderScreen('/produzione', 'operatore', { puntoVenditaId: 3, puntoVenditaNome: 'Chiuso' });
    await caricato();
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('');
  });

  it('keeps a chosen date and sales point after a successful submit', async () => {
    const sent: { data: string; puntoVenditaId: number }[] = [];
    server.use(datiHandler(), registraHandler((i) => sent.push(i as { data: string; puntoVenditaId: number })));
    const { user } = renderScreen('/produzione#produzione-touch-2', 'admin');
    await caricato();
    const data = screen.getByLabelText(/Data/);
    await user.clear(data);
    await user.type(data, '2026-03-14');
    await user.selectOptions(screen.getByRole('combobox', { name: /Punto vendita/ }), '2');
    await user.click(stepButton('+1', 'Fragola'));
    await user.click(submitButton());
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Produzione registrata con successo! Totale: 1 kg');
    expect(data).toHaveValue('2026-03-14');
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('2');
    // a second production goes to the same day and point without touching the fields
    await user.click(stepButton('+2', 'Pistacchio'));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('produzione-esito')).toHaveTextContent('Produzione registrata con successo! Totale: 2 kg'));
    expect(sent.map((i) => [i.data, i.puntoVenditaId])).toEqual([
      ['2026-03-14', 2],
      ['2026-03-14', 2],
    ]);
  });

  it('a missing-field message goes away as soon as the field is filled', async () => {
    let calls = 0;
    server.use(datiHandler(), registraHandler(() => (calls += 1)));
    const { user } = renderScreen('/produzione', 'admin', SENZA_PUNTO);
    await caricato();
    await user.click(stepButton('+2', 'Fragola'));
    await user.click(submitButton());
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Seleziona un punto vendita');
    await user.selectOptions(screen.getByRole('combobox', { name: /Punto vendita/ }), '1');
    expect(screen.queryByTestId('produzione-esito')).not.toBeInTheDocument();

    const data = screen.getByLabelText(/Data/);
    await user.clear(data);
    await user.click(submitButton());
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('La data è obbligatoria');
    await user.type(data, '2026-03-14');
    expect(screen.queryByTestId('produzione-esito')).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });
});

describe('recording screens: validation and errors', () => {
  it("asks for a sales point when several exist and none is chosen", async () => {
    let calls = 0;
    server.use(datiHandler(), registraHandler(() => (calls += 1)));
    const { user } = renderScreen('/produzione', 'admin', SENZA_PUNTO);
    await caricato();
    expect(screen.getByRole('combobox', { name: /Punto vendita/ })).toHaveValue('');
    await user.click(stepButton('+2', 'Fragola'));
    await user.click(submitButton());
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Seleziona un punto vendita');
    expect(calls).toBe(0);
  });

  it('shows the server error, or the fallback text', async () => {
    server.use(datiHandler([puntoVendita(1, 'Unico')]), graphql.mutation('ProduzioneRegistra', () => graphqlErrorResponse('Gusto non trovato o non attivo', 'BAD_USER_INPUT')));
    const { user } = renderScreen('/produzione#produzione-touch');
    await caricato();
    await user.click(stepButton('+1', 'Fragola'));
    await user.click(submitButton());
    expect(await screen.findByTestId('produzione-esito')).toHaveTextContent('Gusto non trovato o non attivo');
    expect(quantita(3)).toHaveValue('1,0');

    server.use(graphql.mutation('ProduzioneRegistra', () => HttpResponse.error()));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('produzione-esito')).toHaveTextContent("Errore durante l'invio della produzione"));
  });

  it('shows the load error', async () => {
    server.use(graphql.query('ProduzioneDatiRegistrazione', () => graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR')));
    renderScreen('/produzione#produzione-touch-2');
    expect(await screen.findByText('Errore durante il caricamento dei dati')).toBeInTheDocument();
  });

  it('filters flavours by category', async () => {
    server.use(datiHandler());
    const { user } = renderScreen('/produzione');
    await caricato();
    await user.click(screen.getByRole('button', { name: 'Frutta' }));
    expect(screen.queryByText('Pistacchio')).not.toBeInTheDocument();
    expect(screen.getByText('Fragola')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tutte' }));
    expect(screen.getByText('Pistacchio')).toBeInTheDocument();
  });

  it('opens the touch modes from the standard screen and comes back', async () => {
    server.use(datiHandler());
    const { user } = renderScreen('/produzione');
    await caricato();
    await user.click(screen.getByRole('button', { name: /Modalità Touch/ }));
    expect(window.location.hash).toBe('#produzione-touch');
    expect(await screen.findByRole('heading', { name: 'Produzione Touch', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Torna a Registra Produzione/ }));
    expect(await screen.findByRole('heading', { name: 'Registra Produzione', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Touch 2/ }));
    expect(window.location.hash).toBe('#produzione-touch-2');
    expect(await screen.findByRole('heading', { name: 'Touch Produzione 2', level: 1 })).toBeInTheDocument();
  });

  it.each(SCREENS)('$heading at phone width: the day, the sales point and the filters fold into one line above the flavours; a tap opens them', async ({ url }) => {
    setViewportWidth(390);
    server.use(datiHandler());
    const { user } = renderScreen(url);
    await caricato();
    const riga = screen.getByTestId('riepilogo-registrazione');
    const [y, m, d] = todayIsoDate().split('-');
    expect(riga).toHaveTextContent(`${d}/${m}/${y} · Gelateria Centro · Tutte le categorie`);
    expect(riga).toHaveAttribute('aria-expanded', 'false');
    // folded: no date field, no sales point menu, no category chips before the flavours
    expect(screen.queryByLabelText(/^Data/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filtra per categoria' })).not.toBeInTheDocument();
    await user.click(riga);
    expect(riga).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(/^Data/)).toHaveValue(todayIsoDate());
    await user.click(within(screen.getByRole('group', { name: 'Filtra per categoria' })).getByRole('button', { name: 'Frutta' }));
    expect(riga).toHaveTextContent('Gelateria Centro · Frutta');
  });

  it('at phone width a user with no sales point of their own gets its menu above the folded line', async () => {
    setViewportWidth(390);
    server.use(datiHandler());
    const { user } = renderScreen('/produzione', 'admin', SENZA_PUNTO);
    await caricato();
    expect(screen.getByTestId('riepilogo-registrazione')).toHaveTextContent('punto vendita da scegliere');
    expect(screen.queryByLabelText(/^Data/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Punto vendita/ }), 'Chiosco Mare');
    expect(screen.getByTestId('riepilogo-registrazione')).toHaveTextContent('Chiosco Mare · Tutte le categorie');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('touch targets stay usable at phone width', async () => {
    setViewportWidth(390);
    server.use(datiHandler());
    renderScreen('/produzione#produzione-touch-2');
    await caricato();
    expect(stepButton('+1', 'Fragola')).toBeInTheDocument();
  });
});

describe('a production pre-filled by the weighing sheet', () => {
  it("sends the sheet's recipe version on the prefilled flavour's line only, and only for the first production", async () => {
    const sent: { gusti: unknown }[] = [];
    salvaPrefillProduzione({ gustoId: 3, kg: 4.25, versioneRicetta: 2 });
    server.use(datiHandler([puntoVendita(5, 'Laboratorio')]), registraHandler((i) => sent.push(i as { gusti: unknown })));
    const { user } = renderScreen('/produzione', 'operatore', SENZA_PUNTO);
    await caricato();
    expect(quantita(3)).toHaveValue('4,25');
    await user.click(stepButton('+2', 'Pistacchio'));
    await user.click(submitButton());
    await screen.findByTestId('produzione-esito');
    expect(sent[0].gusti).toEqual([
      { gustoId: 2, quantitaKg: 2 },
      { gustoId: 3, quantitaKg: 4.25, versioneRicetta: 2 },
    ]);
    // the next production of the same flavour is not from the sheet: the current version
    await user.click(stepButton('+2', 'Fragola'));
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].gusti).toEqual([{ gustoId: 3, quantitaKg: 2 }]);
  });

  it('an operator opens the weighing sheet from Registra Produzione: its kg and recipe version fill this form', async () => {
    const sent: { gusti: unknown }[] = [];
    const richieste: unknown[] = [];
    server.use(
      datiHandler([puntoVendita(5, 'Laboratorio')]),
      registraHandler((i) => sent.push(i as { gusti: unknown })),
      graphql.query('FoglioPesata', ({ variables }) => {
        richieste.push(variables);
        return HttpResponse.json({
          data: {
            foglioPesata: {
              __typename: 'FoglioPesata', gustoId: 3, nome: 'Fragola', versione: 2, tipo: 'sorbetto', modo: 'kg', kgMix: 6.5, densitaMix: 1.1,
              vaschette: null, volumeL: null, overrun: null, capacitaMinKg: 2, capacitaMaxKg: 10, risoluzioneG: 1, kgCiclo: 6.5,
              cicli: [{ __typename: 'CicloFoglioPesata', numero: 1, kg: 6.5, righe: [{ __typename: 'RigaFoglioPesata', ingredienteId: 1, nome: 'Fragole', unita: 'kg', quantita: 3.25, grammi: 3250 }] }],
              allergeni: [], tracce: [], note: null, avvisi: [],
            },
          },
        });
      }),
    );
    const { user } = renderScreen('/produzione', 'operatore', SENZA_PUNTO);
    await caricato();
    await user.click(screen.getByRole('button', { name: /Foglio di pesata/ }));
    const scelta = await screen.findByRole('dialog', { name: 'Foglio di pesata' });
    await user.selectOptions(within(scelta).getByRole('combobox', { name: 'Gusto' }), 'Fragola');
    await user.click(within(scelta).getByRole('button', { name: 'Apri foglio' }));
    const foglio = await screen.findByTestId('foglio-pesata', {}, { timeout: 5000 });
    await user.click(within(foglio).getByRole('button', { name: 'kg di miscela' }));
    await user.type(within(foglio).getByRole('textbox', { name: 'kg di miscela' }), '6,5');
    await user.click(within(foglio).getByRole('button', { name: /Calcola/ }));
    await within(foglio).findByTestId('foglio-risultato');
    expect(richieste).toEqual([{ gustoId: 3, kg: 6.5 }]);
    await user.click(within(foglio).getByRole('button', { name: /Registra produzione/ }));
    await waitFor(() => expect(screen.queryByTestId('foglio-pesata')).not.toBeInTheDocument());
    expect(quantita(3)).toHaveValue('6,5');
    await user.click(submitButton());
    await screen.findByTestId('produzione-esito');
    expect(sent[0].gusti).toEqual([{ gustoId: 3, quantitaKg: 6.5, versioneRicetta: 2 }]);
  });
});
