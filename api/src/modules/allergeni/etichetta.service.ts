import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { documentoGelatiere, mm, paginaMm, COLORI } from '../../common/pdf.js';
import type { RequestContext } from '../../common/context.js';
import { sqlUnits } from '../../common/units.js';
import { leggiLaboratorio } from '../config/laboratorio.service.js';
import { contestoGusto } from '../gusti/foglio-pesata.service.js';
import { getGusto } from '../gusti/gusto.service.js';
import { rigaDellaProduzione } from '../produzione/lotto.js';
import { allergeniDeiGustiDettaglio } from './allergeni-derivati.service.js';
import { calcolaEtichetta, type Etichetta } from './etichetta.js';

interface RigaIngredienteRow {
  nome: string;
  nome_etichetta: string | null;
  caratterizzante: boolean;
  a_pezzi: boolean;
  massa_kg: string;
  allergeni_dichiarati: boolean;
  contiene: string[];
  grassi: string | null;
  grassi_saturi: string | null;
  carboidrati: string | null;
  zuccheri: string | null;
  fibre: string | null;
  proteine: string | null;
  sale: string | null;
  alcol: string | null;
  polioli: string | null;
  eritritolo: string | null;
  ingredienti_composti: string | null;
  additivo_categoria: string | null;
  additivo_nome: string | null;
  additivo_e_numero: string | null;
  cacao: string | null;
}

const num = (x: string | null) => (x === null ? null : Number(x));

/** Storage conditions (Art. 25): a frozen food, never refrozen once thawed. */
export const CONSERVAZIONE = 'Conservare a −18 °C. Una volta scongelato, non ricongelare';

/** The complete EU label: the list and nutrition, and the particulars of Art. 9 printed around them. */
export interface EtichettaCompleta extends Etichetta {
  pesoNettoG: number | null;
  /** yyyy-MM-dd */
  daConsumarsiEntro: string;
  conservazione: string;
  operatore: { ragioneSociale: string | null; indirizzo: string | null; partitaIva: string | null };
  lotto: string | null;
}

/**
 * The sales name (Art. 17): "Gelato al pistacchio", "Sorbetto al limone" — the flavour type and its
 * name with the Italian articulated preposition; a name that already says the product ("Sorbetto al
 * cioccolato", "Granita …") is kept as it is.
 */
export function denominazioneDi(nome: string, sorbetto: boolean): string {
  const n = nome.trim();
  if (/^(gelato|sorbetto|granita|semifreddo)\b/i.test(n)) return n.charAt(0).toLocaleUpperCase('it-IT') + n.slice(1);
  const minuscolo = n.toLocaleLowerCase('it-IT');
  const prima = minuscolo.split(/\s+/)[0] ?? '';
  const vocale = /^[aeiouàèéìòù]/.test(prima);
  const lo = /^(z|y|x|gn|ps|pn|s[^aeiouàèéìòù])/.test(prima);
  let prep: string;
  if (vocale) prep = /i$/.test(prima) ? 'agli ' : "all'";
  else if (/a$/.test(prima)) prep = 'alla ';
  else if (/i$/.test(prima)) prep = lo ? 'agli ' : 'ai ';
  else prep = lo ? 'allo ' : 'al ';
  return `${sorbetto ? 'Sorbetto' : 'Gelato'} ${prep}${minuscolo}`;
}

export interface OpzioniEtichetta {
  pesoNettoG?: number | undefined;
  produzioneId?: number | undefined;
}

/**
 * The label of a flavour (every role may read it: no costs in it; operators only active flavours):
 * printed from a production line it carries that line's lot and its date counts the shelf life from
 * the production day; otherwise from today and no lot.
 */
