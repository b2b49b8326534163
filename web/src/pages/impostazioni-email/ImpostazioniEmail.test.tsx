import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../gql/graphql';
import { setViewportWidth } from '../../testing/browser-polyfills';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { entriesFromForm, formFromEntries, recipientError } from './email-config';

const MASKED = '••••••••abcd';

const entry = (chiave: string, valore: string) => ({ __typename: 'EmailConfigEntry' as const, chiave, valore, descrizione: null });

const config = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    BREVO_API_KEY: MASKED,
    email_mittente: 'notifiche@gelateria.it',
    email_nome_mittente: 'Gelateria Bella',
    email_destinatari_notifiche: '["laboratorio@gelateria.it","titolare@gelateria.it"]',
    email_notifica_produzione: 'true',
    email_abilitato: 'true',
    ...overrides,
  };
  return Object.entries(values).map(([k, v]) => entry(k, v));
};

const configHandler = (entries = config()) => graphql.query('ConfigurazioneEmail', () => HttpResponse.json({ data: { emailConfig: entries } }));

function renderPage(ruolo: Ruolo = 'admin') {
  return renderWithProviders(undefined, { url: '/impostazioni-email', session: { user: makeUser(ruolo) } });
}

const recipients = () =>
  within(screen.getByTestId('destinatari-list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('email-config helpers', () => {
  it('round-trips the six entries', () => {
    const form = formFromEntries(config());
    expect(form).toEqual({
      apiKey: MASKED,
      mittente: 'notifiche@gelateria.it',
      nomeMittente: 'Gelateria Bella',
      destinatari: ['laboratorio@gelateria.it', 'titolare@gelateria.it'],
      notificaProduzione: true,
      abilitato: true,
    });
    expect(entriesFromForm(form)).toEqual([
      { chiave: 'BREVO_API_KEY', valore: MASKED },
      { chiave: 'email_mittente', valore: 'notifiche@gelateria.it' },
      { chiave: 'email_nome_mittente', valore: 'Gelateria Bella' },
      { chiave: 'email_destinatari_notifiche', valore: '["laboratorio@gelateria.it","titolare@gelateria.it"]' },
      { chiave: 'email_notifica_produzione', valore: 'true' },
      { chiave: 'email_abilitato', valore: 'true' },
    ]);
    expect(formFromEntries([entry('email_destinatari_notifiche', 'non json')]).destinatari).toEqual([]);
  });

  it("applies the '@' rule to a recipient", () => {
    expect(recipientError('senza-chiocciola', [])).toBe('Inserisci un indirizzo email valido');
    expect(recipientError('a@b.it', ['A@b.it'])).toBe('Destinatario già presente');
    expect(recipientError(' nuovo@b.it ', ['a@b.it'])).toBeNull();
  });
});

