import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/fixtures';
import { dialogoAperto, renderWithProviders } from '../testing/render';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { notifySuccess } from './notify';
import { TOAST_OFFSETS } from './ui/toaster';
import { TOP_BAR_HEIGHT } from '../app/shell/TopBar';
import { PageHeader } from './PageHeader';
import { Pagination } from './Pagination';
import { SelectPerId } from './SelectPerId';

describe('shared components', () => {
  it('ConfirmDialog defaults to the title Conferma Azione and reports the choice', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog open message="Sei sicuro di voler eliminare questo record di produzione?" onConfirm={onConfirm} onCancel={onCancel} destructive />,
    );
    const dialog = await dialogoAperto();
    expect(within(dialog).getByText('Conferma Azione')).toBeInTheDocument();
    expect(within(dialog).getByText('Sei sicuro di voler eliminare questo record di produzione?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('SelectPerId offers the placeholder then the records by name, and gives the chosen id or null', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <SelectPerId aria-label="Gusto" opzioni={[{ id: 7, nome: 'Pistacchio' }, { id: 12, nome: 'Limone' }]} value={12} onChange={onChange} placeholder="Seleziona un gusto..." />,
    );
    const select = screen.getByRole('combobox', { name: 'Gusto' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleziona un gusto...', 'Pistacchio', 'Limone']);
    expect(select).toHaveValue('12');
    await user.selectOptions(select, 'Pistacchio');
    expect(onChange).toHaveBeenLastCalledWith(7);
    await user.selectOptions(select, 'Seleziona un gusto...');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('ErrorState offers Riprova', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<ErrorState message="Errore nel caricamento dei dati" onRetry={onRetry} />);
    expect(screen.getByText('Errore nel caricamento dei dati')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('EmptyState, LoadingState and PageHeader render their texts', () => {
    renderWithProviders(
      <>
        <PageHeader title="Gestione Ingredienti" description="Catalogo" actions={<button>Nuovo Ingrediente</button>} />
        <EmptyState title="Nessun record trovato" />
        <LoadingState />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Gestione Ingredienti' })).toBeInTheDocument();
    expect(screen.getByText('Nessun record trovato')).toBeInTheDocument();
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
  });

  it('Pagination shows at most 5 page numbers and changes page and size', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const { user } = renderWithProviders(
      <Pagination
        page={6}
        pageSize={10}
        totalItems={200}
        onPageChange={onPageChange}
        pageSizes={[5, 10, 25, 50]}
        onPageSizeChange={onPageSizeChange}
        summary="Mostrando 51-60 di 200 ingredienti"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    const numbers = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t && /^\d+$/.test(t));
    expect(numbers).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: '6' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenCalledWith(7);
    await user.selectOptions(screen.getByLabelText('Elementi per pagina'), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(screen.getByText('Mostrando 51-60 di 200 ingredienti')).toBeInTheDocument();
  });

  it('toasts show the message (the toaster comes with the signed-in app)', async () => {
    renderWithProviders(<div />, { session: { user: makeUser('admin') } });
    notifySuccess('Produzione eliminata con successo');
    expect(await screen.findByText('Produzione eliminata con successo')).toBeInTheDocument();
  });

  it('the notification region and its close buttons are labelled in Italian; toasts sit below the top bar', async () => {
    renderWithProviders(<div />, { session: { user: makeUser('admin') } });
    notifySuccess('Prezzo di vendita aggiornato');
    await screen.findByText('Prezzo di vendita aggiornato');
    const region = screen.getByRole('region', { name: 'Notifiche' });
    expect(within(region).getAllByRole('button', { name: 'Chiudi notifica' }).length).toBeGreaterThan(0);
    expect(TOAST_OFFSETS.top).toBe('calc(64px + 0.75rem)');
    expect(TOP_BAR_HEIGHT).toBe('64px');
  });
});