export async function etichettaGusto(ctx: RequestContext, gustoId: number, opts: OpzioniEtichetta = {}): Promise<EtichettaCompleta> {
  const gusto = await getGusto(ctx, gustoId);
  const [righe, allergeni, contesto, lab, produzione] = await Promise.all([
    ctx.em.execute<RigaIngredienteRow[]>(
      `select i.nome, i.nome_etichetta, i.caratterizzante or bool_or(r.caratterizzante) as caratterizzante,
              i.unita_misura = 'pz' and i.peso_pezzo_g is null as a_pezzi, i.allergeni_dichiarati,
              sum(${sqlUnits.massaKg('r.quantita', 'r.unita', 'i.densita', 'i.peso_pezzo_g')}) as massa_kg,
              i.grassi, i.grassi_saturi, i.carboidrati, i.zuccheri, i.fibre, i.proteine, i.sale, i.alcol, i.eritritolo,
              case when coalesce(i.eritritolo, i.maltitolo, i.sorbitolo) is null then null
                   else coalesce(i.eritritolo, 0) + coalesce(i.maltitolo, 0) + coalesce(i.sorbitolo, 0) end as polioli,
              i.ingredienti_composti, i.additivo_categoria, i.additivo_nome, i.additivo_e_numero,
              case when i.burro_cacao is null and i.solidi_cacao is null then null else coalesce(i.burro_cacao, 0) + coalesce(i.solidi_cacao, 0) end as cacao,
              array(select a.nome from ingredienti_allergeni ia join allergeni a on a.id = ia.allergene_id
                     where ia.ingrediente_id = i.id and ia.tipo = 'contiene' order by a.nome) as contiene
         from gusti_ingredienti r join ingredienti i on i.id = r.ingrediente_id
        where r.gusto_id = ? and r.quantita > 0 -- a line at 0 is not an ingredient (its allergens still count)
        group by i.id`,
      [gustoId],
    ),
    allergeniDeiGustiDettaglio(ctx.em, [gustoId]),
    contestoGusto(ctx, gustoId),
    leggiLaboratorio(ctx.em),
    opts.produzioneId === undefined ? Promise.resolve(null) : rigaDellaProduzione(ctx.em, opts.produzioneId, gustoId),
  ]);
  const a = allergeni.get(gustoId)!;
  const durata = contesto.sorbetto ? lab.shelfLifeSorbettoGiorni : lab.shelfLifeGelatoGiorni;
  const [scadenza] = await ctx.em.execute<{ data: string }[]>(
    `select to_char(coalesce(?::date, (now() at time zone 'Europe/Rome')::date) + ?::int, 'YYYY-MM-DD') as data`,
    [produzione?.data ?? null, durata],
  );
  const e = calcolaEtichetta({
    denominazione: gusto.denominazione ?? denominazioneDi(gusto.nome, contesto.sorbetto),
    ingredienti: righe.map((r) => ({
      nome: r.nome,
      nomeEtichetta: r.nome_etichetta,
      caratterizzante: r.caratterizzante,
      aPezzi: r.a_pezzi,
      massaKg: Number(r.massa_kg),
      contiene: r.contiene,
      ingredientiComposti: r.ingredienti_composti,
      additivo: r.additivo_categoria ? { categoria: r.additivo_categoria, nome: r.additivo_nome, eNumero: r.additivo_e_numero } : null,
      cacao: num(r.cacao),
      grassi: num(r.grassi),
      grassiSaturi: num(r.grassi_saturi),
      carboidrati: num(r.carboidrati),
      zuccheri: num(r.zuccheri),
      fibre: num(r.fibre),
      proteine: num(r.proteine),
      sale: num(r.sale),
      alcol: num(r.alcol),
      polioli: num(r.polioli),
      eritritolo: num(r.eritritolo),
    })),
    allergeni: a.allergeni.map((x) => x.nome),
    manuali: a.manuali,
    tracce: a.tracce,
    nonDichiarati: righe.filter((r) => !r.allergeni_dichiarati).map((r) => r.nome),
  });
  const operatore = { ragioneSociale: lab.ragioneSociale, indirizzo: lab.indirizzo, partitaIva: lab.partitaIva };
  const avvisi = [
    ...e.avvisi,
    ...(operatore.ragioneSociale && operatore.indirizzo ? [] : ["Ragione sociale e indirizzo del laboratorio non impostati (Impostazioni › Laboratorio): obbligatori in etichetta"]),
    ...(opts.pesoNettoG === undefined ? ['Quantità netta non indicata: si scrive a mano sulla confezione'] : []),
  ];
  return {
    ...e,
    avvisi,
    pesoNettoG: opts.pesoNettoG ?? null,
    daConsumarsiEntro: scadenza!.data,
    conservazione: CONSERVAZIONE,
    operatore,
    lotto: produzione?.lotto ?? null,
  };
}

