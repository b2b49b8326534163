import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { BOZZA } from './test-fixtures';

const ricevimento = (id: number, numeroDocumento: string, fatturaTipoDocumento: string | null, costoTotale: number) => ({
  __typename: 'Ricevimento' as const,
  id,
  fornitoreId: 4,
  fornitoreNome: 'Ingrosso Alimentare Emiliano S.r.l.',
  data: '2026-11-20',
  numeroDocumento,
  fatturaTipoDocumento,
  fatturaNomeFile: fatturaTipoDocumento ? 'fattura.xml' : null,
  createdByNome: 'Anna',
  numeroRighe: 2,
  costoTotale,
});
const DATI = {
  fornitori: [{ __typename: 'Fornitore', id: 4, ragioneSociale: 'Ingrosso Alimentare Emiliano S.r.l.', attivo: true }],
  ingredienti: [
    { __typename: 'Ingrediente', id: 7, nome: 'Latte intero', unitaMisura: 'l' },
    { __typename: 'Ingrediente', id: 9, nome: 'Nocciole', unitaMisura: 'kg' },
  ],
};

function handlers(lista: unknown[], onRegistra?: (input: unknown) => void) {
  return [
    graphql.query('GestioneRicevimenti', () => HttpResponse.json({ data: { ricevimenti: lista } })),
    graphql.query('DatiRicevimento', () => HttpResponse.json({ data: DATI })),
    graphql.mutation('RegistraRicevimento', ({ variables }) => {
      onRegistra?.(variables.input);
      return HttpResponse.json({ data: { registraRicevimento: { __typename: 'Ricevimento', id: 5, numeroDocumento: '318/E', fornitoreNome: 'Ingrosso Alimentare Emiliano S.r.l.', numeroRighe: 2 } } });
    }),
  ];
}
const renderPage = (ruolo: Ruolo = 'admin') => renderWithProviders(undefined, { url: '/ricevimenti', session: { user: makeUser(ruolo) } });
const fileFattura = () => new File(['<FatturaElettronica/>'], 'fattura.xml', { type: 'application/xml' });

