import type { ControlloVista } from './ComposizioneTabella';
import type { PuntoCurvaVista } from './grafici';

/**
 * What the science screens read from an analysis (the GraphQL shape of `Analisi`, camelCase):
 * the generated operation types are assignable to it, and test fixtures are written in it.
 */
export interface ComposizioneVista {
  acqua: number;
  solidiTotali: number;
  grassi: number;
  grassiSaturi: number;
  slng: number;
  zuccheri: number;
  saccarosio: number;
  glucosio: number;
  fruttosio: number;
  lattosio: number;
  maltosio: number;
  proteine: number;
  fibre: number;
  alcol: number;
  sale: number;
  stabilizzanti: number;
  altriSolidi: number;
}

export interface AnalisiVista {
  massaKg: number;
  composizione: ComposizioneVista;
  pacTotale: number;
  pacSaliLatte: number;
  hf: number;
  pod: number;
  absPac: number;
  puntoCongelamento: number;
  temperaturaServizio: number;
  durezzaVetrina: { puntoVenditaId?: number | null; temperatura: number; percentuale?: number | null };
  densitaMix: number;
  copertura: { percentuale: number; ingredientiSenzaComposizione: readonly { id: number; nome: string }[] };
  curva: readonly PuntoCurvaVista[];
  controlli: readonly ControlloVista[];
  profilo?: { id?: number | null; nome: string } | null;
  foodCost: number;
}

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The analysis' values by the API's snake_case `chiave` (composition per 100 g, pod, pac_totale, …). */
export function valoriPerChiave(a: AnalisiVista): Record<string, number> {
  const valori: Record<string, number> = {};
  for (const [k, v] of Object.entries(a.composizione)) if (typeof v === 'number') valori[snake(k)] = v;
  valori.pod = a.pod;
  valori.pac_totale = a.pacTotale;
  valori.abs_pac = a.absPac;
  valori.hf = a.hf;
  valori.temperatura_servizio = a.temperaturaServizio;
  return valori;
}
