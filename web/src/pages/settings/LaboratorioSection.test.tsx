import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/fixtures';
import { graphqlErrorResponse, laboratorioHandler } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { LaboratorioSection } from './LaboratorioSection';

const campo = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Impostazioni · Laboratorio', () => {
  it('shows the saved values (overruns in percent) and saves them as fractions', async () => {
    const inviati: unknown[] = [];
    server.use(
      laboratorioHandler({ capacitaMaxKg: 12 }),
      graphql.mutation('ImpostaLaboratorio', ({ variables }) => {
        inviati.push(variables.input);
        return HttpResponse.json({ data: { impostaLaboratorio: { __typename: 'ImpostazioniLaboratorio', ...(variables.input as object) } } });
      }),
    );
    const { user } = renderWithProviders(<LaboratorioSection />, { session: { user: makeUser('admin') } });
    await waitFor(() => expect(campo('Mantecatore: massimo kg per ciclo').value).toBe('12'));
    expect(campo('Overrun gelato (%)').value).toBe('30');
    expect(campo('Overrun sorbetti (%)').value).toBe('20');
    await user.clear(campo('Overrun sorbetti (%)'));
    await user.type(campo('Overrun sorbetti (%)'), '25,5');
    await user.clear(campo('Bilancia principale: risoluzione (g)'));
    await user.type(campo('Bilancia principale: risoluzione (g)'), '5');
    await user.click(screen.getByRole('button', { name: /Salva Laboratorio/ }));
    await waitFor(() => expect(inviati).toHaveLength(1));
    expect(inviati[0]).toEqual({
      capacitaMinKg: 2,
      capacitaMaxKg: 12,
      risoluzioneG: 5,
      risoluzionePrecisioneG: 0.1,
      sogliaPrecisioneG: 100,
      overrunGelato: 0.3,
      overrunSorbetto: 0.255,
      shelfLifeGelatoGiorni: 60,
      shelfLifeSorbettoGiorni: 60,
      // the label's operator, empty until set (the server stores '' as not set)
      ragioneSociale: '',
      indirizzo: '',
      partitaIva: '',
    });
  });

  it('refuses a minimum above the maximum and shows the server error', async () => {
    server.use(graphql.mutation('ImpostaLaboratorio', () => graphqlErrorResponse("L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %)", 'BAD_USER_INPUT')));
    const { user } = renderWithProviders(<LaboratorioSection />, { session: { user: makeUser('admin') } });
    await waitFor(() => expect(campo('Mantecatore: minimo kg per ciclo').value).toBe('2'));
    await user.clear(campo('Mantecatore: minimo kg per ciclo'));
    await user.type(campo('Mantecatore: minimo kg per ciclo'), '20');
    await user.click(screen.getByRole('button', { name: /Salva Laboratorio/ }));
    expect(await screen.findByText('La capacità minima del mantecatore non può superare la massima')).toBeInTheDocument();
    await user.clear(campo('Mantecatore: minimo kg per ciclo'));
    await user.type(campo('Mantecatore: minimo kg per ciclo'), '3');
    await user.click(screen.getByRole('button', { name: /Salva Laboratorio/ }));
    expect(await screen.findByText("L'overrun è una frazione tra 0 e 2 (es. 0.35 per il 35 %)")).toBeInTheDocument();
  });
});
