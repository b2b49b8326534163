import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { MSG_GIACENZE } from './giacenze-form';
import type { Giacenza } from './operations';
import { RettificaDialog } from './RettificaDialog';
import { ScortaDialog } from './ScortaDialog';

const latte = {
  __typename: 'Giacenza',
  ingredienteId: 3,
  nome: 'Latte intero',
  unitaMisura: 'l',
  giacenza: 12,
  scortaMinima: 5,
  ubicazione: 'Cella',
  sottoScorta: false,
  giacenzaNegativa: false,
  lotti: [
    { __typename: 'LottoGiacenza', lotto: 'L1', scadenza: '2026-12-01', giacenza: 8 },
    { __typename: 'LottoGiacenza', lotto: 'L2', scadenza: null, giacenza: 4 },
  ],
} as unknown as Giacenza;

describe('magazzino forms', () => {
  it("adjustment: the API's messages on the fields, then the input with the lot, the signed change and the free reason", async () => {
    const inviati: unknown[] = [];
    server.use(
      graphql.mutation('RegistraRettifica', ({ variables }) => {
        inviati.push(variables.input);
        return HttpResponse.json({ data: { registraRettifica: { __typename: 'Rettifica', id: 1, giacenza: 10.5 } } });
      }),
    );
    const { user } = renderWithProviders(<RettificaDialog giacenza={latte} onClose={() => undefined} />, { session: { user: makeUser('admin') } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Motivo' }), 'Altro');
    await user.click(screen.getByRole('button', { name: 'Registra rettifica' }));
    expect(await screen.findByText(MSG_GIACENZE.quantitaNonValida)).toBeInTheDocument();
    expect(screen.getByText(MSG_GIACENZE.motivoObbligatorio)).toBeInTheDocument();
    expect(inviati).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lotto' }), 'L2');
    await user.type(screen.getByRole('textbox', { name: 'Variazione' }), '\u22121,5');
    await user.type(screen.getByRole('textbox', { name: 'Altro motivo' }), ' caduto ');
    await user.click(screen.getByRole('button', { name: 'Registra rettifica' }));
    await waitFor(() => expect(inviati).toEqual([{ ingredienteId: 3, lotto: 'L2', quantita: -1.5, motivo: 'caduto' }]));
  });

  it('reorder point: refused above 4 decimals, an emptied field saved as null', async () => {
    const inviati: unknown[] = [];
    server.use(
      graphql.mutation('ImpostaScorta', ({ variables }) => {
        inviati.push(variables.input);
        return HttpResponse.json({ data: { impostaScorta: { __typename: 'Giacenza', ingredienteId: 3, scortaMinima: null, ubicazione: 'Cella', sottoScorta: false } } });
      }),
    );
    const { user } = renderWithProviders(<ScortaDialog giacenza={latte} ubicazioni={['Cella']} onClose={() => undefined} />, { session: { user: makeUser('admin') } });
    const scorta = screen.getByRole('textbox', { name: 'Scorta minima' });
    expect(scorta).toHaveValue('5');
    await user.clear(scorta);
    await user.type(scorta, '0,00001');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(await screen.findByText(MSG_GIACENZE.scortaNonValida)).toBeInTheDocument();
    await user.clear(scorta);
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(inviati).toEqual([{ scortaMinima: null, ubicazione: 'Cella' }]));
  });
});