describe('Configurazione Email', () => {
  it('loads the provider settings with the masked key in a password field', async () => {
    server.use(configHandler());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Configurazione Email' })).toBeInTheDocument();
    const key = await screen.findByLabelText('Chiave API Brevo');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue(MASKED);
    expect(screen.getByRole('textbox', { name: 'Email mittente' })).toHaveValue('notifiche@gelateria.it');
    expect(screen.getByRole('textbox', { name: 'Nome mittente' })).toHaveValue('Gelateria Bella');
    expect(screen.getByRole('checkbox', { name: /Invio email abilitato/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Notifica per ogni nuova produzione/ })).toBeChecked();
    // the switches are labelled in Italian: the settings' database keys are not shown
    expect(screen.queryByText(/email_abilitato|email_notifica_produzione/)).not.toBeInTheDocument();
    expect(recipients()).toEqual(['laboratorio@gelateria.it', 'titolare@gelateria.it']);
    const info = screen.getByTestId('email-info');
    expect(within(info).getByText(/Brevo/)).toBeInTheDocument();
    expect(within(info).getByText('SMTP_URL')).toBeInTheDocument();
    expect(within(info).getByText(/Coda:/)).toBeInTheDocument();
    expect(within(info).getByText(/Storico Email con contenuto/)).toBeInTheDocument();
  });

  it("adds recipients with the '@' rule, removes them and saves", async () => {
    const saved: unknown[] = [];
    server.use(
      configHandler(),
      graphql.mutation('SalvaEmailConfig', ({ variables }) => {
        saved.push(variables.configs);
        return HttpResponse.json({ data: { salvaEmailConfig: { __typename: 'EmailEsito', success: true, message: 'Configurazione email salvata con successo' } } });
      }),
    );
    const { user } = renderPage();
    const input = await screen.findByRole('textbox', { name: 'Nuovo destinatario' });
    await user.type(input, 'sbagliato');
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    expect(screen.getByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(recipients()).toHaveLength(2);

    await user.clear(input);
    await user.type(input, 'nuovo@gelateria.it{Enter}');
    expect(recipients()).toEqual(['laboratorio@gelateria.it', 'titolare@gelateria.it', 'nuovo@gelateria.it']);
    expect(screen.queryByText('Inserisci un indirizzo email valido')).not.toBeInTheDocument();
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Rimuovi titolare@gelateria.it' }));
    expect(recipients()).toEqual(['laboratorio@gelateria.it', 'nuovo@gelateria.it']);

    await user.click(screen.getByRole('checkbox', { name: /Notifica per ogni nuova produzione/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Nome mittente' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome mittente' }), 'Gelateria Nuova');
    await user.click(screen.getByRole('button', { name: /Salva Configurazione/ }));
    expect(await screen.findByText('Configurazione email salvata con successo')).toBeInTheDocument();
    expect(saved[0]).toEqual([
      { chiave: 'BREVO_API_KEY', valore: MASKED },
      { chiave: 'email_mittente', valore: 'notifiche@gelateria.it' },
      { chiave: 'email_nome_mittente', valore: 'Gelateria Nuova' },
      { chiave: 'email_destinatari_notifiche', valore: '["laboratorio@gelateria.it","nuovo@gelateria.it"]' },
      { chiave: 'email_notifica_produzione', valore: 'false' },
      { chiave: 'email_abilitato', valore: 'true' },
    ]);
  });

  it("reports 'Errore nel salvataggio della configurazione email'", async () => {
    server.use(
      configHandler(),
      graphql.mutation('SalvaEmailConfig', () => graphqlErrorResponse('Indirizzo del mittente non valido', 'BAD_USER_INPUT')),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Salva Configurazione/ }));
    expect(await screen.findByText('Errore nel salvataggio della configurazione email')).toBeInTheDocument();
    expect(screen.getByText('Indirizzo del mittente non valido')).toBeInTheDocument();
  });

  it('sends a test e-mail: address required, success and failure', async () => {
    const sent: unknown[] = [];
    server.use(
      configHandler(),
      graphql.mutation('InviaEmailTest', ({ variables }) => {
        sent.push(variables.email);
        if (sent.length > 1) return graphqlErrorResponse('Brevo non raggiungibile', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { inviaEmailTest: { __typename: 'EmailEsito', success: true, message: 'Email di test inviata con successo', emailId: 9 } } });
      }),
    );
    const { user } = renderPage();
    const send = await screen.findByRole('button', { name: /Invia Email di Test/ });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(screen.getByText('Inserisci un indirizzo email per il test')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Indirizzo per il test' }), 'prova@gelateria.it');
    await user.click(send);
    expect(await screen.findByText('Email di test inviata con successo')).toBeInTheDocument();
    expect(sent).toEqual(['prova@gelateria.it']);

    await user.click(send);
    expect(await screen.findByText("Errore nell'invio dell'email di test")).toBeInTheDocument();
  });

  it('disables the test e-mail when sending is disabled', async () => {
    server.use(configHandler(config({ email_abilitato: 'false' })));
    renderPage();
    const send = await screen.findByRole('button', { name: /Invia Email di Test/ });
    expect(send).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Indirizzo per il test' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Invio email abilitato/ })).not.toBeChecked();
    expect(screen.getByText(/L'invio delle email è disabilitato/)).toBeInTheDocument();
  });

  it('shows an empty recipient list', async () => {
    server.use(configHandler(config({ email_destinatari_notifiche: '[]', BREVO_API_KEY: '' })));
    renderPage();
    expect(await screen.findByTestId('destinatari-vuoti')).toHaveTextContent('Nessun destinatario configurato.');
    expect(screen.getByLabelText('Chiave API Brevo')).toHaveValue('');
  });

  it("shows 'Errore nel caricamento della configurazione email' with Riprova", async () => {
    let calls = 0;
    server.use(
      graphql.query('ConfigurazioneEmail', () => {
        calls += 1;
        if (calls === 1) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
        return HttpResponse.json({ data: { emailConfig: config() } });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Errore nel caricamento della configurazione email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    await waitFor(() => expect(screen.getByLabelText('Chiave API Brevo')).toHaveValue(MASKED));
  });

  it('is usable at phone width', async () => {
    setViewportWidth(390);
    server.use(configHandler());
    renderPage();
    expect(await screen.findByRole('button', { name: /Salva Configurazione/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Invia Email di Test/ })).toBeInTheDocument();
  });

  it.each(['manager', 'operatore'] as const)('is closed to %s', async (ruolo) => {
    renderPage(ruolo);
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
  });
});
