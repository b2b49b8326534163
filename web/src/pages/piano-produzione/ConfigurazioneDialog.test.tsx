import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { ConfigurazioneDialog } from './ConfigurazioneDialog';
import { MSG_CONFIGURAZIONE_API } from './configurazione-state';

const configurazione = {
  __typename: 'ConfigurazionePiano',
  mantecatori: [{ __typename: 'MantecatorePiano', nome: 'Mantecatore 1', capacitaKg: 6, minutiCiclo: 12 }],
  orarioInizio: '06:00',
  orarioFine: '14:00',
  kgPerVaschetta: 2.5,
  minutiPulizia: 10,
  giorniVetrinaGelato: 3,
  giorniVetrinaSorbetto: 2,
  gustiSempreEsposti: [],
};

describe('Impostazioni del piano', () => {
  it("says each wrong field with the API's words, then saves the batch freezers added", async () => {
    const inviati: unknown[] = [];
    server.use(
      graphql.query('ConfigurazionePiano', () => HttpResponse.json({ data: { configurazionePiano: configurazione } })),
      graphql.query('ProduzioneDatiRegistrazione', () => HttpResponse.json({ data: { gusti: [], puntiVendita: [] } })),
      graphql.mutation('SalvaConfigurazionePiano', ({ variables }) => {
        inviati.push(variables.input);
        return HttpResponse.json({ data: { salvaConfigurazionePiano: configurazione } });
      }),
    );
    const { user } = renderWithProviders(<ConfigurazioneDialog open onClose={() => undefined} />, { session: { user: makeUser('admin') } });
    const dialog = await screen.findByTestId('configurazione-piano');
    const kgVaschetta = await within(dialog).findByRole('textbox', { name: 'Kg per vaschetta' });
    await waitFor(() => expect(kgVaschetta).toHaveValue('2,5'));
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi mantecatore' }));
    const nomi = within(dialog).getAllByRole('textbox', { name: 'Nome' });
    expect(nomi[1]).toHaveValue('Mantecatore 2');
    await user.clear(nomi[1]!);
    await user.type(nomi[1]!, 'mantecatore 1');
    await user.clear(kgVaschetta);
    await user.type(kgVaschetta, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText(MSG_CONFIGURAZIONE_API.mantecatoreDoppio('mantecatore 1'))).toBeInTheDocument();
    expect(within(dialog).getAllByText(MSG_CONFIGURAZIONE_API.capacitaNonValida)).toHaveLength(1);
    expect(within(dialog).getByText(MSG_CONFIGURAZIONE_API.kgVaschettaNonValidi)).toBeInTheDocument();
    expect(inviati).toHaveLength(0);
    await user.clear(nomi[1]!);
    await user.type(nomi[1]!, 'Grande');
    const kg = within(dialog).getAllByRole('textbox', { name: 'Kg per ciclo' });
    const minuti = within(dialog).getAllByRole('textbox', { name: 'Minuti per ciclo' });
    await user.type(kg[1]!, '12,5');
    await user.type(minuti[1]!, '15');
    await user.clear(kgVaschetta);
    await user.type(kgVaschetta, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(inviati).toHaveLength(1));
    expect(inviati[0]).toMatchObject({
      mantecatori: [
        { nome: 'Mantecatore 1', capacitaKg: 6, minutiCiclo: 12 },
        { nome: 'Grande', capacitaKg: 12.5, minutiCiclo: 15 },
      ],
      kgPerVaschetta: 3,
      orarioInizio: '06:00',
      orarioFine: '14:00',
    });
  });
});
