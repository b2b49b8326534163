import { graphql, HttpResponse } from 'msw';
import type {
  AnalyticsCardsQuery,
  AnalyticsConfrontoQuery,
  AnalyticsIngredientiQuery,
  AnalyticsMarginiQuery,
  AnalyticsOpzioniQuery,
  AnalyticsTopGustiQuery,
} from '../../gql/graphql';
import { graphqlErrorResponse } from '../../testing/handlers';

/** msw handlers and data of the analytics page tests (operation names of ./operations.ts). */

export const OPZIONI: Required<AnalyticsOpzioniQuery> = {
  puntiVendita: [
    { id: 1, nome: 'Laboratorio Centrale', attivo: true },
    { id: 2, nome: 'Chiosco Mare', attivo: true },
  ],
  gusti: [
    { id: 10, nome: 'Fior di latte' },
    { id: 11, nome: 'Fragola' },
  ],
  categorieGusti: [
    { id: 1, nome: 'Creme' },
    { id: 2, nome: 'Frutta' },
  ],
  ingredienti: [
    { id: 100, nome: 'Latte intero' },
    { id: 101, nome: 'Zucchero' },
  ],
  utenti: [
    { id: 3, nome: 'Olga Operatrice', attivo: true },
    { id: 4, nome: 'Pietro Passato', attivo: false },
  ],
};

export function cardsData(conCosti: boolean): AnalyticsCardsQuery {
  return {
    analytics: {
      dashboard: {
        oggi: '2026-11-21',
        produzioneOggi: { kgTotale: 12.34, produzioni: 2, ...(conCosti ? { costoTotale: 45.6 } : {}) },
        produzioneMese: { kgTotale: 1234.56, produzioni: 31 },
        totali: { gustiAttivi: 17 },
      },
    },
  };
}

const mesi = (kg: number[]) => kg.map((kgTotale, i) => ({ mese: i + 1, kgTotale }));

export function confrontoData(conCosti: boolean): AnalyticsConfrontoQuery {
  const costi = (costoTotale: number, margine: number, margineFonte: string, margineStimato: number) => (conCosti ? { costoTotale, margine, margineFonte, margineStimato } : {});
  return {
    analytics: {
      // the running year as the server compares it (issue 34): both years from 1 January to today's day (21 November)
      confronto: {
        finoAOggi: true,
        annoCorrente: {
          anno: 2026,
          dataInizio: '2026-01-01',
          dataFine: '2026-11-21',
          kgTotale: 150.25,
          ...costi(320.5, 2980.4, 'reale', 3435.75),
          datiMensili: mesi([10, 20, 30, 40, 50.25, 0, 0, 0, 0, 0, 0]),
        },
        annoPrecedente: { anno: 2025, dataInizio: '2025-01-01', dataFine: '2025-11-21', kgTotale: 0, ...costi(0, 0, 'stimato', 0), datiMensili: mesi(Array(11).fill(0) as number[]) },
        variazioni: { kgPercentuale: null, ...(conCosti ? { costoPercentuale: -12.345, marginePercentuale: null, margineFonte: 'stimato' } : {}) },
      },
    },
  };
}

export const TOP_GUSTI: AnalyticsTopGustiQuery = {
  analytics: {
    topGusti: [
      { gustoId: 10, nome: 'Fior di latte', categoria: 'Creme', colore: '#ffffff', totaleKg: 80.26, percentuale: 53.4, mediaMensile: 16.05, trend: 'crescita' },
      { gustoId: 11, nome: 'Fragola', categoria: 'Frutta', colore: '#e63946', totaleKg: 50, percentuale: 33.3, mediaMensile: 10, trend: 'decrescita' },
      { gustoId: 12, nome: 'Limone', categoria: null, colore: '#f1e05a', totaleKg: 20, percentuale: 13.3, mediaMensile: 4, trend: 'stabile' },
    ],
  },
};

/** Top Gusti as admin and manager get them: with the margin and its source. */
export function conMargini(top: AnalyticsTopGustiQuery): AnalyticsTopGustiQuery {
  const margini: Record<number, [number, number, string]> = { 10: [1650.4, 20.56, 'reale'], 11: [980, 19.6, 'stimato'], 12: [410.5, 20.53, 'reale'] };
  return {
    analytics: {
      topGusti: top.analytics.topGusti.map((g) => {
        const [margine, margineKg, margineFonte] = margini[g.gustoId] ?? [0, null, 'stimato'];
        return { ...g, margine, margineKg, margineFonte };
      }),
    },
  };
}

const valori = (kg: number, kgVenduti: number, ricavo: number, costo: number, margineFonte: string) => ({
  kg,
  kgVenduti,
  ricavo,
  costo,
  margine: Math.round((ricavo - costo) * 100) / 100,
  margineKg: kg ? Math.round(((ricavo - costo) / kg) * 100) / 100 : null,
  marginePercentuale: ricavo ? Math.round(((ricavo - costo) / ricavo) * 10000) / 100 : null,
  margineFonte,
});