/** The JSON label (REST, snake_case). */
export const etichettaToRest = (e: EtichettaCompleta) => ({
  denominazione: e.denominazione,
  ingredienti: e.ingredienti,
  allergeni: e.allergeni,
  tracce: e.tracce,
  nutrizione: e.nutrizione,
  nutrizione_testo: e.nutrizione_testo,
  testo: e.testo,
  ingredienti_testo: e.testo,
  peso_netto_g: e.pesoNettoG,
  da_consumarsi_entro: e.daConsumarsiEntro,
  conservazione: e.conservazione,
  operatore: { ragione_sociale: e.operatore.ragioneSociale, indirizzo: e.operatore.indirizzo, partita_iva: e.operatore.partitaIva },
  lotto: e.lotto,
  avvisi: e.avvisi,
});

export type MisuraEtichetta = '100x70' | 'a4';

const dataIt = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const grammiIt = (g: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(g);

/**
 * One label's content, `larghezza` mm wide: the sales name, the ingredient list (allergens in bold,
 * Art. 21) beside the nutrition declaration per 100 g (Art. 30), then the net quantity in figures at
 * least 4 mm high (Annex IX point 1, Annex IV: 200 g < quantity ≤ 1 kg), the date (Art. 24, Annex X),
 * storage (Art. 25), the lot (Directive 2011/91/EU) and the operator (Art. 8, 9.1.h). Type is ≥ 6.5 pt:
 * Roboto's x-height is 0.53 em, 3.4 pt ≈ 1.2 mm (Art. 13.2, Annex IV).
 */
function contenutoEtichetta(e: EtichettaCompleta, larghezza: number): Content {
  const fs = 6.5;
  const riga = (etichetta: string, valore: string, rientro = false) => [
    { text: rientro ? `di cui ${etichetta}` : etichetta, fontSize: fs, margin: [rientro ? 5 : 0, 0, 0, 0] as [number, number, number, number] },
    { text: valore, fontSize: fs, alignment: 'right' as const },
  ];
  const n = e.nutrizione_testo;
  const tabella: Content = {
    table: {
      widths: ['*', 'auto'],
      headerRows: 1,
      body: [
        [
          { text: 'Valori nutrizionali medi', bold: true, fontSize: fs },
          { text: 'per 100 g', bold: true, fontSize: fs, alignment: 'right' },
        ],
        riga('Energia', n.energia),
        riga('Grassi', n.grassi),
        riga('acidi grassi saturi', n.grassi_saturi, true),
        riga('Carboidrati', n.carboidrati),
        riga('zuccheri', n.zuccheri, true),
        ...(n.polioli === null ? [] : [riga('polioli', n.polioli, true)]),
        riga('Fibre', n.fibre),
        riga('Proteine', n.proteine),
        riga('Sale', n.sale),
      ],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.6 : 0.2),
      vLineWidth: () => 0,
      hLineColor: () => COLORI.testo,
      paddingTop: () => 0.4,
      paddingBottom: () => 0.4,
      paddingLeft: () => 1,
      paddingRight: () => 1,
    },
  };
  // allergens in bold; the list's text keeps its case (the JSON gives them in capitals)
  const elenco: Content = { text: e.tratti.map((t) => ({ text: t.testo, bold: t.allergene })), fontSize: fs };
  const op = e.operatore;
  const operatore = [op.ragioneSociale, op.indirizzo, op.partitaIva ? `P.IVA ${op.partitaIva}` : null].filter(Boolean).join(' · ');
  return {
    columns: [{ width: mm(larghezza), stack: [
      { text: e.denominazione, bold: true, fontSize: 11, margin: [0, 0, 0, 2] },
      { columns: [{ width: '*', stack: [elenco] }, { width: mm(43), stack: [tabella] }], columnGap: mm(2.5) },
      {
        columns: [
          {
            width: 'auto',
            stack: [
              { text: 'Peso netto', fontSize: fs },
              { text: e.pesoNettoG === null ? '______ g' : `${grammiIt(e.pesoNettoG)} g`, bold: true, fontSize: 16 },
            ],
          },
          {
            width: '*',
            stack: [
              { text: [{ text: 'Da consumarsi preferibilmente entro il: ' }, { text: dataIt(e.daConsumarsiEntro), bold: true }], fontSize: fs + 0.5 },
              ...(e.lotto ? [{ text: [{ text: 'Lotto: ' }, { text: e.lotto, bold: true }], fontSize: fs + 0.5 }] : []),
              { text: `${e.conservazione}.`, fontSize: fs },
            ],
          },
        ],
        columnGap: mm(3),
        margin: [0, 3, 0, 1],
      },
      { text: operatore ? `Prodotto da: ${operatore}` : 'Prodotto da: ____________________________', fontSize: fs },
    ] }],
  };
}

