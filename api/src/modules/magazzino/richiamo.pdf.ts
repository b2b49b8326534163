import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { documentoGelatiere, renderPdf } from '../../common/pdf.js';
import type { ImpostazioniLaboratorio } from '../config/laboratorio.schema.js';
import type { RichiamoView } from './richiamo.schema.js';
import { dataIt, dato, indirizzoCompleto, numeroIt, testa } from './stampa.js';

/**
 * The printable recall report of an ingredient lot, for the business and the inspector (Reg. (EC)
 * 178/2002): the food business operator who keeps it (Art. 18: the traceability system of that
 * operator); the lot and the ingredient; one step back (Art. 18.2: the supplier who supplied it, with
 * its VAT number, registered office and contacts; every receipt with date, document number, quantity,
 * expiry and delivery temperature, and its supplier when the lot came from more than one); one step
 * forward (Art. 18.3: every production that used it, the sales point it went to and its address, date, flavour, kg, the production lot printed on its labels, Art. 18.4); the quantities
 * received and used; and a box for the withdrawal and the notice to the authority (Art. 19.1, 19.3).
 */

const it = numeroIt;

export function richiamoDocumento(r: RichiamoView, lab: Pick<ImpostazioniLaboratorio, 'ragioneSociale' | 'indirizzo' | 'partitaIva'>): ReturnType<typeof documentoGelatiere> {
  const u = r.ingrediente.unitaMisura;
  const punti = [...new Map(r.produzioni.map((p) => [p.puntoVenditaId, p.puntoVenditaIndirizzo ? `${p.puntoVenditaNome} (${p.puntoVenditaIndirizzo})` : p.puntoVenditaNome])).values()];
  // a lot code is the supplier's: the same code from two suppliers is two lots, each receipt names its own
  const piuFornitori = r.fornitori.length > 1;
  const nomeFornitore = new Map(r.fornitori.map((f) => [f.id, f.ragioneSociale]));
  const fornitore = (f: RichiamoView['fornitori'][number]): Content[] => [
    dato('Fornitore', f.ragioneSociale),
    dato('Partita IVA', f.partitaIva ?? 'non registrata'),
    dato('Sede', indirizzoCompleto(f)),
    dato('Contatti', [f.telefono, f.email].filter(Boolean).join(' · ') || '—'),
  ];
  const content: Content[] = [
    { text: 'Operatore del settore alimentare', style: 'sezione' },
    dato('Ragione sociale', lab.ragioneSociale ?? 'non impostata (Impostazioni, Laboratorio)'),
    dato('Indirizzo', lab.indirizzo ?? '—'),
    dato('Partita IVA', lab.partitaIva ?? '—'),

    { text: 'Lotto oggetto del rapporto', style: 'sezione' },
    dato('Ingrediente', r.ingrediente.nome),
    dato('Lotto', r.lotto),
    dato('Scadenza', dataIt(r.ricevimento?.scadenza ?? null)),
    dato('Quantità ricevuta', `${it(r.quantitaRicevuta, 4)} ${u}`),
    dato('Quantità usata in produzione', `${it(r.quantitaUsata, 4)} ${u}`),

    { text: 'Un passo indietro: fornitore e ricevimento (art. 18.2)', style: 'sezione' },
    ...(r.fornitori.length > 0
      ? [
          ...r.fornitori.flatMap((f, i) => (i === 0 ? fornitore(f) : [{ text: '', margin: [0, 3, 0, 0] } as Content, ...fornitore(f)])),
          {
            table: {
              headerRows: 1,
              widths: piuFornitori ? ['auto', '*', '*', 'auto', 'auto', 'auto'] : ['auto', '*', 'auto', 'auto', 'auto'],
              body: [
                [
                  testa('Data'),
                  ...(piuFornitori ? [testa('Fornitore')] : []),
                  testa('Documento (DDT / fattura)'),
                  testa('Quantità', 'right'),
                  testa('Scadenza'),
                  testa('T consegna', 'right'),
                ],
                ...r.ricevimenti.map((x): TableCell[] => [
                  dataIt(x.data),
                  ...(piuFornitori ? [nomeFornitore.get(x.fornitoreId) ?? '—'] : []),
                  x.numeroDocumento,
                  { text: `${it(x.quantita, 4)} ${u}`, alignment: 'right' },
                  dataIt(x.scadenza),
                  { text: x.temperatura === null ? '—' : `${it(x.temperatura, 1)} °C`, alignment: 'right' },
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
            margin: [0, 4, 0, 0],
          } as Content,
        ]
      : [{ text: 'Il lotto non risulta da alcun ricevimento registrato: fornitore non rintracciabile nel sistema.', bold: true, color: '#b91c1c' } as Content]),

    { text: 'Un passo avanti: produzioni e punti vendita (art. 18.3)', style: 'sezione' },
    r.produzioni.length === 0
      ? { text: 'Nessuna produzione ha usato questo lotto.' }
      : ({
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: ['auto', '*', '*', 'auto', 'auto', 'auto'],
            body: [
              [testa('Data'), testa('Punto vendita'), testa('Gusto'), testa('Prodotti', 'right'), testa('Lotto usato', 'right'), testa('Lotto di produzione')],
              ...r.produzioni.map((p): TableCell[] => [
                dataIt(p.data),
                p.puntoVenditaNome,
                `${p.gustoNome} (ricetta v${p.versioneRicetta})`,
                { text: `${it(p.quantitaKg)} kg`, alignment: 'right' },
                { text: `${it(p.quantitaIngrediente, 4)} ${u}`, alignment: 'right' },
                { text: p.lottoProduzione, bold: true },
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
        } as Content),
    ...(punti.length > 0 ? [dato('Punti vendita coinvolti', punti.join(', '))] : []),

    { text: 'Ritiro, richiamo e comunicazione all’autorità (art. 19)', style: 'sezione' },
    {
      text: 'Se il lotto non è conforme ai requisiti di sicurezza: ritirare i prodotti dei lotti di produzione elencati, informare l’autorità competente (ASL) e, se i prodotti possono essere giunti al consumatore, informarlo del motivo del richiamo.',
      style: 'piccolo',
    },
    {
      table: {
        widths: ['*', '*'],
        body: [
          ['Motivo:', 'Data del ritiro:'],
          ['Autorità informata (ente, data, ora):', 'Firma del responsabile:'],
        ].map((riga) => riga.map((t): TableCell => ({ text: t, fontSize: 9, margin: [0, 4, 0, 18] }))),
      },
      margin: [0, 6, 0, 0],
    },
  ];
  return documentoGelatiere({
    titolo: `Rapporto di rintracciabilità — lotto ${r.lotto}`,
    sottotitolo: `${r.ingrediente.nome} · Reg. (CE) 178/2002, art. 18-19`,
    content,
  });
}

export const richiamoPdf = (r: RichiamoView, lab: Parameters<typeof richiamoDocumento>[1]) => renderPdf(richiamoDocumento(r, lab));
export const nomeFileRichiamo = (r: RichiamoView) => `richiamo_${r.ingrediente.nome}_${r.lotto}`;
