import { CHIAVE_LATTOSIO, type Analisi, type ObiettivoMancato, type ProfiloBilanciamento as ProfiloScienza, type RisultatoBilanciamento, type VoceLibreria } from '@gelatiere/scienza';
import type { ProfiloView } from './profilo.view.js';
import type {
  AnalisiMiscelaType,
  IngredienteLibreriaType,
  ObiettivoMancatoType,
  ObiettivoProfiloType,
  ProfiloAnalisiType,
  ProfiloBilanciamentoType,
  RisultatoBilanciamentoType,
} from './scienza.types.js';

/** Italian labels of the analysis keys, for messages. */
const ETICHETTE: Record<string, string> = {
  massa_kg: 'massa della miscela (kg)',
  acqua: 'acqua',
  solidi_totali: 'solidi totali',
  grassi: 'grassi',
  grassi_saturi: 'grassi saturi',
  slng: 'solidi magri del latte (SLNG)',
  zuccheri: 'zuccheri',
  saccarosio: 'saccarosio',
  glucosio: 'glucosio',
  fruttosio: 'fruttosio',
  lattosio: 'lattosio',
  maltosio: 'maltosio',
  proteine: 'proteine',
  fibre: 'fibre',
  alcol: 'alcol',
  sale: 'sale',
  stabilizzanti: 'stabilizzanti',
  altri_solidi: 'altri solidi',
  pod: 'POD',
  pac_totale: 'PAC',
  abs_pac: 'PAC assoluto',
  hf: 'fattore di durezza',
  temperatura_servizio: 'temperatura di servizio (°C)',
  sale_aggiunto: 'sale aggiunto',
  polioli: 'polioli',
  quota_destrosio: 'destrosio sugli zuccheri aggiunti (%)',
  quota_fruttosio: 'fruttosio sugli zuccheri aggiunti (%)',
};

const fmt = (x: number) => x.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/** What a missed target means and what would fix it, in Italian. */
export function messaggioMancato(m: ObiettivoMancato): string {
  const nome = ETICHETTE[m.chiave] ?? m.chiave;
  if (m.chiave === 'massa_kg') {
    return `La massa richiesta (${fmt(m.min ?? 0)} kg) non è raggiungibile con i limiti delle righe: al massimo ${fmt(m.valore)} kg. Sblocca qualche riga o allarga i minimi e i massimi.`;
  }
  if (m.chiave === CHIAVE_LATTOSIO) {
    return `Controllo del lattosio (Hyde–Rothwell) non rispettato: SLNG ${fmt(m.valore)} oltre il massimo di ${fmt(m.max ?? 0)} (scarto ${fmt(m.scarto)}); il lattosio rischia di cristallizzare (gelato sabbioso). Riduci il latte in polvere o aumenta l'acqua.`;
  }
  const sotto = m.min !== null && m.valore < m.min;
  if (m.chiave === 'temperatura_servizio') {
    return sotto
      ? `Temperatura di servizio ${fmt(m.valore)} °C, più fredda del minimo di ${fmt(m.min!)} °C: il gelato è troppo morbido. Riduci gli zuccheri che abbassano il punto di congelamento (destrosio, invertito) o aumenta i solidi.`
      : `Temperatura di servizio ${fmt(m.valore)} °C, più calda del massimo di ${fmt(m.max!)} °C: il gelato è troppo duro. Aumenta il PAC (destrosio, zucchero invertito) o sblocca le righe degli zuccheri.`;
  }
  const limite = sotto ? `sotto il minimo di ${fmt(m.min!)}` : `sopra il massimo di ${fmt(m.max!)}`;
  const rimedio = sotto
    ? `Aggiungi un ingrediente che ne apporti di più (anche tra i candidati) o sblocca le righe che lo contengono.`
    : `Riduci o sblocca gli ingredienti che ne apportano di più, o aggiungi un candidato che lo diluisca.`;
  return `${nome.charAt(0).toUpperCase()}${nome.slice(1)}: ${fmt(m.valore)}, ${limite} (scarto ${fmt(m.scarto)}). ${rimedio}`;
}

const obiettiviList = (o: Record<string, { min: number | null; max: number | null } | undefined>): ObiettivoProfiloType[] =>
  Object.entries(o)
    .filter((e): e is [string, { min: number | null; max: number | null }] => !!e[1])
    .map(([chiave, r]) => ({ chiave, min: r.min, max: r.max }));

