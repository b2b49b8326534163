import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ruolo } from '../../../gql/graphql';
import { setViewportWidth } from '../../../testing/browser-polyfills';
import { makeUser } from '../../../testing/fixtures';
import { graphqlErrorResponse } from '../../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { makeDatiForm, makeGusto } from '../fixtures';
import { validaProfilo } from './profilo-form';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ').replace(/\u2212/g, '-');

const r = (chiave: string, min: number | null, max: number | null) => ({ __typename: 'ObiettivoProfilo' as const, chiave, min, max });
const profilo = (id: number, nome: string, obiettivi: ReturnType<typeof r>[], servizio: [number | null, number | null] | null, predefinito = false) => ({
  __typename: 'ProfiloBilanciamento' as const,
  id,
  nome,
  predefinito,
  obiettivi,
  temperaturaServizio: servizio ? { __typename: 'Intervallo' as const, min: servizio[0], max: servizio[1] } : null,
});

const PROFILI = [
  profilo(1, 'Gelato al latte e creme', [r('stabilizzanti', 0.2, 0.5), r('grassi', 4, 8), r('solidi_totali', 32, 42)], [-13, -11], true),
  profilo(3, 'Sorbetto', [r('solidi_totali', 28, 34), r('grassi', 0, 1)], [-14, -12]),
];

function renderDialog(ruolo: Ruolo = 'admin', profili: unknown[] = PROFILI) {
  let rows = [...profili];
  const chiamate: { op: string; variables: unknown }[] = [];
  server.use(
    graphql.query('GestioneGusti', () => HttpResponse.json({ data: { gusti: [makeGusto({ id: 1, nome: 'Fior di latte' })] } })),
    graphql.query('DatiFormGusto', () => HttpResponse.json({ data: makeDatiForm() })),
    graphql.query('ProfiliBilanciamento', () => HttpResponse.json({ data: { profiliBilanciamento: rows } })),
    graphql.mutation('CreaProfiloBilanciamento', ({ variables }) => {
      chiamate.push({ op: 'crea', variables });
      const input = variables.input as { nome: string; obiettivi: { chiave: string; min: number | null; max: number | null }[]; temperaturaServizio: { min: number | null; max: number | null } | null };
      const creato = profilo(9, input.nome, input.obiettivi.map((o) => r(o.chiave, o.min, o.max)), input.temperaturaServizio ? [input.temperaturaServizio.min, input.temperaturaServizio.max] : null);
      rows = [...rows, creato];
      return HttpResponse.json({ data: { creaProfiloBilanciamento: creato } });
    }),
    graphql.mutation('AggiornaProfiloBilanciamento', ({ variables }) => {
      chiamate.push({ op: 'aggiorna', variables });
      const input = variables.input as { nome: string; obiettivi: { chiave: string; min: number | null; max: number | null }[]; temperaturaServizio: null };
      const aggiornato = profilo(variables.id as number, input.nome, input.obiettivi.map((o) => r(o.chiave, o.min, o.max)), null);
      rows = rows.map((p) => ((p as { id: number }).id === aggiornato.id ? aggiornato : p));
      return HttpResponse.json({ data: { aggiornaProfiloBilanciamento: aggiornato } });
    }),
  );
  const view = renderWithProviders(undefined, { url: '/gusti', session: { user: makeUser(ruolo) } });
  return { ...view, chiamate };
}

