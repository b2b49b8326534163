import { expect } from 'vitest';
import type { TestApp } from './app.js';

/**
 * The plan's settings of the plan tests: one 10 kg freezer of 15-minute cycles, 06:00–07:00, 5 kg
 * trays, 20 minutes of cleaning, gelato 2 days in the case, and the flavours always shown at their
 * sales point.
 */
export async function configuraPianoDiProva(t: TestApp, token: string, sempreEsposti: { punto_vendita_id: number; gusto_id: number }[]): Promise<void> {
  const cfg = await t.rest('PUT', '/api/piano/configurazione', {
    token,
    body: {
      mantecatori: [{ nome: 'Carpigiani 1', capacita_kg: 10, minuti_ciclo: 15 }],
      orario_inizio: '06:00',
      orario_fine: '07:00',
      kg_per_vaschetta: 5,
      minuti_pulizia: 20,
      giorni_vetrina_gelato: 2,
      gusti_sempre_esposti: sempreEsposti,
    },
  });
  expect(cfg.status, JSON.stringify(cfg.body)).toBe(200);
}
