import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { graphqlErrorResponse } from '../../testing/handlers';
import { dialogoAperto, renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { VersioniTab } from './VersioniTab';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

// the versions of api/src/modules/gusti/versioni.test.ts (hand-computed there)
const riga = (ingredienteId: number, nome: string, quantita: number, unita: string, unitaMisura: string) => ({ __typename: 'RigaVersioneRicetta', ingredienteId, nome, quantita, unita, unitaMisura });
const V1 = [riga(1, 'Saccarosio', 0.25, 'kg', 'kg'), riga(2, 'Acqua', 0.45, 'l', 'l'), riga(3, 'Succo di limone', 250, 'ml', 'l')];
const V2 = [riga(1, 'Saccarosio', 0.25, 'kg', 'kg'), riga(2, 'Acqua', 0.35, 'l', 'l'), riga(3, 'Succo di limone', 350, 'ml', 'l'), riga(4, 'Bacca di vaniglia', 1, 'pz', 'pz')];
const DETTAGLI: Record<number, { righe: typeof V1; foodCost: number; pacKg: number }> = {
  1: { righe: V1, foodCost: 1.1847, pacKg: 269.74 },
  2: { righe: V2, foodCost: 1.5004, pacKg: 272.37 },
};
const versione = (numero: number, extra: Record<string, unknown>) => ({ __typename: 'VersioneRicetta', numero, data: '2026-11-20T10:00:00.000Z', autore: 'Marco Manager', nota: null, corrente: false, ...extra });
const LISTA = [
  versione(2, { nota: 'Più limone', foodCost: 1.5004, pacKg: 272.37, corrente: true }),
  versione(1, { autore: null, foodCost: 1.1847, pacKg: 269.74 }),
];

function renderTab(opts: { fail?: () => boolean; onRestored?: () => void } = {}) {
  const ripristini: number[] = [];
  server.use(
    graphql.query('VersioniRicetta', () => (opts.fail?.() ? graphqlErrorResponse('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { versioniRicetta: LISTA } }))),
    graphql.query<never, { numero: number }>('VersioneRicetta', ({ variables }) => {
      const d = DETTAGLI[variables.numero]!;
      return HttpResponse.json({ data: { versioneRicetta: { __typename: 'VersioneRicettaDettaglio', numero: variables.numero, massaKg: 0.95, ...d } } });
    }),
    graphql.mutation<never, { numero: number }>('RipristinaVersioneRicetta', ({ variables }) => {
      ripristini.push(variables.numero);
      return HttpResponse.json({ data: { ripristinaVersioneRicetta: { __typename: 'Gusto', id: 7, versione: 3 } } });
    }),
  );
  const onRestored = opts.onRestored ?? vi.fn();
  return { ...renderWithProviders(<VersioniTab gusto={{ id: 7, nome: 'Limone' }} onRestored={onRestored} />), ripristini, onRestored };
}

describe('VersioniTab', () => {
  it('shows the timeline (number, date, author, note, food cost, PAC/kg) with the current version marked', async () => {
    renderTab();
    const v2 = await screen.findByRole('listitem', { name: 'Versione 2' });
    expect(within(v2).getByText('Attuale')).toBeInTheDocument();
    expect(within(v2).getByText('Più limone')).toBeInTheDocument();
    expect(plain(v2.textContent)).toContain('Marco Manager');
    expect(plain(v2.textContent)).toContain('Food cost € 1,50/kg');
    expect(plain(v2.textContent)).toContain('PAC 272,37/kg');
    expect(within(v2).queryByRole('button', { name: /Ripristina/ })).toBeNull();
    const v1 = screen.getByRole('listitem', { name: 'Versione 1' });
    expect(plain(v1.textContent)).toContain('Ricetta iniziale');
    expect(within(v1).getByRole('button', { name: 'Ripristina la versione 1' })).toBeInTheDocument();
  });

  it('compares the previous version with the current one line by line, with cost and PAC/kg change', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Confronto tra la versione 1 e la versione 2' });
    const row = (nome: string) => plain(within(table).getByText(nome).closest('tr')!.textContent);
    expect(row('Saccarosio')).toContain('Invariato');
    expect(row('Acqua')).toContain('0,45 l');
    expect(row('Acqua')).toContain('0,35 l');
    expect(row('Acqua')).toContain('Modificato-0,1 l');
    expect(row('Succo di limone')).toContain('Modificato+0,1 l');
    expect(row('Bacca di vaniglia')).toContain('Aggiunto');
    expect(screen.getByText('2 modificati · 1 aggiunti · 0 rimossi · 1 invariati')).toBeInTheDocument();
    expect(plain(screen.getByText('Food cost').parentElement!.textContent)).toContain('€ 1,18/kg → € 1,50/kg+€ 0,32/kg (+26,6%)');
    expect(plain(screen.getByText('PAC').parentElement!.textContent)).toContain('269,74/kg → 272,37/kg+2,63/kg (+1%)');
  });

  it('the other direction: lines of the newer version show as removed', async () => {
    const { user } = renderTab();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Da' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'A' }), '1');
    const table = await screen.findByRole('table', { name: 'Confronto tra la versione 2 e la versione 1' });
    expect(plain(within(table).getByText('Bacca di vaniglia').closest('tr')!.textContent)).toContain('Rimosso');
  });

  it('restores after a confirmation, then tells the page', async () => {
    const onRestored = vi.fn();
    const { user, ripristini } = renderTab({ onRestored });
    await user.click(await screen.findByRole('button', { name: 'Ripristina la versione 1' }));
    const dialog = await dialogoAperto();
    expect(within(dialog).getByText(/Ripristinare la versione 1 della ricetta di "Limone"\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ripristina' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect(ripristini).toEqual([1]);
  });

  it('cancelling the confirmation restores nothing', async () => {
    const { user, ripristini, onRestored } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Ripristina la versione 1' }));
    await user.click(within(await dialogoAperto()).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(ripristini).toEqual([]);
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('shows the load error with Riprova', async () => {
    let fail = true;
    const { user } = renderTab({ fail: () => fail });
    expect(await screen.findByText('Errore nel caricamento delle versioni')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('listitem', { name: 'Versione 2' })).toBeInTheDocument();
  });
});
