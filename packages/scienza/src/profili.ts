/** The default balancing profiles of DOMAIN.md ("Targets and balancing"), editable by the admin. */
import type { ProfiloBilanciamento } from './tipi.js';

const r = (min: number | null, max: number | null) => ({ min, max });

/**
 * Bounds of every default profile (DOMAIN.md): added salt ≤ 0.2 g per 100 g of mix (a gelato maker
 * never lowers the freezing point with salt), alcohol ≤ 3, dextrose ≤ 35 % and fructose ≤ 25 % of
 * the added sugars.
 */
export const LIMITI_COMUNI: ProfiloBilanciamento['obiettivi'] = {
  sale_aggiunto: r(null, 0.2),
  alcol: r(null, 3),
  quota_destrosio: r(null, 35),
  quota_fruttosio: r(null, 25),
};

const BASE_LATTE: ProfiloBilanciamento['obiettivi'] = {
  solidi_totali: r(32, 42),
  grassi: r(4, 8),
  slng: r(9, 12),
  zuccheri: r(18, 25),
  pod: r(15, 24),
  stabilizzanti: r(0.2, 0.5),
  ...LIMITI_COMUNI,
};

export const PROFILI_PREDEFINITI: ProfiloBilanciamento[] = [
  { nome: 'Gelato al latte e creme', obiettivi: { ...BASE_LATTE }, temperatura_servizio: r(-13, -11) },
  { nome: 'Cioccolato e frutta secca', obiettivi: { ...BASE_LATTE }, temperatura_servizio: r(-12, -10) },
  {
    nome: 'Sorbetto',
    obiettivi: { solidi_totali: r(28, 34), grassi: r(0, 1), slng: r(0, 1), zuccheri: r(22, 30), ...LIMITI_COMUNI },
    temperatura_servizio: r(-14, -12),
  },
];

/**
 * Profiles added for the sugar-free and vegan bases (issue 27): a vegan gelato has no milk solids
 * (its body comes from plant fats, fibres and sugars); a gelato without added sugars sweetens with
 * polyols and intense sweeteners, its sugars being the milk's lactose.
 */
export const PROFILI_AGGIUNTIVI: ProfiloBilanciamento[] = [
  {
    nome: 'Vegano',
    obiettivi: { solidi_totali: r(32, 42), grassi: r(4, 12), slng: r(0, 1), zuccheri: r(18, 27), pod: r(15, 24), stabilizzanti: r(0.2, 0.6), ...LIMITI_COMUNI },
    temperatura_servizio: r(-12, -10),
  },
  {
    nome: 'Senza zuccheri aggiunti',
    // no added sugars: the sugar-mix shares would be shares of almost nothing
    obiettivi: { solidi_totali: r(30, 40), grassi: r(4, 8), slng: r(9, 12), zuccheri: r(3, 9), polioli: r(8, 20), pod: r(12, 24), stabilizzanti: r(0.2, 0.6), sale_aggiunto: r(null, 0.2), alcol: r(null, 3) },
    temperatura_servizio: r(-13, -11),
  },
];
