import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { backupFilename } from './backup-api';

const STATS = {
  __typename: 'AdminStats' as const,
  utenti: 4,
  gusti: 12,
  ingredienti: 30,
  puntiVendita: 3,
  categorieGusti: 5,
  allergeni: 14,
  produzioneTotale: 1234.5,
  produzioneUltimoMese: 210.25,
  produzioni: 87,
};

const statsHandler = (stats = STATS) => graphql.query('ImpostazioniDatabaseStats', () => HttpResponse.json({ data: { adminStats: stats } }));

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/settings', session: { user: makeUser(ruolo) } });
}

const jsonFile = (name = 'backup_2024-05-01.json') => new File(['{"version":"1"}'], name, { type: 'application/json' });

const prezzoHandler = (valore: string | null = '25.00') =>
  graphql.query('PrezzoVenditaKg', () =>
    HttpResponse.json({ data: { configurazioni: valore === null ? [] : [{ __typename: 'Configurazione', chiave: 'prezzo_vendita_kg', valore }] } }),
  );

beforeEach(() => {
  server.use(prezzoHandler());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Impostazioni Database', () => {
  it('shows the database statistics cards', async () => {
    server.use(statsHandler());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Database' })).toBeInTheDocument();
    const stats = await screen.findByTestId('admin-stats');
    const value = (key: string) => within(stats).getByTestId(`stat-${key}-value`).textContent;
    expect(within(stats).getByText('Utenti')).toBeInTheDocument();
    expect(value('utenti')).toBe('4');
    expect(value('gusti')).toBe('12');
    expect(value('ingredienti')).toBe('30');
    expect(value('puntiVendita')).toBe('3');
    expect(value('categorieGusti')).toBe('5');
    expect(value('allergeni')).toBe('14');
    expect(value('produzioneTotale')).toBe('1.234,5 kg');
    expect(value('produzioneUltimoMese')).toBe('210,3 kg');
    expect(value('produzioni')).toBe('87');
    // the reset and import forms are hidden until their button is pressed
    expect(screen.queryByTestId('reset-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('import-form')).not.toBeInTheDocument();
  });

  it('shows the stats load error with Riprova', async () => {
    let calls = 0;
    server.use(
      graphql.query('ImpostazioniDatabaseStats', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { adminStats: STATS } });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Errore nel caricamento delle statistiche del database')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByTestId('admin-stats')).toBeInTheDocument();
  });

  it('downloads the backup with the server file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:backup');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    let auth: string | null = null;
    server.use(
      statsHandler(),
      http.get('*/api/admin/backup', ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('{"version":"1","data":{}}', {
          headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="backup_2024-05-01.json"' },
        });
      }),
    );
    const { user } = renderPage();
    await screen.findByTestId('admin-stats');
    await user.click(screen.getByRole('button', { name: /Scarica Backup/ }));
    expect(await screen.findByText('Backup scaricato con successo')).toBeInTheDocument();
    expect(downloads).toEqual(['backup_2024-05-01.json']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(auth).toBe('Bearer test-token');
  });

  it('names the backup after today when the header is missing', () => {
    expect(backupFilename(null, new Date(2024, 4, 1, 10))).toBe('backup_2024-05-01.json');
    expect(backupFilename('attachment; filename="backup_2023-12-31.json"')).toBe('backup_2023-12-31.json');
  });

  it('reports a failed backup download', async () => {
    server.use(statsHandler(), http.get('*/api/admin/backup', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })));
    const { user } = renderPage();
    await screen.findByTestId('admin-stats');
    await user.click(screen.getByRole('button', { name: /Scarica Backup/ }));
    expect(await screen.findByText('Errore durante il download del backup')).toBeInTheDocument();
  });

  it('resets the database: password required, confirmation, banner hidden after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const passwords: unknown[] = [];
    server.use(
      statsHandler(),
      graphql.mutation('ResetDatabase', ({ variables }) => {
        passwords.push(variables.password);
        return HttpResponse.json({ data: { resetDatabase: { __typename: 'ResetDatabaseResult', success: true, message: 'Database resettato con successo' } } });
      }),
    );
    renderPage();
    await screen.findByTestId('admin-stats');
    await user.click(screen.getByRole('button', { name: /^Reset Database$/ }));
    const form = await screen.findByTestId('reset-form');
    await user.click(within(form).getByRole('button', { name: /Resetta Database/ }));
    expect(within(form).getByText('Inserisci la password di sicurezza')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Password di sicurezza/), 'admin123');
    await user.click(within(form).getByRole('button', { name: /Resetta Database/ }));
    let dialog = await dialogoAperto();
    expect(within(dialog).getByText(/Sei sicuro di voler resettare il database/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(passwords).toEqual([]);

    await user.click(within(form).getByRole('button', { name: /Resetta Database/ }));
    dialog = await dialogoAperto();
    await user.click(within(dialog).getByRole('button', { name: 'Resetta Database' }));
    const banner = await screen.findByTestId('reset-success');
    expect(banner).toHaveTextContent('Database resettato con successo');
    expect(passwords).toEqual(['admin123']);
    expect(screen.queryByTestId('reset-form')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByTestId('reset-success')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByTestId('reset-success')).not.toBeInTheDocument();
  });

  it('shows the server message or the generic text when the reset fails', async () => {
    let calls = 0;
    server.use(
      statsHandler(),
      graphql.mutation('ResetDatabase', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Password non corretta', 'BAD_USER_INPUT');
        return HttpResponse.json({ errors: [{ message: '' }] }, { status: 500 });
      }),
    );
    const { user } = renderPage();
    await screen.findByTestId('admin-stats');
    await user.click(screen.getByRole('button', { name: /^Reset Database$/ }));
    const form = await screen.findByTestId('reset-form');
    await user.type(within(form).getByLabelText(/Password di sicurezza/), 'sbagliata');
    await user.click(within(form).getByRole('button', { name: /Resetta Database/ }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Resetta Database' }));
    expect(await within(form).findByTestId('reset-error')).toHaveTextContent('Password non corretta');

    await user.click(within(form).getByRole('button', { name: /Resetta Database/ }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Resetta Database' }));
    await waitFor(() => expect(within(form).getByTestId('reset-error')).toHaveTextContent('Errore durante il reset del database'));
  });

  it('imports a backup: file required, confirmation, result panel hidden after 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let uploaded = '';
    let statsCalls = 0;
    server.use(
      graphql.query('ImpostazioniDatabaseStats', () => {
        statsCalls += 1;
        return HttpResponse.json({ data: { adminStats: STATS } });
      }),
      http.post('*/api/admin/import-backup', async ({ request }) => {
        uploaded = `${request.headers.get('Content-Type')}\n${await request.text()}`;
        return HttpResponse.json({
          success: true,
          message: 'Backup importato con successo',
          backupInfo: { filename: 'backup_2024-05-01.json', version: '1.0', timestamp: '2024-05-01T08:30:00.000Z' },
          importCounts: { utenti: 4, gusti: 12, punti_vendita: 3, produzioni: 87, email_log: 0 },
          warnings: ['Tabella sconosciuta ignorata: vecchia_tabella'],
          type: 'success',
          details: ['Importate 106 righe in 5 tabelle'],
          actualDbStats: { utenti: 4, gusti: 12, ingredienti: 30, punti_vendita: 3, produzioni: 87 },
        });
      }),
    );
    renderPage();
    await screen.findByTestId('admin-stats');
    await user.click(screen.getByRole('button', { name: /^Importa Backup$/ }));
    const form = await screen.findByTestId('import-form');
    await user.click(within(form).getByRole('button', { name: /^Importa$/ }));
    expect(within(form).getByText('Seleziona un file di backup')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.upload(within(form).getByLabelText('File di backup (.json)'), jsonFile());
    expect(within(form).getByTestId('backup-file-name')).toHaveTextContent('backup_2024-05-01.json');
    await user.click(within(form).getByRole('button', { name: /^Importa$/ }));
    const dialog = await dialogoAperto();
    expect(within(dialog).getByText(/backup_2024-05-01.json/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));

    const panel = await screen.findByTestId('import-success');
    expect(uploaded).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File does not survive undici's multipart encoding (name and bytes); the field name does
    expect(uploaded).toContain('name="backupFile"');
    expect(within(panel).getByText('Backup importato con successo')).toBeInTheDocument();
    expect(within(panel).getByText('backup_2024-05-01.json')).toBeInTheDocument();
    expect(within(panel).getByText('1.0')).toBeInTheDocument();
    const counts = within(panel).getByTestId('import-counts');
    expect(within(counts).getByText('Punti vendita')).toBeInTheDocument();
    expect(within(counts).getByText('87')).toBeInTheDocument();
    expect(within(counts).queryByText('Log email')).not.toBeInTheDocument();
    expect(within(panel).getByText('Tabella sconosciuta ignorata: vecchia_tabella')).toBeInTheDocument();
    // the import ends every session: the sign-in form the next 401 opens repeats the warnings
    expect(sessionStorage.getItem('gelatiere.sessionExpired')).toBe('Backup importato con successo. Tabella sconosciuta ignorata: vecchia_tabella');
    await waitFor(() => expect(statsCalls).toBeGreaterThan(1));

    await act(() => vi.advanceTimersByTime(14000));
    expect(screen.getByTestId('import-success')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByTestId('import-success')).not.toBeInTheDocument();
  });

  it('shows the import error panel with type, details and current counts', async () => {
    server.use(
      statsHandler(),
      http.post('*/api/admin/import-backup', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'Versione del backup non supportata',
            message: 'Versione del backup non supportata',
            type: 'version',
            details: ['version: 9.0'],
            actualDbStats: { utenti: 4, gusti: 12, ingredienti: 30, punti_vendita: 3, produzioni: 87 },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    await screen.findByTestId('admin-stats');
    await user.click(screen.getByRole('button', { name: /^Importa Backup$/ }));
    const form = await screen.findByTestId('import-form');
    await user.upload(within(form).getByLabelText('File di backup (.json)'), jsonFile());
    await user.click(within(form).getByRole('button', { name: /^Importa$/ }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Importa' }));
    const panel = await screen.findByTestId('import-error');
    expect(within(panel).getByText('Versione del backup non supportata')).toBeInTheDocument();
    expect(within(panel).getByTestId('import-error-type')).toHaveTextContent('Versione');
    expect(within(panel).getByText('version: 9.0')).toBeInTheDocument();
    const counts = within(panel).getByTestId('import-db-stats');
    for (const label of ['Utenti', 'Gusti', 'Ingredienti', 'Punti vendita', 'Produzioni']) {
      expect(within(counts).getByText(label)).toBeInTheDocument();
    }
    expect(within(counts).getByText('30')).toBeInTheDocument();
    // the form stays open to try another file
    expect(screen.getByTestId('import-form')).toBeInTheDocument();
  });

  it("falls back to 'Errore durante l'importazione del backup'", async () => {
    server.use(statsHandler(), http.post('*/api/admin/import-backup', () => HttpResponse.error()));
    const { user } = renderPage();
    await screen.findByTestId('admin-stats');
    await user.click(screen.getByRole('button', { name: /^Importa Backup$/ }));
    const form = await screen.findByTestId('import-form');
    await user.upload(within(form).getByLabelText('File di backup (.json)'), jsonFile());
    await user.click(within(form).getByRole('button', { name: /^Importa$/ }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Importa' }));
    expect(await screen.findByTestId('import-error')).toHaveTextContent("Errore durante l'importazione del backup");
  });

  it('refuses a file that is not .json', async () => {
    server.use(statsHandler());
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByTestId('admin-stats');
    await user.click(screen.getByRole('button', { name: /^Importa Backup$/ }));
    const form = await screen.findByTestId('import-form');
    await user.upload(within(form).getByLabelText('File di backup (.json)'), new File(['x'], 'note.txt', { type: 'text/plain' }));
    await user.click(within(form).getByRole('button', { name: /^Importa$/ }));
    expect(within(form).getByText('Seleziona un file di backup')).toBeInTheDocument();
  });

  it('is usable at phone width', async () => {
    setViewportWidth(390);
    server.use(statsHandler());
    renderPage();
    expect(await screen.findByTestId('admin-stats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Scarica Backup/ })).toBeInTheDocument();
  });

  it.each(['manager', 'operatore'] as const)('is closed to %s', async (ruolo) => {
    renderPage(ruolo);
    const panel = await screen.findByTestId('access-denied');
    expect(within(panel).getByText('Accesso Negato: Solo gli amministratori possono accedere alle impostazioni avanzate.')).toBeInTheDocument();
  });
});

describe('Prezzo di vendita al kg (prezzo_vendita_kg)', () => {
  const campo = () => screen.findByRole('textbox', { name: 'Prezzo di vendita al kg' });
  const MSG = 'Il prezzo di vendita al kg deve essere un numero maggiore di 0, con al massimo 2 decimali e non oltre 1000 euro';

  it('shows the configured price and saves a new one (2 decimals sent)', async () => {
    const inviati: unknown[] = [];
    server.use(
      statsHandler(),
      prezzoHandler('27.5'),
      graphql.mutation('ImpostaPrezzoVendita', ({ variables }) => {
        inviati.push(variables);
        return HttpResponse.json({ data: { impostaConfigurazione: { __typename: 'Configurazione', chiave: 'prezzo_vendita_kg', valore: '26.40' } } });
      }),
    );
    const { user } = renderPage();
    const input = await campo();
    await waitFor(() => expect(input).toHaveValue('27,50'));
    await user.clear(input);
    await user.type(input, '26,4');
    await user.click(screen.getByRole('button', { name: 'Salva Prezzo' }));
    await waitFor(() => expect(inviati).toEqual([{ valore: '26.40' }]));
    expect(await screen.findByText('Prezzo di vendita aggiornato')).toBeInTheDocument();
    expect(input).toHaveValue('26,40');
  });

  it('a missing entry shows the default 25,00', async () => {
    server.use(statsHandler(), prezzoHandler(null));
    renderPage();
    const input = await campo();
    await waitFor(() => expect(input).toHaveValue('25,00'));
  });

  it.each(['0', '-2', '12,345', 'abc', '1000,01', ''])('rejects %j without calling the server', async (valore) => {
    let chiamate = 0;
    server.use(
      statsHandler(),
      graphql.mutation('ImpostaPrezzoVendita', () => {
        chiamate += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = renderPage();
    const input = await campo();
    await waitFor(() => expect(input).toHaveValue('25,00'));
    await user.clear(input);
    if (valore) await user.type(input, valore);
    await user.click(screen.getByRole('button', { name: 'Salva Prezzo' }));
    expect(await screen.findByText(MSG)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(chiamate).toBe(0);
    // typing again clears the message
    await user.type(input, '1');
    expect(screen.queryByText(MSG)).not.toBeInTheDocument();
  });

  it("shows the server's message when the save is refused", async () => {
    server.use(statsHandler(), graphql.mutation('ImpostaPrezzoVendita', () => graphqlErrorResponse(MSG, 'BAD_USER_INPUT')));
    const { user } = renderPage();
    const input = await campo();
    await waitFor(() => expect(input).toHaveValue('25,00'));
    await user.click(screen.getByRole('button', { name: 'Salva Prezzo' }));
    expect(await screen.findByText(MSG)).toBeInTheDocument();
    expect(await screen.findByText('Errore nel salvataggio del prezzo di vendita')).toBeInTheDocument();
  });
});
