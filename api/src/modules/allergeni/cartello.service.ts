import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { COLORI, dataRoma, documentoGelatiere } from '../../common/pdf.js';
import { allergeniDeiGustiDettaglio } from './allergeni-derivati.service.js';
import { nomeAllergeneSpecifico } from './etichetta.js';

/** Default window of "on sale": flavours produced or loaded in the display case in the last 14 days. */
export const GIORNI_CARTELLO = 14;

export interface VoceCartello {
  gustoId: number;
  nome: string;
  /** catalogue names (the icons and the legend) */
  allergeni: string[];
  /** the same, named as on the label: "Frutta a guscio (pistacchi)" */
  nomiAllergeni: string[];
  tracce: string[];
}

export interface CartelloAllergeni {
  puntoVendita: { id: number; nome: string };
  /** null = every active flavour */
  giorni: number | null;
  /** nothing was produced or loaded there in the window: the sign lists every active flavour instead */
  senzaProduzioniRecenti: boolean;
  data: Date;
  gusti: VoceCartello[];
  /** the allergens of the catalogue shown in the legend (used on this sign): codice -> nome */
  legenda: { codice: string; nome: string }[];
}

/**
 * The flavours on sale at a sales point: active flavours produced there or loaded into its display
 * case in the last `giorni` days (Europe/Rome calendar, today included); `tutti` = every active
 * flavour. Each with its allergens (derived ∪ manual) and traces, by name.
 */
export async function cartelloAllergeni(ctx: RequestContext, puntoVenditaId: number, opts: { giorni?: number | undefined; tutti?: boolean | undefined } = {}): Promise<CartelloAllergeni> {
  const [pv] = await ctx.em.execute<{ id: number; nome: string }[]>('select id, nome from punti_vendita where id = ?', [puntoVenditaId]);
  if (!pv) throw notFound('Punto vendita non trovato');
  const richiesti = opts.tutti ? null : (opts.giorni ?? GIORNI_CARTELLO);
  const leggi = (giorni: number | null) =>
    ctx.em.execute<{ id: number; nome: string }[]>(
    giorni === null
      ? 'select g.id, g.nome from gusti g where g.attivo order by g.nome, g.id'
      : `select g.id, g.nome from gusti g
          where g.attivo and (
            exists (select 1 from produzione_righe pr join produzioni p on p.id = pr.produzione_id
                     where pr.gusto_id = g.id and p.punto_vendita_id = ?
                       and p.data > (now() at time zone 'Europe/Rome')::date - ?::int)
            or exists (select 1 from vetrina_carichi c
                        where c.gusto_id = g.id and c.punto_vendita_id = ?
                          and c.data > (now() at time zone 'Europe/Rome')::date - ?::int))
          order by g.nome, g.id`,
    giorni === null ? [] : [pv.id, giorni, pv.id, giorni],
  );
  let gusti = await leggi(richiesti);
  // a sales point with nothing produced or loaded lately (just opened, or supplied by hand): a sign must
  // still list what may be on sale, so every active flavour (issue 34, item 16)
  const senzaProduzioniRecenti = richiesti !== null && gusti.length === 0;
  if (senzaProduzioniRecenti) gusti = await leggi(null);
  const giorni = senzaProduzioniRecenti ? null : richiesti;
  const ids = gusti.map((g) => g.id);
  const [allergeni, catalogo, testi] = await Promise.all([
    allergeniDeiGustiDettaglio(ctx.em, ids),
    ctx.em.execute<{ codice: string; nome: string }[]>('select codice, nome from allergeni order by nome'),
    // the names and compound lists of the ingredients that contain gluten or nuts: the sign names the
    // cereal and the nut as the label does (Annex II points 1 and 8)
    ids.length === 0
      ? Promise.resolve([])
      : ctx.em.execute<{ gusto_id: number; nome: string; testi: string[] }[]>(
          `select r.gusto_id, a.nome, array_agg(concat_ws(' ', i.nome, i.nome_etichetta, i.ingredienti_composti)) as testi
             from gusti_ingredienti r
             join ingredienti_allergeni ia on ia.ingrediente_id = r.ingrediente_id and ia.tipo = 'contiene'
             join allergeni a on a.id = ia.allergene_id and a.codice in ('glutine', 'frutta_a_guscio')
             join ingredienti i on i.id = r.ingrediente_id
            where r.gusto_id in (${ids.map(() => '?').join(', ')}) and r.quantita > 0
            group by r.gusto_id, a.nome`,
          ids,
        ),
  ]);
  const testiDi = new Map(testi.map((t) => [`${t.gusto_id}|${t.nome}`, t.testi]));
  const voci = gusti.map((g) => {
    const a = allergeni.get(g.id)!;
    return {
      gustoId: g.id,
      nome: g.nome,
      allergeni: a.allergeni.map((x) => x.nome),
      nomiAllergeni: a.allergeni.map((x) => nomeAllergeneSpecifico(x.nome, testiDi.get(`${g.id}|${x.nome}`) ?? [])),
      tracce: a.tracce,
    };
  });
  const usati = new Set(voci.flatMap((v) => [...v.allergeni, ...v.tracce]));
  return { puntoVendita: pv, giorni, senzaProduzioniRecenti, data: new Date(), gusti: voci, legenda: catalogo.filter((c) => usati.has(c.nome)) };
}