async function apri(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(await screen.findByRole('button', { name: /Profili di bilanciamento/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Profili di bilanciamento' });
  await within(dialog).findByText('Sorbetto');
  return dialog;
}

const card = (dialog: HTMLElement, nome: string) => within(dialog).getAllByTestId('profilo-card').find((c) => within(c).queryByText(nome))!;

describe('Profili di bilanciamento (Gestione Gusti)', () => {
  it('lists the profiles with their ranges and serving temperature, the default marked', async () => {
    const { user } = renderDialog();
    const dialog = await apri(user);
    expect(within(dialog).getAllByTestId('profilo-card')).toHaveLength(2);
    const latte = card(dialog, 'Gelato al latte e creme');
    expect(within(latte).getByText('Predefinito')).toBeInTheDocument();
    expect(plain(latte.textContent)).toContain('Servizio: -13…-11 °C');
    expect(plain(latte.textContent)).toContain('Solidi totali 32–42 %');
    expect(plain(latte.textContent)).toContain('Stabilizzanti 0,2–0,5 %');
    expect(plain(latte.textContent)).toMatch(/Solidi totali.*Grassi.*Stabilizzanti/); // in the package's key order, whatever the server's
    expect(within(card(dialog, 'Sorbetto')).queryByText('Predefinito')).not.toBeInTheDocument();
  });

  it('creates a profile: the Italian checks first, then the right input', async () => {
    const { user, chiamate } = renderDialog();
    const dialog = await apri(user);
    await user.click(within(dialog).getByRole('button', { name: /Nuovo profilo/ }));
    const form = await within(dialog).findByTestId('profilo-form');
    const aggiungi = within(form).getByRole('combobox', { name: 'Aggiungi obiettivo' });
    await user.selectOptions(aggiungi, 'zuccheri');
    await user.selectOptions(aggiungi, 'pod');
    await user.type(within(form).getByRole('textbox', { name: 'Minimo Zuccheri' }), '25');
    await user.type(within(form).getByRole('textbox', { name: 'Massimo Zuccheri' }), '22');
    await user.type(within(form).getByRole('textbox', { name: 'Temperatura di servizio minima (°C)' }), '-50');
    await user.click(within(form).getByRole('button', { name: 'Crea profilo' }));
    expect(within(form).getByText('Il nome del profilo è obbligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Il minimo di "Zuccheri" non può superare il massimo')).toBeInTheDocument();
    expect(within(form).getByText('Indica almeno un limite (minimo o massimo) per "POD"')).toBeInTheDocument();
    expect(within(form).getByText('La temperatura di servizio deve essere un numero tra -40 e 0 °C')).toBeInTheDocument();
    expect(chiamate).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Nome/ }), ' Frutta ');
    const minZ = within(form).getByRole('textbox', { name: 'Minimo Zuccheri' });
    await user.clear(minZ);
    await user.type(minZ, '20,5');
    await user.click(within(form).getByRole('button', { name: 'Togli POD' }));
    const tMin = within(form).getByRole('textbox', { name: 'Temperatura di servizio minima (°C)' });
    await user.clear(tMin);
    await user.type(tMin, '-14');
    await user.type(within(form).getByRole('textbox', { name: 'Temperatura di servizio massima (°C)' }), '-12');
    await user.click(within(form).getByRole('button', { name: 'Crea profilo' }));
    expect(await screen.findByText('Profilo di bilanciamento creato con successo')).toBeInTheDocument();
    expect(chiamate).toEqual([
      { op: 'crea', variables: { input: { nome: 'Frutta', obiettivi: [{ chiave: 'zuccheri', min: 20.5, max: 22 }], temperaturaServizio: { min: -14, max: -12 } } } },
    ]);
    expect(await within(dialog).findByText('Frutta')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('profilo-form')).not.toBeInTheDocument();
  });

  it('edits a profile from its values; an emptied temperature range is removed', async () => {
    const { user, chiamate } = renderDialog();
    const dialog = await apri(user);
    await user.click(within(dialog).getByRole('button', { name: 'Modifica Sorbetto' }));
    const form = await within(dialog).findByTestId('profilo-form');
    expect(within(form).getByRole('textbox', { name: /Nome/ })).toHaveValue('Sorbetto');
    expect(within(form).getByRole('textbox', { name: 'Massimo Grassi' })).toHaveValue('1');
    const maxSolidi = within(form).getByRole('textbox', { name: 'Massimo Solidi totali' });
    await user.clear(maxSolidi);
    await user.type(maxSolidi, '35');
    await user.click(within(form).getByRole('button', { name: 'Togli Grassi' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Temperatura di servizio minima (°C)' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Temperatura di servizio massima (°C)' }));
    await user.click(within(form).getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Profilo di bilanciamento aggiornato con successo')).toBeInTheDocument();
    expect(chiamate).toEqual([
      { op: 'aggiorna', variables: { id: 3, input: { nome: 'Sorbetto', obiettivi: [{ chiave: 'solidi_totali', min: 28, max: 35 }], temperaturaServizio: null } } },
    ]);
    await waitFor(() => expect(plain(card(dialog, 'Sorbetto').textContent)).toContain('Servizio: nessun intervallo'));
  });

  it("shows the server's error when saving fails and keeps the form", async () => {
    const { user } = renderDialog();
    server.use(
      graphql.mutation('CreaProfiloBilanciamento', () => graphqlErrorResponse('Esiste già un profilo di bilanciamento con il nome "Sorbetto"', 'CONFLICT')),
    );
    const dialog = await apri(user);
    await user.click(within(dialog).getByRole('button', { name: /Nuovo profilo/ }));
    const form = await within(dialog).findByTestId('profilo-form');
    await user.type(within(form).getByRole('textbox', { name: /Nome/ }), 'Sorbetto');
    await user.click(within(form).getByRole('button', { name: 'Crea profilo' }));
    expect(await screen.findByText('Errore nel salvare il profilo di bilanciamento')).toBeInTheDocument();
    expect(screen.getByText('Esiste già un profilo di bilanciamento con il nome "Sorbetto"')).toBeInTheDocument();
    expect(within(dialog).getByTestId('profilo-form')).toBeInTheDocument();
  });

  it('asks before deleting; a profile in use is refused with the server message (409)', async () => {
    const inUso = 'Impossibile eliminare il profilo "Sorbetto": è usato da 1 categoria. Assegna prima un altro profilo.';
    const eliminati: unknown[] = [];
    const { user } = renderDialog();
    server.use(
      graphql.mutation('EliminaProfiloBilanciamento', ({ variables }) => {
        eliminati.push(variables.id);
        return graphqlErrorResponse(inUso, 'CONFLICT');
      }),
    );
    const dialog = await apri(user);
    await user.click(within(dialog).getByRole('button', { name: 'Elimina Sorbetto' }));
    const conferma = await dialogoAperto();
    expect(within(conferma).getByText('Eliminare il profilo di bilanciamento "Sorbetto"?')).toBeInTheDocument();
    await user.click(within(conferma).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Errore nell'eliminazione del profilo di bilanciamento")).toBeInTheDocument();
    expect(screen.getByText(inUso)).toBeInTheDocument();
    expect(eliminati).toEqual([3]);
    expect(within(dialog).getByText('Sorbetto')).toBeInTheDocument();
  });

  it('deletes an unused profile', async () => {
    const { user } = renderDialog();
    let rows = [...PROFILI];
    server.use(
      graphql.query('ProfiliBilanciamento', () => HttpResponse.json({ data: { profiliBilanciamento: rows } })),
      graphql.mutation('EliminaProfiloBilanciamento', ({ variables }) => {
        rows = rows.filter((p) => p.id !== variables.id);
        return HttpResponse.json({ data: { eliminaProfiloBilanciamento: variables.id } });
      }),
    );
    const dialog = await apri(user);
    await user.click(within(dialog).getByRole('button', { name: 'Elimina Sorbetto' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Profilo di bilanciamento eliminato con successo')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Sorbetto')).not.toBeInTheDocument());
  });

  it('is read-only for a manager, also on a phone', async () => {
    setViewportWidth(390);
    const { user } = renderDialog('manager');
    const dialog = await apri(user);
    expect(within(dialog).getAllByTestId('profilo-card')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /Nuovo profilo/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Modifica/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument();
  });

  it('shows the load error with Riprova', async () => {
    let calls = 0;
    const { user } = renderDialog();
    server.use(
      graphql.query('ProfiliBilanciamento', () => {
        calls += 1;
        return calls === 1 ? graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { profiliBilanciamento: PROFILI } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Profili di bilanciamento/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Profili di bilanciamento' });
    expect(await within(dialog).findByText('Errore nel caricamento dei profili di bilanciamento')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Riprova/ }));
    expect(await within(dialog).findByText('Sorbetto')).toBeInTheDocument();
  });
});

describe('validaProfilo', () => {
  it('reads a decimal comma, a typographic minus and open ends', () => {
    expect(
      validaProfilo({ nome: 'X', obiettivi: [{ chiave: 'grassi', min: '', max: '1,5' }], servizioMin: '\u221213', servizioMax: '' }),
    ).toEqual({ input: { nome: 'X', obiettivi: [{ chiave: 'grassi', min: null, max: 1.5 }], temperaturaServizio: { min: -13, max: null } }, errori: null });
    expect(validaProfilo({ nome: 'X', obiettivi: [{ chiave: 'pod', min: 'abc', max: '' }], servizioMin: '', servizioMax: '' }).errori).toEqual({
      pod: 'I limiti di "POD" devono essere numeri tra -1000 e 1000',
    });
  });
});