export const profiloToGraphql = (p: ProfiloView): ProfiloBilanciamentoType => ({
  id: p.id,
  nome: p.nome,
  obiettivi: obiettiviList(p.obiettivi),
  temperaturaServizio: p.temperaturaServizio,
  predefinito: p.predefinito,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

const profiloAnalisiToGraphql = (p: ProfiloScienza | null): ProfiloAnalisiType | null =>
  p ? { id: p.id, nome: p.nome, obiettivi: obiettiviList(p.obiettivi), temperaturaServizio: p.temperatura_servizio } : null;

export function analisiToGraphql(a: Analisi): AnalisiMiscelaType {
  const c = a.composizione;
  return {
    massaKg: a.massa_kg,
    composizione: {
      acqua: c.acqua,
      solidiTotali: c.solidi_totali,
      grassi: c.grassi,
      grassiSaturi: c.grassi_saturi,
      slng: c.slng,
      zuccheri: c.zuccheri,
      saccarosio: c.saccarosio,
      glucosio: c.glucosio,
      fruttosio: c.fruttosio,
      lattosio: c.lattosio,
      maltosio: c.maltosio,
      proteine: c.proteine,
      fibre: c.fibre,
      alcol: c.alcol,
      sale: c.sale,
      saleAggiunto: c.sale_aggiunto,
      polioli: c.polioli,
      stabilizzanti: c.stabilizzanti,
      altriSolidi: c.altri_solidi,
    },
    pacTotale: a.pac_totale,
    pacSaliLatte: a.pac_sali_latte,
    hf: a.hf,
    pod: a.pod,
    absPac: a.abs_pac,
    puntoCongelamento: a.punto_congelamento,
    temperaturaServizio: a.temperatura_servizio,
    durezzaVetrina: { puntoVenditaId: a.durezza_vetrina.punto_vendita_id, temperatura: a.durezza_vetrina.temperatura, percentuale: a.durezza_vetrina.percentuale },
    densitaMix: a.densita_mix,
    copertura: { percentuale: a.copertura.percentuale, ingredientiSenzaComposizione: a.copertura.ingredienti_senza_composizione },
    curva: a.curva.map((p) => ({ x: p.x, temperatura: p.temperatura, temperaturaDurezza: p.temperatura_durezza })),
    controlli: a.controlli,
    profilo: profiloAnalisiToGraphql(a.profilo),
    foodCost: a.food_cost,
  };
}

const mancatoToGraphql = (m: ObiettivoMancato): ObiettivoMancatoType => ({ ...m, messaggio: messaggioMancato(m) });

export const risultatoToGraphql = (r: RisultatoBilanciamento): RisultatoBilanciamentoType => ({
  fattibile: r.fattibile,
  righe: r.righe.map((x) => ({ ingredienteId: x.ingrediente_id, quantita: x.quantita, unita: x.unita, ruolo: x.ruolo })),
  analisi: analisiToGraphql(r.analisi),
  foodCost: r.food_cost,
  obiettiviMancati: r.obiettivi_mancati.map(mancatoToGraphql),
  vincoliAttivi: r.vincoli_attivi,
});

/** A balancing answer as REST shows it: the package's (issue 11) plus an Italian message per missed target. */
export const risultatoConMessaggi = (r: RisultatoBilanciamento) => ({
  ...r,
  obiettivi_mancati: r.obiettivi_mancati.map((m) => ({ ...m, messaggio: messaggioMancato(m) })),
});

const z = (x: number | null) => x ?? 0;

export const voceLibreriaToGraphql = (v: VoceLibreria): IngredienteLibreriaType => ({
  codice: v.codice,
  nome: v.nome,
  descrizione: v.descrizione,
  unitaMisura: v.unita_misura,
  fonte: v.fonte,
  allergeni: v.allergeni,
  calorie: z(v.calorie),
  carboidrati: z(v.carboidrati),
  zuccheri: z(v.zuccheri),
  grassi: z(v.grassi),
  proteine: z(v.proteine),
  sale: z(v.sale),
  acqua: z(v.acqua),
  grassiSaturi: z(v.grassi_saturi),
  fibre: z(v.fibre),
  slng: z(v.slng),
  saccarosio: z(v.saccarosio),
  glucosio: z(v.glucosio),
  fruttosio: z(v.fruttosio),
  lattosio: z(v.lattosio),
  maltosio: z(v.maltosio),
  alcol: z(v.alcol),
  burroCacao: z(v.burro_cacao),
  solidiCacao: z(v.solidi_cacao),
  grassiFruttaSecca: z(v.grassi_frutta_secca),
  stabilizzanti: z(v.stabilizzanti),
  densita: v.densita,
  sciroppoGlucosio: v.sciroppo_glucosio ?? null,
  de: v.de ?? null,
  eritritolo: v.eritritolo ?? null,
  maltitolo: v.maltitolo ?? null,
  sorbitolo: v.sorbitolo ?? null,
  trealosio: v.trealosio ?? null,
  inulina: v.inulina ?? null,
  polidestrosio: v.polidestrosio ?? null,
  sucralosio: v.sucralosio ?? null,
  glicosidiSteviolo: v.glicosidi_steviolo ?? null,
  pac: v.pac,
  pod: v.pod,
});
