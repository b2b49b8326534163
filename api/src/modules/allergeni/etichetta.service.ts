import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { documentoGelatiere, mm, paginaMm, COLORI } from '../../common/pdf.js';
import type { RequestContext } from '../../common/context.js';
import { sqlUnits } from '../../common/units.js';
import { getGusto } from '../gusti/gusto.service.js';
import { allergeniDeiGustiDettaglio } from './allergeni-derivati.service.js';
import { allergeniNonDetti, calcolaEtichetta, type Etichetta } from './etichetta.js';

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
}

const num = (x: string | null) => (x === null ? null : Number(x));

/** The label of a flavour (every role may read it: no costs in it; operators only active flavours). */
export async function etichettaGusto(ctx: RequestContext, gustoId: number): Promise<Etichetta> {
  const gusto = await getGusto(ctx, gustoId);
  const [righe, allergeni] = await Promise.all([
    ctx.em.execute<RigaIngredienteRow[]>(
      `select i.nome, i.nome_etichetta, i.caratterizzante, i.unita_misura = 'pz' as a_pezzi, i.allergeni_dichiarati,
              sum(${sqlUnits.massaKg('r.quantita', 'r.unita', 'i.densita')}) as massa_kg,
              i.grassi, i.grassi_saturi, i.carboidrati, i.zuccheri, i.fibre, i.proteine, i.sale, i.alcol,
              array(select a.nome from ingredienti_allergeni ia join allergeni a on a.id = ia.allergene_id
                     where ia.ingrediente_id = i.id and ia.tipo = 'contiene' order by a.nome) as contiene
         from gusti_ingredienti r join ingredienti i on i.id = r.ingrediente_id
        where r.gusto_id = ? and r.quantita > 0 -- a line at 0 is not an ingredient (its allergens still count)
        group by i.id`,
      [gustoId],
    ),
    allergeniDeiGustiDettaglio(ctx.em, [gustoId]),
  ]);
  const a = allergeni.get(gustoId)!;
  return calcolaEtichetta({
    denominazione: gusto.nome,
    ingredienti: righe.map((r) => ({
      nome: r.nome,
      nomeEtichetta: r.nome_etichetta,
      caratterizzante: r.caratterizzante,
      aPezzi: r.a_pezzi,
      massaKg: Number(r.massa_kg),
      contiene: r.contiene,
      grassi: num(r.grassi),
      grassiSaturi: num(r.grassi_saturi),
      carboidrati: num(r.carboidrati),
      zuccheri: num(r.zuccheri),
      fibre: num(r.fibre),
      proteine: num(r.proteine),
      sale: num(r.sale),
      alcol: num(r.alcol),
    })),
    allergeni: a.allergeni.map((x) => x.nome),
    manuali: a.manuali,
    tracce: a.tracce,
    nonDichiarati: righe.filter((r) => !r.allergeni_dichiarati).map((r) => r.nome),
  });
}

export type MisuraEtichetta = '100x70' | 'a6';

const QUID = (p: number) => `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(p)}%`;

/** The ingredient list as pdfmake runs: allergens in bold (Art. 21), QUID percentages, traces. */
function testoIngredienti(e: Etichetta): Content[] {
  const runs: Content[] = [{ text: 'Ingredienti: ', bold: true }];
  e.ingredienti.forEach((i, n) => {
    runs.push({ text: i.nome, bold: i.allergene });
    if (i.allergene) {
      const nonDetti = allergeniNonDetti(i.nome, i.allergeni);
      if (nonDetti.length > 0) runs.push({ text: ` (${nonDetti.join(', ').toLowerCase()})`, bold: true });
    }
    if (i.quid && i.percentuale !== null) runs.push({ text: ` ${QUID(i.percentuale)}` });
    runs.push({ text: n === e.ingredienti.length - 1 ? '.' : ', ' });
  });
  return runs;
}

/** Label PDF: 100×70 mm (default) or A6, allergens in bold, nutrition per 100 g. */
export function etichettaPdf(e: Etichetta, misura: MisuraEtichetta = '100x70'): TDocumentDefinitions {
  const piccola = misura === '100x70';
  const fs = piccola ? 6.5 : 8;
  const manuali = e.allergeni.filter((a) => !e.ingredienti.some((i) => i.allergeni.includes(a)));
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
        riga('Fibre', n.fibre),
        riga('Proteine', n.proteine),
        riga('Sale', n.sale),
      ],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.6 : 0.2),
      vLineWidth: () => 0,
      hLineColor: () => COLORI.linea,
      paddingTop: () => 0.6,
      paddingBottom: () => 0.6,
      paddingLeft: () => 1,
      paddingRight: () => 1,
    },
  };
  const testo: Content[] = [
    { text: testoIngredienti(e), fontSize: fs, margin: [0, 0, 0, 2] },
    ...(manuali.length > 0 ? [{ text: [{ text: 'Contiene: ' }, { text: manuali.join(', ').toLowerCase(), bold: true }], fontSize: fs } as Content] : []),
    ...(e.tracce.length > 0 ? [{ text: [{ text: 'Può contenere: ' }, { text: e.tracce.join(', ').toLowerCase(), bold: true }], fontSize: fs } as Content] : []),
  ];
  const content: Content = piccola
    ? {
        stack: [
          { text: e.denominazione, bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
          { columns: [{ width: '*', stack: testo }, { width: mm(46), stack: [tabella] }], columnGap: mm(3) },
        ],
      }
    : {
        stack: [
          { text: e.denominazione, bold: true, fontSize: 14, margin: [0, 0, 0, 6] },
          ...testo,
          { text: '', margin: [0, 4, 0, 0] },
          tabella,
          { text: 'Conservare a −18 °C. Una volta scongelato non ricongelare.', fontSize: fs - 1, color: COLORI.tenue, margin: [0, 6, 0, 0] },
        ],
      };
  return documentoGelatiere({
    titolo: e.denominazione,
    titoloDocumento: `Etichetta ${e.denominazione}`,
    intestazione: false,
    formato: piccola ? paginaMm(100, 70) : 'A6',
    orientamento: piccola ? 'landscape' : 'portrait',
    margini: piccola ? [mm(4), mm(4), mm(4), mm(4)] : [mm(7), mm(7), mm(7), mm(7)],
    content,
  });
}
