import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';

const fornitore = (id: number, ragioneSociale: string, partitaIva: string | null, ingredienti = 0) => ({
  __typename: 'Fornitore' as const,
  id,
  ragioneSociale,
  partitaIva,
  email: id === 1 ? 'ordini@valpadana.it' : null,
  telefono: null,
  indirizzo: id === 1 ? 'Via dei Caseifici 8' : null,
  cap: id === 1 ? '26100' : null,
  comune: id === 1 ? 'Cremona' : null,
  provincia: id === 1 ? 'CR' : null,
  attivo: true,
  ingredienti,
});
const FORNITORI = [fornitore(1, 'Caseificio Val Padana S.r.l.', '02957650969', 3), fornitore(2, 'Centrale del Latte', null, 1)];
const PIVA_ERRATA = 'Partita IVA non valida: servono 11 cifre e la cifra di controllo deve essere corretta';

const listHandler = (rows: unknown[] = FORNITORI) => graphql.query('GestioneFornitori', () => HttpResponse.json({ data: { fornitori: rows } }));
const renderPage = (ruolo: Ruolo = 'admin') => renderWithProviders(undefined, { url: '/fornitori', session: { user: makeUser(ruolo) } });

// whole screens with the page's code loaded lazily: generous on a loaded machine
describe('Gestione Fornitori', { timeout: 90_000 }, () => {
  it('lists the suppliers by name with P.IVA, contacts and linked ingredients; a migrated one asks for its P.IVA', async () => {
    server.use(listHandler());
    const { user } = renderPage();
    // the first render loads the page's code: generous on a loaded machine
    expect(await screen.findByRole('heading', { name: 'Gestione Fornitori' }, { timeout: 30_000 })).toBeInTheDocument();
    const righe = await screen.findAllByRole('row');
    expect(righe[1]).toHaveTextContent('Caseificio Val Padana S.r.l.');
    expect(righe[1]).toHaveTextContent('02957650969');
    expect(righe[1]).toHaveTextContent('3 ingredienti');
    expect(righe[2]).toHaveTextContent('Da inserire');
    expect(righe[2]).toHaveTextContent('1 ingrediente');
    await user.type(screen.getByRole('textbox', { name: 'Cerca fornitori' }), '0295765');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Cerca fornitori' }), 'zzz');
    expect(screen.getByText('Nessun fornitore trovato')).toBeInTheDocument();
  });

  it('shows the empty state and the load error with Riprova', async () => {
    let calls = 0;
    server.use(
      graphql.query('GestioneFornitori', () => {
        calls += 1;
        return calls === 1 ? graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { fornitori: [] } });
      }),
    );
    const { user } = renderPage('manager');
    expect(await screen.findByText('Errore nel caricamento dei fornitori')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByText('Nessun fornitore')).toBeInTheDocument();
  });

  it("creates a supplier; the server's check-digit error is shown under the P.IVA field", async () => {
    let rows = [...FORNITORI];
    const inputs: unknown[] = [];
    server.use(
      graphql.query('GestioneFornitori', () => HttpResponse.json({ data: { fornitori: rows } })),
      graphql.mutation('CreaFornitore', ({ variables }) => {
        inputs.push(variables.input);
        if ((variables.input as { partitaIva: string }).partitaIva !== 'IT 04567890365') return graphqlErrorResponse(PIVA_ERRATA, 'BAD_USER_INPUT');
        const creato = fornitore(9, 'Ingrosso Alimentare Emiliano S.r.l.', '04567890365');
        rows = [...rows, creato];
        return HttpResponse.json({ data: { creaFornitore: creato } });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('Caseificio Val Padana S.r.l.');
    await user.click(screen.getByRole('button', { name: /Nuovo Fornitore/ }));
    const dialog = await screen.findByTestId('fornitore-form');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Fornitore' }));
    expect(within(dialog).getByText('La ragione sociale è obbligatoria')).toBeInTheDocument();
    expect(within(dialog).getByText('La partita IVA è obbligatoria')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Ragione sociale/ }), ' Ingrosso Alimentare Emiliano S.r.l. ');
    const piva = within(dialog).getByRole('textbox', { name: /Partita IVA/ });
    await user.type(piva, '04567890366');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Fornitore' }));
    expect(await within(dialog).findByText(PIVA_ERRATA)).toBeInTheDocument();
    expect(piva).toHaveAttribute('aria-invalid', 'true');
    expect(inputs[0]).toEqual({
      ragioneSociale: 'Ingrosso Alimentare Emiliano S.r.l.',
      partitaIva: '04567890366',
      email: null,
      telefono: null,
      indirizzo: null,
      cap: null,
      comune: null,
      provincia: null,
    });

    await user.clear(piva);
    await user.type(piva, 'IT 04567890365');
    await user.click(within(dialog).getByRole('button', { name: 'Crea Fornitore' }));
    expect(await screen.findByText('Fornitore creato con successo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('fornitore-form')).not.toBeInTheDocument());
    const nuova = (await screen.findByText('Ingrosso Alimentare Emiliano S.r.l.')).closest('tr')!;
    expect(within(nuova).getByText('Nuovo')).toBeInTheDocument();
  });

  it("edits a supplier with all its fields: the form starts from the saved values, the address' shape is checked, the row shows the change", async () => {
    const inputs: { id: number; input: Record<string, unknown> }[] = [];
    server.use(
      listHandler(),
      graphql.mutation('ModificaFornitore', ({ variables }) => {
        const { id, input } = variables as { id: number; input: Record<string, unknown> };
        inputs.push({ id, input });
        if (inputs.length === 1) return graphqlErrorResponse('Esiste già un fornitore con questa partita IVA: Caseificio Val Padana S.r.l.', 'CONFLICT');
        return HttpResponse.json({ data: { modificaFornitore: { ...fornitore(2, 'Centrale del Latte', '04567890365', 1), ...input } } });
      }),
    );
    const { user } = renderPage('manager');
    await user.click(await screen.findByRole('button', { name: 'Modifica Caseificio Val Padana S.r.l.' }, { timeout: 30_000 }));
    let dialog = await screen.findByTestId('fornitore-form');
    expect(within(dialog).getByRole('heading', { name: 'Modifica Fornitore' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Ragione sociale/ })).toHaveValue('Caseificio Val Padana S.r.l.');
    expect(within(dialog).getByRole('textbox', { name: /Partita IVA/ })).toHaveValue('02957650969');
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveValue('ordini@valpadana.it');
    expect(within(dialog).getByRole('textbox', { name: /Indirizzo/ })).toHaveValue('Via dei Caseifici 8');
    expect(within(dialog).getByRole('textbox', { name: /CAP/ })).toHaveValue('26100');
    expect(within(dialog).getByRole('textbox', { name: /Comune/ })).toHaveValue('Cremona');
    expect(within(dialog).getByRole('textbox', { name: /Provincia/ })).toHaveValue('CR');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByTestId('fornitore-form')).not.toBeInTheDocument());

    // the migrated supplier gets its P.IVA and address
    await user.click(screen.getByRole('button', { name: 'Modifica Centrale del Latte' }));
    dialog = await screen.findByTestId('fornitore-form');
    const piva = within(dialog).getByRole('textbox', { name: /Partita IVA/ });
    expect(piva).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(within(dialog).getByText('La partita IVA è obbligatoria')).toBeInTheDocument();
    await user.type(piva, '02957650969');
    await user.type(within(dialog).getByRole('textbox', { name: /Indirizzo/ }), 'Via Bergamo 20');
    const cap = within(dialog).getByRole('textbox', { name: /CAP/ });
    await user.type(cap, '2610');
    await user.type(within(dialog).getByRole('textbox', { name: /Comune/ }), 'Cremona');
    const provincia = within(dialog).getByRole('textbox', { name: /Provincia/ });
    await user.type(provincia, 'C1');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(within(dialog).getByText('CAP non valido: servono 5 cifre')).toBeInTheDocument();
    expect(within(dialog).getByText('Provincia non valida: la sigla di 2 lettere (es. MI)')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.type(cap, '0');
    await user.clear(provincia);
    await user.type(provincia, 'cr');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    // the server's 409 is shown under the P.IVA, the dialog stays open with what was typed
    expect(await within(dialog).findByText('Esiste già un fornitore con questa partita IVA: Caseificio Val Padana S.r.l.')).toBeInTheDocument();
    expect(piva).toHaveAttribute('aria-invalid', 'true');
    expect(inputs[0]).toEqual({
      id: 2,
      input: { ragioneSociale: 'Centrale del Latte', partitaIva: '02957650969', email: null, telefono: null, indirizzo: 'Via Bergamo 20', cap: '26100', comune: 'Cremona', provincia: 'CR' },
    });

    await user.clear(piva);
    await user.type(piva, '04567890365');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Fornitore modificato con successo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('fornitore-form')).not.toBeInTheDocument());
    const riga = screen.getByText('Centrale del Latte').closest('tr')!;
    expect(riga).toHaveTextContent('04567890365');
    expect(riga).not.toHaveTextContent('Da inserire');
    expect(riga).toHaveTextContent('Via Bergamo 20, 26100 Cremona (CR)');
  });

  it('is not open to an operatore', async () => {
    server.use(listHandler());
    renderPage('operatore');
    expect(await screen.findByText(/Accesso Negato/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gestione Fornitori' })).not.toBeInTheDocument();
  });
});
