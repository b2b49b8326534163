/** Italian e-mail bodies (HTML with inline CSS for mail clients, plus a plain-text part). */
import { dataBreveIt, dataLungaIt, dataOraLungaRoma } from '../../common/dates.js';

export interface RenderedEmail {
  oggetto: string;
  html: string;
  testo: string;
}

export interface ProduzioneEmailData {
  id: number;
  /** yyyy-MM-dd */
  data: string;
  puntoVenditaNome: string | null;
  operatoreNome: string | null;
  note: string | null;
  righe: { gustoNome: string; quantitaKg: number }[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Header-safe single line (no CR/LF), bounded. */
export const oneLine = (s: string, max = 255) => s.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim().slice(0, max);

const kgFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 3 });
export const formatKg = (kg: number) => `${kgFormat.format(kg)} kg`;

/** 21/11/2026 */
export const formatDataBreve = dataBreveIt;
/** sabato 21 novembre 2026 */
export const formatDataLunga = dataLungaIt;

const C = {
  bg: '#f6f1ea',
  card: '#ffffff',
  accent: '#d9486b',
  text: '#3b2f2f',
  muted: '#7a6a64',
  line: '#eee4da',
  zebra: '#fbf7f2',
};

function layout(titolo: string, sottotitolo: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titolo)}</title>
</head>
<body style="margin:0;padding:0;background-color:${C.bg};font-family:Helvetica,Arial,sans-serif;color:${C.text};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${C.bg};padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${C.card};border-radius:10px;overflow:hidden;border:1px solid ${C.line};">
<tr><td style="background-color:${C.accent};padding:20px 24px;color:#ffffff;">
<h1 style="margin:0;font-size:22px;line-height:28px;font-weight:bold;color:#ffffff;">${escapeHtml(titolo)}</h1>
<p style="margin:4px 0 0 0;font-size:14px;line-height:20px;color:#ffffff;">${escapeHtml(sottotitolo)}</p>
</td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:20px;">
${body}
</td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid ${C.line};font-size:12px;line-height:16px;color:${C.muted};">
Messaggio inviato automaticamente da Gelatiere. Non rispondere a questa email.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The production e-mail: flavours and kg, total, date, sales point, operator, notes. No costs. */
export function renderProduzioneEmail(p: ProduzioneEmailData): RenderedEmail {
  const puntoVendita = p.puntoVenditaNome ?? 'Punto vendita non indicato';
  const operatore = p.operatoreNome ?? 'Non indicato';
  const dataBreve = formatDataBreve(p.data);
  const dataLunga = formatDataLunga(p.data);
  const totale = p.righe.reduce((s, r) => s + r.quantitaKg, 0);
  const oggetto = oneLine(`Produzione del ${dataBreve} — ${puntoVendita}`);

  const info = [
    ['Data', dataLunga],
    ['Punto vendita', puntoVendita],
    ['Operatore', operatore],
    ['Produzione n.', String(p.id)],
  ]
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:${C.muted};white-space:nowrap;vertical-align:top;">${escapeHtml(k!)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(v!)}</td></tr>`,
    )
    .join('\n');

  const righe = p.righe
    .map(
      (r, i) =>
        `<tr style="background-color:${i % 2 ? C.zebra : C.card};"><td style="padding:8px 12px;border-bottom:1px solid ${C.line};">${escapeHtml(r.gustoNome)}</td><td align="right" style="padding:8px 12px;border-bottom:1px solid ${C.line};white-space:nowrap;">${escapeHtml(formatKg(r.quantitaKg))}</td></tr>`,
    )
    .join('\n');

  const note = p.note?.trim()
    ? `<div style="margin-top:18px;padding:12px 14px;background-color:${C.zebra};border-left:4px solid ${C.accent};border-radius:4px;">
<div style="font-size:12px;color:${C.muted};text-transform:uppercase;letter-spacing:0.5px;margin-bottom:4px;">Note</div>
<div style="white-space:pre-wrap;">${escapeHtml(p.note.trim())}</div>
</div>`
    : '';

  const body = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-bottom:18px;font-size:14px;">
