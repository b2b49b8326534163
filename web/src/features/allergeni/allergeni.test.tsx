import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { AllergeniGustoField } from './AllergeniGustoField';
import { AllergeniIngredienteSection } from './AllergeniIngredienteSection';
import { ALLERGENI_VUOTI, allergeniDaRicetta, allergeniInput, impostaAllergene, type AllergeniIngredienteValues } from './allergeni-form';
import { EtichettaTab } from './EtichettaTab';

describe('allergen helpers', () => {
  it('an allergen is contained or in traces, never both; declaring anything declares', () => {
    let v = impostaAllergene(ALLERGENI_VUOTI, 'Latte', 'tracce');
    expect(v).toMatchObject({ allergeniContiene: [], allergeniTracce: ['Latte'], allergeniDichiarati: true });
    v = impostaAllergene(v, 'Latte', 'contiene');
    expect(v).toMatchObject({ allergeniContiene: ['Latte'], allergeniTracce: [] });
    const etichetta = { pesoPezzoG: null, ingredientiComposti: null, additivo: null };
    expect(allergeniInput(v)).toEqual({ allergeniContiene: ['Latte'], allergeniTracce: [], allergeniDichiarati: true, nomeEtichetta: null, caratterizzante: false, ...etichetta });
    // never declared: the lists are not sent (the ingredient stays "unknown")
    expect(allergeniInput({ ...ALLERGENI_VUOTI, nomeEtichetta: ' latte intero ' })).toEqual({ nomeEtichetta: 'latte intero', caratterizzante: false, ...etichetta });
    // the label fields of issue 27: piece mass in Italian decimals, compound list, additive (category required)
    expect(
      allergeniInput({ ...ALLERGENI_VUOTI, pesoPezzoG: '2,5', ingredientiComposti: ' pasta di cacao, zucchero ', additivoCategoria: 'emulsionante', additivoENumero: 'E322' }),
    ).toMatchObject({ pesoPezzoG: 2.5, ingredientiComposti: 'pasta di cacao, zucchero', additivo: { categoria: 'emulsionante', nome: null, eNumero: 'E322' } });
    expect(allergeniInput({ ...ALLERGENI_VUOTI, additivoNome: 'lecitina' }).additivo).toBeNull();
  });

  it('derives the recipe’s allergens with the ingredients that bring them; contained ones are not traces', () => {
    const { contiene, tracce } = allergeniDaRicetta(
      [{ ingredienteId: 1 }, { ingredienteId: 2 }, { ingredienteId: null }],
      [
        { id: 1, nome: 'Latte intero', allergeniContiene: ['Latte'], allergeniTracce: [] },
        { id: 2, nome: 'Pasta di nocciola', allergeniContiene: ['Frutta a guscio'], allergeniTracce: ['Latte', 'Arachidi'] },
        { id: 3, nome: 'Tuorlo', allergeniContiene: ['Uova'], allergeniTracce: [] },
      ],
    );
    expect(Object.fromEntries(contiene)).toEqual({ Latte: ['Latte intero'], 'Frutta a guscio': ['Pasta di nocciola'] });
    expect(Object.fromEntries(tracce)).toEqual({ Arachidi: ['Pasta di nocciola'] });
  });
});

describe('ingredient form: allergens and label fields', () => {
  function Harness({ onValue }: { onValue: (v: AllergeniIngredienteValues) => void }) {
    const [v, setV] = useState(ALLERGENI_VUOTI);
    return (
      <AllergeniIngredienteSection
        value={v}
        onChange={(x) => {
          setV(x);
          onValue(x);
        }}
      />
    );
  }

  it('marks an allergen contained or in traces, the label name and the QUID flag', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Harness onValue={onValue} />);
    const lista = await screen.findByRole('list', { name: "Allergeni dell'ingrediente" });
    await user.selectOptions(within(lista).getByRole('combobox', { name: 'Latte' }), 'contiene');
    await user.selectOptions(within(lista).getByRole('combobox', { name: 'Soia' }), 'tracce');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ allergeniContiene: ['Latte'], allergeniTracce: ['Soia'], allergeniDichiarati: true }));
    // declared by the choices: the "verified" box is ticked and locked
    expect(screen.getByRole('checkbox', { name: 'Allergeni verificati (anche se nessuno)' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Denominazione in etichetta' }), 'latte intero');
    await user.click(screen.getByText('Caratterizzante (percentuale in etichetta, QUID)'));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ nomeEtichetta: 'latte intero', caratterizzante: true }));
  });
});

