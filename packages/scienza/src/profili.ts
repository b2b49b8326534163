/** The default balancing profiles of DOMAIN.md ("Targets and balancing"), editable by the admin. */
import type { ProfiloBilanciamento } from './tipi.js';

const r = (min: number | null, max: number | null) => ({ min, max });

const BASE_LATTE: ProfiloBilanciamento['obiettivi'] = {
  solidi_totali: r(32, 42),
  grassi: r(4, 8),
  slng: r(9, 12),
  zuccheri: r(18, 25),
  pod: r(15, 24),
  stabilizzanti: r(0.2, 0.5),
};

export const PROFILI_PREDEFINITI: ProfiloBilanciamento[] = [
  { nome: 'Gelato al latte e creme', obiettivi: { ...BASE_LATTE }, temperatura_servizio: r(-13, -11) },
  { nome: 'Cioccolato e frutta secca', obiettivi: { ...BASE_LATTE }, temperatura_servizio: r(-12, -10) },
  {
    nome: 'Sorbetto',
    obiettivi: { solidi_totali: r(28, 34), grassi: r(0, 1), slng: r(0, 1), zuccheri: r(22, 30) },
    temperatura_servizio: r(-14, -12),
  },
];