${info}
</table>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;font-size:14px;border:1px solid ${C.line};">
<thead><tr style="background-color:${C.bg};"><th align="left" style="padding:8px 12px;border-bottom:2px solid ${C.line};">Gusto</th><th align="right" style="padding:8px 12px;border-bottom:2px solid ${C.line};">Quantità</th></tr></thead>
<tbody>
${righe || `<tr><td colspan="2" style="padding:8px 12px;color:${C.muted};">Nessun gusto registrato</td></tr>`}
</tbody>
<tfoot><tr><td style="padding:10px 12px;font-weight:bold;border-top:2px solid ${C.line};">Totale (${p.righe.length} ${p.righe.length === 1 ? 'gusto' : 'gusti'})</td><td align="right" style="padding:10px 12px;font-weight:bold;border-top:2px solid ${C.line};white-space:nowrap;">${escapeHtml(formatKg(totale))}</td></tr></tfoot>
</table>
${note}`;

  const testo = [
    `Produzione del ${dataBreve} — ${puntoVendita}`,
    '',
    `Data: ${dataLunga}`,
    `Punto vendita: ${puntoVendita}`,
    `Operatore: ${operatore}`,
    `Produzione n.: ${p.id}`,
    '',
    'Gusti prodotti:',
    ...(p.righe.length ? p.righe.map((r) => `- ${r.gustoNome}: ${formatKg(r.quantitaKg)}`) : ['- nessun gusto registrato']),
    '',
    `Totale: ${formatKg(totale)}`,
    ...(p.note?.trim() ? ['', 'Note:', p.note.trim()] : []),
    '',
    '--',
    'Messaggio inviato automaticamente da Gelatiere.',
  ].join('\n');

  return { oggetto, html: layout(`Produzione del ${dataBreve}`, `${puntoVendita} · ${dataLunga}`, body), testo };
}

/** The test e-mail sent from the settings page. */
export function renderTestEmail(richiestaDa: string | null, quando: Date = new Date()): RenderedEmail {
  const dataOra = dataOraLungaRoma(quando);
  const oggetto = 'Email di test — Gelatiere';
  const chi = richiestaDa ? ` da ${richiestaDa}` : '';
  const body = `<p style="margin:0 0 12px 0;">Questa è un'email di prova inviata dalla pagina <strong>Configurazione Email</strong> di Gelatiere${escapeHtml(chi)}.</p>
<p style="margin:0;">Se la stai leggendo, l'invio delle email funziona correttamente.</p>`;
  const testo = [
    oggetto,
    '',
    `Questa è un'email di prova inviata dalla pagina Configurazione Email di Gelatiere${chi}.`,
    "Se la stai leggendo, l'invio delle email funziona correttamente.",
    '',
    `Inviata il ${dataOra}.`,
  ].join('\n');
  return { oggetto, html: layout('Email di test', dataOra, body), testo };
}

export interface OrdineFornitoreEmailData {
  numero: string;
  /** yyyy-MM-dd */
  data: string;
  fornitore: string;
  /** the laboratory's business name (settings), null when not set */
  ordinante: string | null;
  righe: { nome: string; quantita: string }[];
}

/** The purchase order to a supplier: the lines with quantities in the body, the order itself attached as PDF. */
export function renderOrdineFornitoreEmail(o: OrdineFornitoreEmailData): RenderedEmail {
  const chi = o.ordinante ?? 'Gelatiere';
  const oggetto = oneLine(`Ordine ${o.numero} del ${formatDataBreve(o.data)} — ${chi}`);
  const righeHtml = o.righe
    .map((r, i) => `<tr style="background-color:${i % 2 ? C.zebra : C.card};"><td style="padding:6px 8px;">${escapeHtml(r.nome)}</td><td style="padding:6px 8px;text-align:right;white-space:nowrap;"><strong>${escapeHtml(r.quantita)}</strong></td></tr>`)
    .join('\n');
  const body = `<p style="margin:0 0 12px 0;">Gentile ${escapeHtml(o.fornitore)},<br>vi inviamo l'ordine n. <strong>${escapeHtml(o.numero)}</strong> del ${escapeHtml(formatDataBreve(o.data))} (in allegato in PDF).</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid ${C.line};border-collapse:collapse;">
<tr><th align="left" style="padding:6px 8px;border-bottom:1px solid ${C.line};">Articolo</th><th align="right" style="padding:6px 8px;border-bottom:1px solid ${C.line};">Quantità</th></tr>
${righeHtml}
</table>
<p style="margin:12px 0 0 0;">Vi chiediamo di indicare lotto e scadenza di ogni articolo sul documento di trasporto. Grazie.<br>${escapeHtml(chi)}</p>`;
  const testo = [
    oggetto,
    '',
    `Gentile ${o.fornitore},`,
    `vi inviamo l'ordine n. ${o.numero} del ${formatDataBreve(o.data)} (in allegato in PDF).`,
    '',
    ...o.righe.map((r) => `- ${r.nome}: ${r.quantita}`),
    '',
    'Vi chiediamo di indicare lotto e scadenza di ogni articolo sul documento di trasporto. Grazie.',
    chi,
  ].join('\n');
  return { oggetto, html: layout(`Ordine ${o.numero}`, chi, body), testo };
}
