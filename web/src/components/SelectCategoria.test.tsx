import { Button, Field } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing/render';
import { SelectCategoria } from './SelectCategoria';
import { useZodForm } from './use-zod-form';

const CATEGORIE = [
  { id: 1, nome: 'Creme' },
  { id: 2, nome: 'Frutta' },
];

const opzioni = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')]);

/** A controlled filter, as the pages keep it: the select's string value in state. */
function Filtro({ valore }: { valore?: 'id' | 'nome' }) {
  const [scelta, setScelta] = useState('');
  return (
    <>
      <SelectCategoria aria-label="Categoria" categorie={CATEGORIE} placeholder="Tutte le categorie" valore={valore} value={scelta} onChange={(e) => setScelta(e.currentTarget.value)} />
      <output aria-label="Scelta">{scelta}</output>
    </>
  );
}

const schema = z.object({ categoriaId: z.string().min(1, 'La categoria è obbligatoria') });

/** Inside a react-hook-form form, registered as GustoFormDialog does. */
function Modulo({ iniziale, onSalva }: { iniziale: string; onSalva: (v: { categoriaId: string }) => void }) {
  const form = useZodForm(schema, { categoriaId: iniziale });
  const errore = form.formState.errors.categoriaId?.message;
  return (
    <form
      // the zod messages show, not the browser's (as in the app's dialogs)
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submitWith(onSalva)();
      }}
    >
      <Field.Root required invalid={Boolean(errore)}>
        <Field.Label>Categoria</Field.Label>
        <SelectCategoria categorie={CATEGORIE} placeholder="Seleziona una categoria..." {...form.register('categoriaId')} />
        <Field.ErrorText>{errore}</Field.ErrorText>
      </Field.Root>
      <Button type="submit">Salva</Button>
    </form>
  );
}

describe('SelectCategoria', () => {
  it('as a filter: the placeholder then the categories, by id; the placeholder gives back ""', async () => {
    const { user } = renderWithProviders(<Filtro />);
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    expect(opzioni(select)).toEqual([
      ['Tutte le categorie', ''],
      ['Creme', '1'],
      ['Frutta', '2'],
    ]);
    await user.selectOptions(select, 'Frutta');
    expect(screen.getByRole('status', { name: 'Scelta' })).toHaveTextContent('2');
    await user.selectOptions(select, 'Tutte le categorie');
    expect(screen.getByRole('status', { name: 'Scelta' })).toBeEmptyDOMElement();
  });

  it('as a filter by name (analytics): the options’ values are the names', async () => {
    const { user } = renderWithProviders(<Filtro valore="nome" />);
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    expect(opzioni(select)).toEqual([
      ['Tutte le categorie', ''],
      ['Creme', 'Creme'],
      ['Frutta', 'Frutta'],
    ]);
    await user.selectOptions(select, 'Creme');
    expect(screen.getByRole('status', { name: 'Scelta' })).toHaveTextContent('Creme');
  });

  it('in a react-hook-form form: starts at the default, is validated and submits the chosen id', async () => {
    const onSalva = vi.fn();
    const { user } = renderWithProviders(<Modulo iniziale="" onSalva={onSalva} />);
    const select = screen.getByRole('combobox', { name: /Categoria/ });
    expect(select).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('La categoria è obbligatoria')).toBeInTheDocument();
    expect(onSalva).not.toHaveBeenCalled();
    await user.selectOptions(select, 'Frutta');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(onSalva).toHaveBeenCalledOnce());
    expect(onSalva.mock.calls[0]![0]).toEqual({ categoriaId: '2' });
  });

  it('in a form, shows the registered default', () => {
    renderWithProviders(<Modulo iniziale="1" onSalva={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: /Categoria/ })).toHaveValue('1');
  });
});