/** Icon of each allergen of the EU list: a coloured badge with a short mark. */
const ICONE: Record<string, [sigla: string, colore: string]> = {
  glutine: ['GLU', '#b8860b'],
  crostacei: ['CRO', '#d9534f'],
  uova: ['UOV', '#e0a800'],
  pesce: ['PES', '#2f6fb5'],
  arachidi: ['ARA', '#8b4513'],
  soia: ['SOI', '#5b8c2a'],
  latte: ['LAT', '#3b8ed0'],
  frutta_a_guscio: ['FG', '#7a4a2a'],
  sedano: ['SED', '#3c9d4e'],
  senape: ['SEN', '#c49000'],
  sesamo: ['SES', '#a0784a'],
  solfiti: ['SO2', '#7d3c98'],
  lupini: ['LUP', '#d35400'],
  molluschi: ['MOL', '#138d75'],
};
const icona = (codice: string): [string, string] => ICONE[codice] ?? [codice.slice(0, 3).toUpperCase(), '#6b5a4e'];

function badge(codice: string, tenue = false): Content {
  const [sigla, colore] = icona(codice);
  return {
    table: { body: [[{ text: sigla, bold: true, fontSize: 7, color: tenue ? colore : '#ffffff', fillColor: tenue ? '#ffffff' : colore, alignment: 'center' }]] },
    layout: {
      hLineWidth: () => 0.8,
      vLineWidth: () => 0.8,
      hLineColor: () => colore,
      vLineColor: () => colore,
      paddingLeft: () => 2,
      paddingRight: () => 2,
      paddingTop: () => 0.5,
      paddingBottom: () => 0.5,
    },
    margin: [0, 0, 3, 2],
  };
}

/** A4 sign: every flavour on sale with its allergens (filled icons + names) and traces (outlined icons + names), dated. */
export function cartelloPdf(c: CartelloAllergeni): TDocumentDefinitions {
  const codiceDi = new Map(c.legenda.map((l) => [l.nome, l.codice]));
  const icone = (nomi: string[], tenue = false): Content =>
    nomi.length === 0 ? { text: '' } : { columns: nomi.map((n) => ({ width: 'auto', stack: [badge(codiceDi.get(n) ?? n, tenue)] })), columnGap: 0 };
  const testo = (nomi: string[], grassetto: boolean): Content =>
    nomi.length === 0 ? { text: 'nessuno', color: COLORI.tenue, fontSize: 9 } : { text: nomi.join(', '), bold: grassetto, fontSize: 9 };
  const periodo = c.senzaProduzioniRecenti
    ? 'Tutti i gusti attivi (nessuna produzione recente in questo punto vendita)'
    : c.giorni === null
      ? 'Tutti i gusti attivi'
      : `Gusti prodotti o esposti in vetrina negli ultimi ${c.giorni} ${c.giorni === 1 ? 'giorno' : 'giorni'}`;
  const righe = c.gusti.map((g) => [
    { text: g.nome, bold: true, fontSize: 11 },
    { stack: [icone(g.allergeni), testo(g.nomiAllergeni, true)] },
    { stack: [icone(g.tracce, true), testo(g.tracce, false)] },
  ]);
  const content: Content = [
    {
      text: 'Ai sensi del Reg. (UE) 1169/2011 e del D.Lgs. 231/2017: i gusti in vendita e gli allergeni che contengono. Per ogni informazione rivolgersi al personale.',
      fontSize: 9,
      color: COLORI.tenue,
      margin: [0, 0, 0, 8],
    },
    c.gusti.length === 0
      ? { text: 'Nessun gusto attivo: attiva i gusti in vendita per stampare il cartello.', italics: true }
      : {
          table: {
            headerRows: 1,
            // a flavour's row is never split across two pages (its allergens always beside its name)
            dontBreakRows: true,
            widths: ['28%', '42%', '30%'],
            body: [
              [
                { text: 'Gusto', style: 'intestazioneTabella' },
                { text: 'Contiene', style: 'intestazioneTabella' },
                { text: 'Può contenere (tracce)', style: 'intestazioneTabella' },
              ],
              ...righe,
            ],
          },
          layout: {
            hLineWidth: () => 0.5,
            vLineWidth: () => 0,
            hLineColor: () => COLORI.linea,
            paddingTop: () => 4,
            paddingBottom: () => 4,
          },
        },
    ...(c.legenda.length > 0
      ? [
          { text: 'Legenda', style: 'sezione' } as Content,
          {
            columns: [0, 1, 2].map((col) => ({
              width: '*',
              stack: c.legenda
                .filter((_, i) => i % 3 === col)
                .map((l) => ({ columns: [{ width: 'auto', stack: [badge(l.codice)] }, { width: '*', text: l.nome, fontSize: 9 }], columnGap: 2 })),
            })),
          } as Content,
          { text: 'Icona piena: contiene. Icona vuota: può contenere tracce.', style: 'piccolo', margin: [0, 4, 0, 0] } as Content,
        ]
      : []),
  ];
  return documentoGelatiere({
    titolo: `Allergeni — ${c.puntoVendita.nome}`,
    sottotitolo: `${periodo} · aggiornato al ${dataRoma(c.data)}`,
    titoloDocumento: `Cartello allergeni ${c.puntoVendita.nome}`,
    data: c.data,
    content,
  });
}

export const cartelloToRest = (c: CartelloAllergeni) => ({
  punto_vendita: c.puntoVendita,
  giorni: c.giorni,
  senza_produzioni_recenti: c.senzaProduzioniRecenti,
  data: c.data.toISOString(),
  gusti: c.gusti.map((g) => ({ gusto_id: g.gustoId, nome: g.nome, allergeni: g.nomiAllergeni, tracce: g.tracce })),
  legenda: c.legenda,
});