describe('flavour form: derived allergens locked', () => {
  const ALLERGENI = [
    { id: 7, nome: 'Latte' },
    { id: 8, nome: 'Frutta a guscio' },
    { id: 6, nome: 'Soia' },
  ];
  const INGREDIENTI = [
    { id: 1, nome: 'Latte intero', allergeniContiene: ['Latte'], allergeniTracce: [] },
    { id: 2, nome: 'Pasta di nocciola', allergeniContiene: ['Frutta a guscio'], allergeniTracce: ['Soia'] },
  ];

  it('ticks and locks the allergens of the recipe with their ingredients; the others toggle by hand; traces listed', async () => {
    const onToggle = vi.fn();
    const { user } = renderWithProviders(
      <AllergeniGustoField allergeni={ALLERGENI} selezionati={[]} onToggle={onToggle} righe={[{ ingredienteId: 1 }, { ingredienteId: 2 }]} ingredienti={INGREDIENTI} />,
    );
    const latte = screen.getByTestId('allergene-derivato-Latte');
    expect(latte).toHaveTextContent('(da Latte intero)');
    const box = within(latte).getByRole('checkbox', { hidden: true });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByTestId('allergene-derivato-Frutta a guscio')).toHaveTextContent('(da Pasta di nocciola)');
    expect(screen.getByTestId('tracce-gusto')).toHaveTextContent('Può contenere: Soia (da Pasta di nocciola)');
    await user.click(screen.getByText('Soia'));
    expect(onToggle).toHaveBeenCalledWith(6, true);
    await user.click(within(latte).getByText('Latte'));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('Etichetta tab: label preview', () => {
  const ETICHETTA = {
    __typename: 'Etichetta' as const,
    denominazione: 'Gelato alla nocciola',
    ingredienti: [
      { __typename: 'IngredienteEtichetta' as const, nome: 'latte intero', percentuale: 51.5, allergene: true, allergeni: ['Latte'], quid: false, testo: 'LATTE intero' },
      { __typename: 'IngredienteEtichetta' as const, nome: 'zucchero', percentuale: 16, allergene: false, allergeni: [], quid: false, testo: 'zucchero' },
      { __typename: 'IngredienteEtichetta' as const, nome: 'pasta di nocciole', percentuale: 10, allergene: true, allergeni: ['Frutta a guscio'], quid: true, testo: 'pasta di NOCCIOLE 10%' },
    ],
    daConsumarsiEntro: '2027-01-27',
    conservazione: 'Conservare a −18 °C. Una volta scongelato, non ricongelare',
    operatore: { __typename: 'OperatoreEtichetta' as const, ragioneSociale: 'Gelateria Rossi S.r.l.', indirizzo: 'Via Roma 1, Bologna', partitaIva: '01234567897' },
    allergeni: ['Frutta a guscio', 'Latte'],
    tracce: ['Arachidi'],
    nutrizioneTesto: {
      __typename: 'NutrizioneEtichettaTesto' as const,
      energia: '984 kJ / 236 kcal',
      grassi: '16 g',
      grassiSaturi: '6,3 g',
      carboidrati: '20 g',
      zuccheri: '19 g',
      fibre: '1,0 g',
      proteine: '< 0,5 g',
      sale: '0,07 g',
    },
    testo: 'Ingredienti: LATTE INTERO, zucchero, PASTA DI NOCCIOLE (FRUTTA A GUSCIO) 10%. Può contenere: ARACHIDI.',
    avvisi: ['Allergeni non dichiarati per: Bacca di vaniglia'],
  };

  it('shows the ingredient line with allergens in bold and QUID, traces, the nutrition table, the warnings and the print buttons', async () => {
    const variabili: unknown[] = [];
    server.use(
      graphql.query('EtichettaGusto', ({ variables }) => {
        variabili.push(variables);
        return HttpResponse.json({ data: { etichetta: ETICHETTA } });
      }),
    );
    renderWithProviders(<EtichettaTab gusto={{ id: 12, nome: 'Nocciola' }} />);
    const riga = await screen.findByTestId('etichetta-ingredienti');
    expect(riga).toHaveTextContent('Ingredienti: LATTE intero, zucchero, pasta di NOCCIOLE 10%.');
    expect([...riga.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['LATTE intero', 'pasta di NOCCIOLE 10%']);
    expect(screen.getByText(/27\/01\/2027/)).toBeInTheDocument();
    expect(screen.getByTestId('etichetta-operatore')).toHaveTextContent('Prodotto da: Gelateria Rossi S.r.l. · Via Roma 1, Bologna · P.IVA 01234567897');
    expect(screen.getByTestId('etichetta-tracce')).toHaveTextContent('Può contenere: arachidi');
    const tabella = screen.getByRole('table', { name: 'Valori nutrizionali medi per 100 g' });
    expect(within(tabella).getByText('984 kJ / 236 kcal')).toBeInTheDocument();
    expect(within(tabella).getByText('< 0,5 g')).toBeInTheDocument();
    expect(screen.getByText('Allergeni non dichiarati per: Bacca di vaniglia')).toBeInTheDocument();
    expect(screen.getByTestId('etichetta-testo')).toHaveTextContent(ETICHETTA.testo);
    // print: the net quantity is asked, and the size (100×70 mm or an A4 sheet of 8)
    expect(screen.getByRole('textbox', { name: 'Quantità netta (g)' })).toHaveValue('500');
    expect(screen.getByRole('combobox', { name: 'Formato' })).toHaveValue('100x70');
    const campo = screen.getByRole('textbox', { name: 'Quantità netta (g)' });
    await userEvent.clear(campo);
    await userEvent.type(campo, '0');
    await userEvent.click(screen.getByRole('button', { name: /Stampa etichetta/ }));
    expect(await screen.findByText('Indica la quantità netta in grammi (un numero maggiore di 0)')).toBeInTheDocument();
    expect(variabili).toEqual([{ gustoId: 12 }]);
  });

  it('shows the error with Riprova', async () => {
    server.use(graphql.query('EtichettaGusto', () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })));
    renderWithProviders(<EtichettaTab gusto={{ id: 12, nome: 'Nocciola' }} />);
    await waitFor(() => expect(screen.getByText("Impossibile caricare l'etichetta")).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Riprova/ })).toBeInTheDocument();
  });
});
