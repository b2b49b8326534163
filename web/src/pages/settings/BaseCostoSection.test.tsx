import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { BaseCostoSection } from './BaseCostoSection';

const MSG_SERVER = "Base di costo non valida: usa 'ultimo_prezzo' (ultimo prezzo) o 'media_ponderata' (media ponderata del magazzino)";

describe('Impostazioni: base del food cost (issue 30)', () => {
  it('shows the saved basis and saves the one chosen (impostaConfigurazione base_costo)', async () => {
    const salvati: unknown[] = [];
    server.use(
      graphql.mutation('ImpostaBaseCosto', ({ variables }) => {
        salvati.push(variables.valore);
        return HttpResponse.json({ data: { impostaConfigurazione: { __typename: 'Configurazione', chiave: 'base_costo', valore: variables.valore } } });
      }),
    );
    const { user } = renderWithProviders(<BaseCostoSection />, { session: { user: makeUser('admin') } });
    const sezione = await screen.findByRole('region', { name: 'Base del Food Cost' });
    await waitFor(() => expect(within(sezione).getByRole('radio', { name: 'Ultimo prezzo' })).toBeChecked());
    await user.click(within(sezione).getByText('Media ponderata del magazzino'));
    await waitFor(() => expect(salvati).toEqual(['media_ponderata']));
    expect(await screen.findByText('Base del food cost salvata')).toBeInTheDocument();
    await waitFor(() => expect(within(sezione).getByRole('radio', { name: 'Media ponderata del magazzino' })).toBeChecked());
  });

  it("shows the server's message when saving fails, and keeps the saved basis", async () => {
    server.use(graphql.mutation('ImpostaBaseCosto', () => graphqlErrorResponse(MSG_SERVER, 'BAD_USER_INPUT')));
    const { user } = renderWithProviders(<BaseCostoSection />, { session: { user: makeUser('admin') } });
    const sezione = await screen.findByRole('region', { name: 'Base del Food Cost' });
    await waitFor(() => expect(within(sezione).getByRole('radio', { name: 'Ultimo prezzo' })).toBeChecked());
    await user.click(within(sezione).getByText('Media ponderata del magazzino'));
    expect(await screen.findByText(MSG_SERVER)).toBeInTheDocument();
    expect(within(sezione).getByRole('radio', { name: 'Ultimo prezzo' })).toBeChecked();
  });
});