/** Fior di latte earns most in total, Pistacchio most per kg; Fragola is estimated. */
export const MARGINI: AnalyticsMarginiQuery = {
  analytics: {
    margini: {
      totale: valori(100, 80, 2900, 400, 'stimato'),
      gusti: [
        { gustoId: 10, nome: 'Fior di latte', categoria: 'Creme', colore: '#ffffff', ...valori(60, 60, 1800, 240, 'reale') },
        { gustoId: 11, nome: 'Fragola', categoria: 'Frutta', colore: '#e63946', ...valori(20, 0, 500, 100, 'stimato') },
        { gustoId: 13, nome: 'Pistacchio di Bronte DOP con granella', categoria: 'Creme', colore: '#93c572', ...valori(20, 20, 600, 60, 'reale') },
      ],
    },
  },
};

export function ingredientiData(conCosti: boolean): AnalyticsIngredientiQuery {
  const costo = (costoTotale: number) => (conCosti ? { costoTotale } : {});
  const gusti = (...nomi: string[]) => nomi.map((gustoNome, i) => ({ gustoId: i + 1, gustoNome }));
  return {
    analytics: {
      ingredienti: [
        { ingredienteId: 100, nome: 'Latte intero', consumoTotale: 60.04, unita: 'l', ...costo(72.05), trend: 'crescita', utilizzoGusti: gusti('Fior di latte', 'Stracciatella', 'Nocciola', 'Pistacchio', 'Cioccolato') },
        { ingredienteId: 101, nome: 'Zucchero', consumoTotale: 18.5, unita: 'kg', ...costo(18.5), trend: 'stabile', utilizzoGusti: gusti('Fragola', 'Limone', 'Fior di latte') },
        { ingredienteId: 102, nome: 'Uova', consumoTotale: 24, unita: 'pz', ...costo(6), trend: 'decrescita', utilizzoGusti: [] },
      ],
    },
  };
}

export type SezioneAnalytics = 'AnalyticsCards' | 'AnalyticsConfronto' | 'AnalyticsTopGusti' | 'AnalyticsIngredienti' | 'AnalyticsMargini' | 'AnalyticsPrevisione' | 'AnalyticsFoodCost';

/** The flavours' current food cost: at the last price, or lower at the stock's weighted average. */
export function foodCostData(media: boolean) {
  const riga = (gustoId: number, nome: string, colore: string, ultimo: number, medio: number, kg: number) => ({
    __typename: 'AnalyticsFoodCostGusto',
    gustoId,
    nome,
    categoria: 'Creme',
    colore,
    foodCostAttuale: media ? medio : ultimo,
    foodCostMedio: kg ? 2.5 : null,
    kgTotale: kg,
  });
  return { analytics: { __typename: 'Analytics', foodCostGusti: [riga(1, 'Pistacchio', '#93c572', 6.4, 5.9, 20), riga(2, 'Fior di latte', '#fffdf0', 2.8, 2.6286, 0)] } };
}

export interface Chiamata {
  operation: string;
  variables: Record<string, unknown>;
}

/**
 * Handlers of every analytics query; `falliti` sections answer with a GraphQL error; `chiamate`
 * collects the variables of each request.
 */
export function analyticsHandlers(options: { falliti?: SezioneAnalytics[]; chiamate?: Chiamata[]; topGusti?: AnalyticsTopGustiQuery; margini?: AnalyticsMarginiQuery } = {}) {
  const { falliti = [], chiamate = [], topGusti = TOP_GUSTI, margini = MARGINI } = options;
  const sezione = <T>(name: SezioneAnalytics | 'AnalyticsOpzioni', data: (vars: Record<string, unknown>) => T) =>
    graphql.query(name, ({ variables }) => {
      chiamate.push({ operation: name, variables });
      if (falliti.includes(name as SezioneAnalytics)) return graphqlErrorResponse('Errore interno', 'INTERNAL_SERVER_ERROR');
      return HttpResponse.json({ data: data(variables) as Record<string, unknown> });
    });
  return [
    sezione('AnalyticsOpzioni', (v) => {
      if (v.staff) return OPZIONI;
      return { puntiVendita: OPZIONI.puntiVendita, gusti: OPZIONI.gusti };
    }),
    sezione('AnalyticsCards', (v) => cardsData(Boolean(v.conCosti))),
    sezione('AnalyticsConfronto', (v) => confrontoData(Boolean(v.conCosti))),
    sezione('AnalyticsTopGusti', (v) => (v.conCosti ? conMargini(topGusti) : topGusti)),
    sezione('AnalyticsMargini', () => margini),
    sezione('AnalyticsIngredienti', (v) => ingredientiData(Boolean(v.conCosti))),
    sezione('AnalyticsFoodCost', (v) => foodCostData(v.baseCosto === 'media_ponderata')),
    sezione('AnalyticsPrevisione', (v) => ({
      accuratezzaPrevisioni: {
        __typename: 'AccuratezzaPrevisioni',
        puntoVenditaId: v.puntoVenditaId,
        wmapeModello: v.puntoVenditaId === 1 ? 34.4 : 29.4,
        wmapeIngenuo: v.puntoVenditaId === 1 ? 57.1 : 49.3,
        wmapeRegola4Settimane: v.puntoVenditaId === 1 ? 48.1 : 44.3,
        settimane: 8,
        giorni: 52,
      },
    })),
  ];
}