// whole screens with the page's code loaded lazily: generous on a loaded machine
describe('Ricevimenti Merce', { timeout: 90_000 }, () => {
  it('lists the receipts with their total; empty state', async () => {
    server.use(...handlers([ricevimento(1, '318/E', 'TD01', 339), ricevimento(2, 'DDT 77', null, 107.5)]));
    renderPage('manager');
    // the first render loads the page's code: generous on a loaded machine
    const riga = (await screen.findByRole('button', { name: 'Dettaglio del documento 318/E' }, { timeout: 30_000 })).closest('tr')!;
    expect(riga).toHaveTextContent('Fattura elettronica');
    expect(riga.textContent?.replace(/\u00a0/g, ' ')).toContain('€ 339,00');
    expect(screen.getByRole('button', { name: 'Dettaglio del documento DDT 77' }).closest('tr')).not.toHaveTextContent('Fattura elettronica');
  });

  it('imports an invoice: the unmatched line asks for the ingredient and the carton size, then the receipt is confirmed', async () => {
    let inviato = '';
    let input: unknown;
    server.use(
      ...handlers([], (i) => (input = i)),
      http.post('*/api/ricevimenti/fattura', async ({ request }) => {
        inviato = `${request.headers.get('Content-Type')}\n${await request.text()}`;
        return HttpResponse.json(BOZZA);
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Nessun ricevimento registrato')).toBeInTheDocument();
    await user.upload(screen.getByTestId('file-fattura'), fileFattura());
    const editor = await screen.findByTestId('ricevimento-editor');
    expect(inviato).toMatch(/^multipart\/form-data; boundary=/);
    expect(inviato).toContain('name="fattura"');
    expect(await within(editor).findByText('1 riga da abbinare', { exact: false })).toBeInTheDocument();
    expect(within(editor).getByText('Abbinamento ricordato')).toBeInTheDocument();
    expect(within(editor).getByTestId('righe-escluse')).toHaveTextContent('Trasporto refrigerato');
    // the admin may update the ingredients' prices
    expect(within(editor).getByRole('checkbox', { name: /Aggiorna i prezzi/ })).not.toBeChecked();

    await user.click(within(editor).getByRole('button', { name: 'Conferma ricevimento' }));
    expect(within(editor).getAllByText("Scegli l'ingrediente", { exact: true })).toHaveLength(1);
    expect(input).toBeUndefined();
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Ingrediente della riga 2' }), 'Nocciole (kg)');
    await user.type(within(editor).getByRole('textbox', { name: 'Conversione della riga 2' }), '6');
    expect(within(editor).getByText(/Ricevuti 12 kg a € 23,00\/kg/)).toBeInTheDocument();
    await user.type(within(editor).getByRole('textbox', { name: 'Lotto della riga 2' }), 'N1');
    await user.click(within(editor).getByRole('button', { name: 'Conferma ricevimento' }));
    expect(await screen.findByText('Ricevimento n. 318/E di Ingrosso Alimentare Emiliano S.r.l. registrato')).toBeInTheDocument();
    expect(input).toMatchObject({
      fornitoreId: 4,
      data: '2026-11-20',
      numeroDocumento: '318/E',
      aggiornaPrezzi: false,
      fattura: { tipoDocumento: 'TD01', nomeFile: 'fattura.xml', sha256: 'a'.repeat(64) },
      righe: [
        { ingredienteId: 7, lotto: 'L1', scadenza: '2026-11-27', quantita: 60, prezzoUnitario: 1.05, fattoreConversione: 1, unitaFattura: 'LT', codiceArticolo: 'LAT-1' },
        { ingredienteId: 9, lotto: 'N1', scadenza: null, quantita: 12, prezzoUnitario: 23, fattoreConversione: 6, unitaFattura: 'CT', codiceArticolo: 'NOC-6' },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('ricevimento-editor')).not.toBeInTheDocument());
  });

  it('a receipt by hand: the errors show on the first attempt and follow what is typed; lines added and removed', async () => {
    let input: { righe?: unknown[] } | undefined;
    server.use(...handlers([], (i) => (input = i as typeof input)));
    const { user } = renderPage('manager');
    await screen.findByText('Nessun ricevimento registrato');
    await user.click(screen.getByRole('button', { name: 'Nuovo ricevimento' }));
    const editor = await screen.findByTestId('ricevimento-editor');
    await user.click(within(editor).getByRole('button', { name: 'Registra ricevimento' }));
    for (const messaggio of ['Seleziona il fornitore', 'Indica il numero del documento (DDT o fattura)', "Scegli l'ingrediente", 'Indica il lotto', 'Quantità maggiore di 0', 'Prezzo maggiore o uguale a 0', 'Correggi i campi evidenziati'])
      expect(within(editor).getByText(messaggio)).toBeInTheDocument();
    expect(input).toBeUndefined();

    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Fornitore' }), 'Ingrosso Alimentare Emiliano S.r.l.');
    await waitFor(() => expect(within(editor).queryByText('Seleziona il fornitore')).not.toBeInTheDocument());
    await user.type(within(editor).getByRole('textbox', { name: 'Numero documento' }), ' DDT 77 ');
    await user.click(within(editor).getByRole('button', { name: 'Aggiungi riga' }));
    expect(within(editor).getAllByTestId('riga-ricevimento')).toHaveLength(2);
    await user.click(within(editor).getByRole('button', { name: 'Rimuovi la riga 2' }));
    expect(within(editor).getAllByTestId('riga-ricevimento')).toHaveLength(1);
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Ingrediente della riga 1' }), 'Latte intero (l)');
    await user.type(within(editor).getByRole('textbox', { name: 'Lotto della riga 1' }), 'A1');
    await user.type(within(editor).getByRole('textbox', { name: 'Quantità della riga 1' }), '5');
    await user.type(within(editor).getByRole('textbox', { name: 'Prezzo della riga 1' }), '1,20');
    await user.type(within(editor).getByRole('textbox', { name: 'Temperatura della riga 1' }), '80');
    expect(await within(editor).findByText('Temperatura tra -60 e 60 °C')).toBeInTheDocument();
    expect(within(editor).queryByText('Quantità maggiore di 0')).not.toBeInTheDocument();
    await user.clear(within(editor).getByRole('textbox', { name: 'Temperatura della riga 1' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Temperatura della riga 1' }), '3,5');
    await waitFor(() => expect(within(editor).queryByText('Correggi i campi evidenziati')).not.toBeInTheDocument());
    await user.click(within(editor).getByRole('button', { name: 'Registra ricevimento' }));
    expect(await screen.findByText('Ricevimento n. 318/E di Ingrosso Alimentare Emiliano S.r.l. registrato')).toBeInTheDocument();
    expect(input).toEqual({
      fornitoreId: 4,
      data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      numeroDocumento: 'DDT 77',
      aggiornaPrezzi: false,
      fattura: null,
      righe: [{ ingredienteId: 7, lotto: 'A1', scadenza: null, quantita: 5, prezzoUnitario: 1.2, temperatura: 3.5 }],
    });
  });

  it("shows the server's 409 and 400 in Italian, and a confirmation refused by the server in the editor", async () => {
    let risposta = 0;
    server.use(
      // before the default handlers: the first match answers
      graphql.mutation('RegistraRicevimento', () => graphqlErrorResponse('La scadenza del lotto L1 è precedente alla data del ricevimento', 'BAD_USER_INPUT')),
      ...handlers([]),
      http.post('*/api/ricevimenti/fattura', () => {
        risposta += 1;
        if (risposta === 1) return HttpResponse.json({ error: 'La fattura n. 318/E del 20/11/2026 di Ingrosso Alimentare Emiliano S.r.l. è già stata registrata' }, { status: 409 });
        if (risposta === 2) return HttpResponse.json({ error: 'Il file non è una fattura elettronica FatturaPA' }, { status: 400 });
        return HttpResponse.json([BOZZA, { ...BOZZA, numero_documento: 'NC-17', tipo_documento: 'TD04', nota_di_credito: true, sha256: 'c'.repeat(64) }]);
      }),
    );
    const { user } = renderPage('manager');
    await screen.findByText('Nessun ricevimento registrato');
    await user.upload(screen.getByTestId('file-fattura'), fileFattura());
    expect(await screen.findByTestId('errore-importazione')).toHaveTextContent('è già stata registrata');
    await user.upload(screen.getByTestId('file-fattura'), fileFattura());
    await waitFor(() => expect(screen.getByTestId('errore-importazione')).toHaveTextContent('non è una fattura elettronica'));

    // a .zip with an invoice and a credit note: one draft after the other
    await user.upload(screen.getByTestId('file-fattura'), fileFattura());
    const editor = await screen.findByTestId('ricevimento-editor');
    expect(within(editor).getByText("Documento 1 di 2 dell'archivio")).toBeInTheDocument();
    // the manager does not update the prices
    expect(within(editor).queryByRole('checkbox', { name: /Aggiorna i prezzi/ })).not.toBeInTheDocument();
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Ingrediente della riga 2' }), 'Nocciole (kg)');
    await user.type(within(editor).getByRole('textbox', { name: 'Conversione della riga 2' }), '6');
    await user.type(within(editor).getByRole('textbox', { name: 'Lotto della riga 2' }), 'N1');
    await user.click(within(editor).getByRole('button', { name: 'Conferma ricevimento' }));
    expect(await within(editor).findByTestId('errore-ricevimento')).toHaveTextContent('La scadenza del lotto L1 è precedente alla data del ricevimento');
    await user.click(within(editor).getByRole('button', { name: 'Annulla' }));
    const nota = await screen.findByText("Documento 2 di 2 dell'archivio");
    expect(screen.getByTestId('avviso-fattura')).toHaveTextContent('nota di credito');
    expect(screen.queryByRole('button', { name: 'Conferma ricevimento' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(nota).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Ricevimenti Merce' })).toBeInTheDocument();
  });

  it('is not open to an operatore', async () => {
    server.use(...handlers([]));
    renderPage('operatore');
    expect(await screen.findByText(/Accesso Negato/)).toBeInTheDocument();
  });
});