/** A4 holds 8 labels in 2 columns × 4 rows of 105 × 74.25 mm (the common A4 sheet of 8). */
const A4 = { colonne: 2, righe: 4, larghezza: 105, altezza: 297 / 4, margine: 4 } as const;

/** Label PDF: one 100×70 mm label (thermal label printers) or an A4 sheet of 8 (with light cut marks). */
export function etichettaPdf(e: EtichettaCompleta, misura: MisuraEtichetta = '100x70'): TDocumentDefinitions {
  if (misura === '100x70') {
    return documentoGelatiere({
      titolo: e.denominazione,
      titoloDocumento: `Etichetta ${e.denominazione}`,
      intestazione: false,
      formato: paginaMm(100, 70),
      orientamento: 'landscape',
      margini: [mm(3.5), mm(3), mm(3.5), mm(2)],
      content: contenutoEtichetta(e, 93),
    });
  }
  const celle: Content[] = [];
  for (let r = 0; r < A4.righe; r++) {
    for (let c = 0; c < A4.colonne; c++) {
      celle.push({
        stack: [contenutoEtichetta(e, A4.larghezza - 2 * A4.margine)],
        absolutePosition: { x: mm(c * A4.larghezza + A4.margine), y: mm(r * A4.altezza + A4.margine) },
      } as Content);
    }
  }
  const tagli: Content = {
    canvas: [
      { type: 'line', x1: mm(A4.larghezza), y1: 0, x2: mm(A4.larghezza), y2: mm(297), lineWidth: 0.3, lineColor: COLORI.linea, dash: { length: 3 } },
      ...[1, 2, 3].map((r) => ({ type: 'line' as const, x1: 0, y1: mm(r * A4.altezza), x2: mm(210), y2: mm(r * A4.altezza), lineWidth: 0.3, lineColor: COLORI.linea, dash: { length: 3 } })),
    ],
    absolutePosition: { x: 0, y: 0 },
  } as Content;
  return documentoGelatiere({
    titolo: e.denominazione,
    titoloDocumento: `Etichette ${e.denominazione} (A4, 8 per foglio)`,
    intestazione: false,
    formato: 'A4',
    margini: [0, 0, 0, 0],
    content: [tagli, ...celle],
  });
}
