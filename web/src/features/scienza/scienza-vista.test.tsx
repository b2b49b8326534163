import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AnalisiRicetta } from './AnalisiRicetta';
import { formatIntervallo, formatTemperatura, formatValore } from './chiavi';
import { analisiDi, RIGHE_FIORDILATTE, RIGHE_SBILANCIATA } from './fixtures';
import { controlliDiff, quantitaForm, righeDiff } from './proposta';
import { PropostaDiff } from './PropostaDiff';
import { scalaBarra } from './BarraObiettivo';

/** Text with non-breaking spaces and true minus signs made plain, for readable expectations. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ').replace(/\u2212/g, '-');

describe('science formatting', () => {
  it('writes values with Italian decimals, units, true minus signs and ranges', () => {
    expect(plain(formatValore('zuccheri', 31.24))).toBe('31,2 %');
    expect(plain(formatValore('zuccheri', 30))).toBe('30 %');
    expect(plain(formatValore('zuccheri', 30, { fisso: true }))).toBe('30,0 %');
    expect(formatValore('pod', 17.47)).toBe('17,5');
    expect(formatTemperatura(-11.62)).toBe('\u221211,6\u00a0°C');
    expect(plain(formatIntervallo('zuccheri', 18, 25))).toBe('18–25 %');
    expect(plain(formatIntervallo('temperatura_servizio', -13, -11))).toBe('-13…-11 °C');
    expect(plain(formatIntervallo('grassi', null, 1))).toBe('≤ 1 %');
    expect(plain(formatIntervallo('stabilizzanti', 0.2, null))).toBe('≥ 0,2 %');
  });

  it('places the range and the value on the bar track with a margin', () => {
    const s = scalaBarra(21.8, 18, 25);
    expect(s.da).toBeGreaterThan(0);
    expect(s.a).toBeLessThan(100);
    expect(s.valore).toBeGreaterThan(s.da);
    expect(s.valore).toBeLessThan(s.a);
    const fuori = scalaBarra(31.2, 22, 30);
    expect(fuori.valore).toBeGreaterThan(fuori.a);
    expect(fuori.valore).toBeLessThan(100);
  });
});

describe('AnalisiRicetta', () => {
  it('shows the key figures and the composition with green and amber target bars', () => {
    renderWithProviders(<AnalisiRicetta analisi={analisiDi(RIGHE_FIORDILATTE)} />);
    expect(plain(screen.getByTestId('cifra-pac').textContent)).toContain('25,3');
    expect(plain(screen.getByTestId('cifra-servizio').textContent)).toContain('-11,6 °C');
    expect(screen.getByTestId('cifra-servizio')).toHaveAttribute('data-esito', 'ok');
    expect(plain(screen.getByTestId('cifra-congelamento').textContent)).toContain('-2,3 °C');
    expect(plain(screen.getByTestId('cifra-vetrina').textContent)).toMatch(/In vetrina a -12,0 °C\s*76%/);
    expect(plain(screen.getByTestId('cifra-food-cost').textContent)).toContain('€ 1,78/kg');

    const grassi = screen.getByTestId('composizione-grassi');
    expect(plain(grassi.textContent)).toContain('7,5 %');
    expect(within(grassi).getByTestId('barra-grassi')).toHaveAttribute('data-esito', 'ok');
    expect(within(grassi).getByRole('img')).toHaveAccessibleName(/7,5.%, obiettivo 4–8.%$/);

    const stab = screen.getByTestId('composizione-stabilizzanti');
    expect(within(stab).getByTestId('barra-stabilizzanti')).toHaveAttribute('data-esito', 'basso');
    expect(plain(stab.textContent)).toContain('0,00 %');
    expect(plain(stab.textContent)).toContain('0,2–0,5 %');
    expect(within(stab).getByText('basso')).toBeInTheDocument();
    expect(within(stab).getByRole('img')).toHaveAccessibleName(/sotto il minimo/);
    // no warnings for a covered recipe without pieces
    expect(screen.queryByTestId('avviso-copertura')).not.toBeInTheDocument();
    expect(screen.queryByTestId('avviso-lattosio')).not.toBeInTheDocument();
  });

  it('marks the serving temperature out of range and names the ingredients without composition', () => {
    const a = analisiDi([...RIGHE_SBILANCIATA, { ingrediente_id: 5, quantita: 100, unita: 'g' }]);
    renderWithProviders(<AnalisiRicetta analisi={a} conPezzi />);
    expect(screen.getByTestId('cifra-servizio')).toHaveAttribute('data-esito', 'basso');
    expect(screen.getByTestId('barra-zuccheri')).toHaveAttribute('data-esito', 'alto');
    expect(screen.getByTestId('avviso-copertura')).toHaveTextContent(/Senza composizione: Pasta di pistacchio\./);
    expect(screen.getByTestId('avviso-pezzi')).toHaveTextContent('Le righe in pezzi contano solo nel costo');
  });

  it('warns about lactose crystallisation when the milk solids exceed the Hyde–Rothwell limit', () => {
    const a = analisiDi([
      { ingrediente_id: 1, quantita: 500, unita: 'ml' },
      { ingrediente_id: 6, quantita: 250, unita: 'g' },
      { ingrediente_id: 2, quantita: 100, unita: 'g' },
    ]);
    renderWithProviders(<AnalisiRicetta analisi={a} />);
    expect(screen.getByTestId('avviso-lattosio')).toHaveTextContent(/Rischio di cristallizzazione del lattosio/);
  });
});

describe('PropostaDiff', () => {
  const prima = analisiDi(RIGHE_SBILANCIATA);
  const dopo = analisiDi(RIGHE_FIORDILATTE);
  const inviate = [
    { ingredienteId: 1, nome: 'Latte intero', quantita: 700, unita: 'ml' },
    { ingredienteId: 2, nome: 'Saccarosio', quantita: 300, unita: 'g' },
  ];
  const risultato = [
    { ingredienteId: 1, quantita: 650, unita: 'ml' },
    { ingredienteId: 2, quantita: 170, unita: 'g' },
    { ingredienteId: 3, quantita: 150.04, unita: 'g' },
  ];

  it('pairs the lines old -> new (added lines last) and each target old -> new', () => {
    const righe = righeDiff(inviate, risultato, new Map([[3, 'Panna fresca 35%']]));
    expect(righe.map((r) => [r.indice, r.nome, r.prima, r.dopo])).toEqual([
      [0, 'Latte intero', 700, 650],
      [1, 'Saccarosio', 300, 170],
      [null, 'Panna fresca 35%', 0, 150.04],
    ]);
    const controlli = controlliDiff(prima.controlli, dopo.controlli);
    const zuccheri = controlli.find((c) => c.chiave === 'zuccheri')!;
    expect(zuccheri.prima?.esito).toBe('alto');
    expect(zuccheri.dopo.esito).toBe('ok');
    expect(quantitaForm(150.04, 'g')).toBe('150');
    expect(quantitaForm(12.36, 'ml')).toBe('12,4');
    expect(quantitaForm(574.2433, 'g')).toBe('574,2'); // it-IT, grams to 0,1 g
    expect(quantitaForm(0.15004, 'kg')).toBe('0,15');
    expect(quantitaForm(1250.5, 'g')).toBe('1250,5'); // no thousands dot in an input
    expect(quantitaForm(3, 'pz')).toBe('3');
  });

  it('shows grams, food cost and targets old -> new, and accepts or discards', async () => {
    const onAccetta = vi.fn();
    const onScarta = vi.fn();
    const { user } = renderWithProviders(
      <PropostaDiff
        righe={righeDiff(inviate, risultato, new Map([[3, 'Panna fresca 35%']]))}
        foodCostPrima={prima.foodCost}
        foodCostDopo={dopo.foodCost}
        controlli={controlliDiff(prima.controlli, dopo.controlli)}
        fattibile
        mancati={[]}
        onAccetta={onAccetta}
        onScarta={onScarta}
      />,
    );
    const [latte, zucchero, panna] = screen.getAllByTestId('proposta-riga');
    expect(plain(latte!.textContent)).toBe('Latte intero700,0 ml650,0 ml-50,0 ml');
    expect(plain(zucchero!.textContent)).toBe('Saccarosio300,0 g170,0 g-130,0 g');
    expect(plain(panna!.textContent)).toBe('Panna fresca 35%nuovo0,0 g150,0 g+150,0 g');
    expect(plain(screen.getByTestId('proposta-food-cost').textContent)).toMatch(/Food cost€ \d,\d\d\/kg€ 1,78\/kg/);
    const zuccheri = screen.getByTestId('proposta-controllo-zuccheri');
    expect(plain(zuccheri.textContent)).toMatch(/^Zuccheri18–25 %\d\d,\d %21,8 %$/);
    expect(within(zuccheri).getByText(/21,8/)).toHaveAttribute('data-esito', 'ok');
    expect(screen.getByText('Tutti gli obiettivi rispettati')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Accetta proposta/ }));
    await user.click(screen.getByRole('button', { name: /Scarta/ }));
    expect(onAccetta).toHaveBeenCalledOnce();
    expect(onScarta).toHaveBeenCalledOnce();
  });

  it('names each missed target in Italian with what would fix it and by how much', () => {
    renderWithProviders(
      <PropostaDiff
        righe={righeDiff(inviate, risultato.slice(0, 2), new Map())}
        foodCostPrima={2}
        foodCostDopo={2}
        controlli={[]}
        fattibile={false}
        mancati={[{ chiave: 'zuccheri', valore: 31.2, min: 22, max: 30, scarto: 1.2, messaggio: 'Zuccheri 31,2 % oltre il massimo 30 %: riduci lo zucchero o aggiungi acqua/frutta' }]}
        onAccetta={() => undefined}
        onScarta={() => undefined}
      />,
    );
    expect(screen.getByText('Obiettivi non raggiungibili')).toBeInTheDocument();
    expect(plain(screen.getByTestId('obiettivi-mancati').textContent)).toContain(
      'Zuccheri 31,2 % oltre il massimo 30 %: riduci lo zucchero o aggiungi acqua/frutta (scarto 1,2 %)',
    );
  });
});
