import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { COLORI, dataOraRoma, documentoGelatiere, renderPdf } from '../../common/pdf.js';
import { gradi } from './haccp.descrizione.js';
import type { RegistroView } from './haccp.schema.js';

const MESE = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'novembre 2026' of 'yyyy-MM'. */
export const meseIt = (mese: string) => MESE.format(new Date(`${mese}-01T00:00:00Z`));

const TIPO_DISPOSITIVO: Record<string, string> = { freezer: 'Freezer', vetrina: 'Vetrina', abbattitore: 'Abbattitore', pastorizzatore: 'Pastorizzatore', cella: 'Cella frigorifera' };
const TIPO_REGISTRAZIONE: Record<string, string> = {
  lettura: 'Temperatura',
  pastorizzazione: 'Pastorizzazione',
  abbattimento: 'Abbattimento',
  pulizia: 'Pulizia',
  controllo_merci: 'Controllo merci',
  azione_correttiva: 'Azione correttiva',
};

const th = (text: string): TableCell => ({ text, style: 'intestazioneTabella' });
const piccolo = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, fontSize: 8, ...extra });

/** The corrective action of a record: its own, the alert's closing record, or the alert still open. */
const azioneDi = (x: RegistroView['registrazioni'][number]) =>
  x.azioneCorrettiva ?? (x.chiusaDa ? `vedi la n. ${x.chiusaDa}` : x.fuoriLimiti ? 'ALLARME APERTO: azione correttiva da registrare' : '—');

export const nomeFileRegistro = (r: RegistroView) => `registro-haccp-${r.puntoVenditaNome}-${r.mese}`;

/**
 * The monthly HACCP register as an A4 landscape PDF (Reg. (EC) 852/2004 Art. 5(2)(c)-(g)): the
 * critical control points and their limits, the monitoring records with signer and time, every
 * corrective action, the verification of the tamper-evident chain and the open alerts.
 */
export async function registroPdf(r: RegistroView): Promise<Buffer> {
  const v = r.verifica;
  const esitoCatena = v.integra
    ? `Catena integra: ${v.registrazioni} registrazioni del punto vendita verificate (SHA-256 di ogni registrazione e della precedente).`
    : `CATENA INTERROTTA alla registrazione n. ${v.primaRottaId} (posizione ${v.primaRottaSeq}): ${v.motivo}.`;
  const dispositivi: Content = r.dispositivi.length
    ? {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [th('Punto di controllo'), th('Tipo'), th('Limiti critici'), th('Frequenza delle letture'), th('Codice sensore')],
            ...r.dispositivi.map((d) => [
              d.nome,
              TIPO_DISPOSITIVO[d.tipo] ?? d.tipo,
              d.tipo === 'pastorizzatore' ? `programma ≥ ${gradi(d.temperaturaMin)} per ${d.mantenimentoMinimoS ?? 15} s` : `${gradi(d.temperaturaMin)} … ${gradi(d.temperaturaMax)}`,
              d.tipo === 'pastorizzatore' ? 'a ogni ciclo' : `ogni ${d.frequenzaOre} ore`,
              d.codice ?? '—',
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      }
    : { text: 'Nessun dispositivo registrato.', style: 'piccolo' };
  const registrazioni: Content = r.registrazioni.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['auto', 'auto', 'auto', '*', 'auto', '*', 'auto'],
          body: [
            [th('N.'), th('Data e ora'), th('Controllo'), th('Registrazione'), th('Esito'), th('Azione correttiva'), th('Firma')],
            ...r.registrazioni.map((x) => [
              piccolo(`${x.id}`),
              piccolo(dataOraRoma(x.misurataIl), { noWrap: true }),
              piccolo(TIPO_REGISTRAZIONE[x.tipo] ?? x.tipo),
              piccolo(`${x.descrizione}${x.correggeId ? ` — corregge la n. ${x.correggeId}` : ''}`),
              x.fuoriLimiti ? piccolo('FUORI LIMITI', { bold: true, color: '#b00020', noWrap: true }) : piccolo(x.tipo === 'azione_correttiva' ? '—' : 'Conforme'),
              piccolo(azioneDi(x), x.fuoriLimiti && !x.azioneCorrettiva && !x.chiusaDa ? { bold: true, color: '#b00020' } : {}),
              piccolo(`${x.firmatoDa}\nregistrata ${dataOraRoma(x.registrataIl)}`),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      }
    : { text: 'Nessuna registrazione nel mese.', style: 'piccolo' };
  const def = documentoGelatiere({
    titolo: `Registro HACCP — ${r.puntoVenditaNome}`,
    sottotitolo: `Mese di ${meseIt(r.mese)} · Reg. (CE) 852/2004, art. 5`,
    orientamento: 'landscape',
    content: [
      { text: 'Verifica del registro', style: 'sezione' },
      { text: esitoCatena, bold: !v.integra, color: v.integra ? COLORI.testo : '#b00020' },
      {
        text: `Registrazioni nel mese: ${r.registrazioni.length} · fuori limiti: ${r.fuoriLimiti} · allarmi dei sensori ancora aperti: ${r.allarmiAperti}`,
        margin: [0, 4, 0, 0],
      },
      { text: 'Punti di controllo e limiti critici', style: 'sezione' },
      dispositivi,
      { text: 'Registrazioni (monitoraggio, cicli, pulizie, controlli e azioni correttive)', style: 'sezione' },
      registrazioni,
      {
        text:
          'Le registrazioni non si modificano né si cancellano: una correzione è una nuova registrazione che indica quella corretta. ' +
          'Ogni registrazione porta la firma di chi l’ha eseguita, l’ora della misura e quella della registrazione.',
        style: 'piccolo',
        margin: [0, 10, 0, 0],
      },
    ],
  });
  return renderPdf(def);
}
