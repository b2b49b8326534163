import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { startSmtpStub, type SmtpStub } from '../../../test/email-stubs.js';
import { getPdf, isPdf, pdfPagePng, pdfText, testoCompatto } from '../../../test/pdf.js';
import type { Ruolo } from '../../common/authz.js';
import { dataRomaIso } from '../../common/dates.js';
import { EmailWorker } from '../email/email.worker.js';

/**
 * Purchase orders to suppliers (issue 30), by hand. No display-case history, so the next 7 days'
 * need is 0 and to order = scorta minima − giacenza:
 *   Panna ordine   (kg, last price 4.20): scorta 10, stock 0        → 10 kg, 42,00 €
 *   Zucchero ordine (kg, last price 0.90): scorta 25, stock 5 (lot)  → 20 kg, 18,00 €
 *   Uova ordine    (pz, last price 0.25): scorta 30, stock 40       → nothing (not on the order)
 * total 60,00 €. Supplier "Latteria Ordini srl" (P.IVA 01234567890, Via dei Prati 3, 38100 Trento (TN)).
 */

let t: TestApp;
let tk: Record<Ruolo, string>;
let smtp: SmtpStub;
const id: Record<string, number> = {};
const oggi = dataRomaIso();
const numero = () => `ORD-${id.latteria}-${oggi.replaceAll('-', '')}`;

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ EMAIL_WORKER: 'false', EMAIL_SEND_TIMEOUT_MS: '5000' });
  tk = await t.tokens();
  const [latteria, muta] = await t.sql<{ id: number }>(
    `insert into fornitori (ragione_sociale, partita_iva, email, telefono, indirizzo, cap, comune, provincia)
     values ('Latteria Ordini srl', '01234567890', 'ordini@latteria.example', '0461 123456', 'Via dei Prati 3', '38100', 'Trento', 'TN'),
            ('Fornitore Muto spa', '09876543210', null, null, null, null, null, null) returning id`,
  );
  id.latteria = latteria!.id;
  id.muto = muta!.id;
  const ing = async (nome: string, unita: 'kg' | 'pz', costo: number, fornitore: number, scorta: number) => {
    const res = await t.rest('POST', '/api/ingredienti', { token: tk.admin, body: { nome, unita_misura: unita, costo_per_unita: costo, fornitore: 'Da collegare', calorie: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.sql('update ingredienti set fornitore_id = ? where id = ?', [fornitore, res.body.id]);
    expect((await t.rest('PUT', `/api/magazzino/scorte/${res.body.id}`, { token: tk.admin, body: { scorta_minima: scorta } })).status).toBe(200);
    return res.body.id as number;
  };
  id.panna = await ing('Panna ordine', 'kg', 4.2, id.latteria, 10);
  id.zucchero = await ing('Zucchero ordine', 'kg', 0.9, id.latteria, 25);
  id.uova = await ing('Uova ordine', 'pz', 0.25, id.latteria, 30);
  id.muta = await ing('Farina muta', 'kg', 1, id.muto, 5);
  const [r] = await t.sql<{ id: number }>(`insert into ricevimenti (fornitore_id, data, numero_documento) values (?, '2026-11-01', 'DDT 9') returning id`, [id.latteria]);
  await t.sql(
    `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario) values (?, ?, 'Z-9', '2027-12-31', 5, 0.9), (?, ?, 'U-1', '2027-01-31', 40, 0.25)`,
    [r!.id, id.zucchero, r!.id, id.uova],
  );
  await t.sql(
    `insert into configurazioni (chiave, valore) values ('laboratorio_ragione_sociale', 'Gelateria Artigiana srl'), ('laboratorio_indirizzo', 'Piazza Duomo 1, 20121 Milano (MI)'), ('laboratorio_partita_iva', '04723810216')
     on conflict (chiave) do update set valore = excluded.valore`,
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the purchase order PDF', () => {
  it('has the laboratory, the supplier with VAT number and address, number and date, the lines with unit and last price, the total', async () => {
    const { status, headers, pdf } = await getPdf(t, `/api/magazzino/riordino/${id.latteria}/pdf`, tk.manager);
    expect([status, headers['content-type'], isPdf(pdf)]).toEqual([200, 'application/pdf', true]);
    expect(headers['content-disposition']).toContain(`ordine_${numero()}_Latteria_Ordini_srl.pdf`);
    if (process.env.ORDINE_PNG) console.log(await pdfPagePng(pdf, { nome: 'ordine' }));
    const testo = testoCompatto(await pdfText(pdf));
    const dataIt = `${oggi.slice(8, 10)}/${oggi.slice(5, 7)}/${oggi.slice(0, 4)}`;
    for (const atteso of [
      `Ordine di acquisto ${numero()}`,
      'Ordinante',
      'Gelateria Artigiana srl',
      'Piazza Duomo 1, 20121 Milano (MI)',
      '04723810216',
      'Latteria Ordini srl',
      '01234567890',
      'Via dei Prati 3, 38100 Trento (TN)',
      'ordini@latteria.example · 0461 123456',
      `Data: ${dataIt}`,
      'Righe: 2',
      '1 Panna ordine 10 kg 4,20 €/kg 42,00 €',
      '2 Zucchero ordine 20 kg 0,90 €/kg 18,00 €',
      'Totale indicativo (IVA esclusa) 60,00 €',
      'lotto e la data di scadenza',
    ])
      expect(testo).toContain(atteso);
    expect(testo).not.toContain('Uova ordine');
  });

  it('formato=json gives the same order; an API key without costi:read gets quantities only', async () => {
    const res = await t.rest('GET', `/api/magazzino/riordino/${id.latteria}/pdf?formato=json` as `/api/magazzino/riordino/${number}/pdf`, { token: tk.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      numero: numero(),
      data: oggi,
      con_prezzi: true,
      fornitore: { ragione_sociale: 'Latteria Ordini srl', indirizzo: 'Via dei Prati 3', cap: '38100', comune: 'Trento', provincia: 'TN' },
      ordine: { totale_stimato: 60, righe: [{ nome: 'Panna ordine', da_ordinare: 10, costo_stimato: 42 }, { nome: 'Zucchero ordine', da_ordinare: 20, costo_stimato: 18 }] },
    });
    const chiave = await t.rest('POST', '/api/integrazioni/chiavi', { token: tk.admin, body: { nome: 'Acquisti', scopes: ['magazzino:read'] } });
    expect(chiave.status, JSON.stringify(chiave.body)).toBe(201);
    const { status, pdf } = await getPdf(t, `/api/magazzino/riordino/${id.latteria}/pdf`, chiave.body.chiave);
    expect(status).toBe(200);
    const testo = testoCompatto(await pdfText(pdf));
    expect(testo).toContain('1 Panna ordine 10 kg');
    expect(testo).not.toMatch(/€|Totale/);
  });

  it('roles and bad input: operatore 403, unknown supplier 404, nothing to order 400 (Italian)', async () => {
    expect((await getPdf(t, `/api/magazzino/riordino/${id.latteria}/pdf`, tk.operatore)).status).toBe(403);
    const ignoto = await getPdf(t, '/api/magazzino/riordino/999999/pdf', tk.admin);
    expect([ignoto.status, ignoto.json().error]).toEqual([404, 'Fornitore non trovato']);
    await t.sql('update scorte_ingredienti set scorta_minima = 0 where ingrediente_id = ?', [id.muta]);
    const niente = await getPdf(t, `/api/magazzino/riordino/${id.muto}/pdf`, tk.admin);
    expect(niente.status).toBe(400);
    expect(niente.json().error).toMatch(/^Niente da ordinare a Fornitore Muto spa/);
    await t.sql('update scorte_ingredienti set scorta_minima = 5 where ingrediente_id = ?', [id.muta]);
  });
});

describe('the order by e-mail', () => {
  it('is refused while e-mail is disabled, and for a supplier with no e-mail address', async () => {
    const off = await t.rest('POST', `/api/magazzino/riordino/${id.latteria}/invio`, { token: tk.manager });
    expect([off.status, off.body.error]).toEqual([400, "L'invio delle email è disabilitato: abilitalo nella configurazione email"]);
    const cfg = await t.rest('POST', '/api/email/config', {
      token: tk.admin,
      body: { configs: [{ chiave: 'email_abilitato', valore: 'true' }, { chiave: 'email_mittente', valore: 'acquisti@gelateria.example' }] },
    });
    expect(cfg.status).toBe(200);
    const muto = await t.rest('POST', `/api/magazzino/riordino/${id.muto}/invio`, { token: tk.manager });
    expect([muto.status, muto.body.error]).toEqual([400, 'Il fornitore non ha un indirizzo email: aggiungilo nella scheda del fornitore']);
    const gqlMuto = await t.gql(`mutation { inviaOrdineFornitore(fornitoreId: ${id.muto}) }`, {}, tk.admin);
    expect(gqlMuto.errors?.[0]?.message).toBe('Il fornitore non ha un indirizzo email: aggiungilo nella scheda del fornitore');
    expect((await t.rest('POST', `/api/magazzino/riordino/${id.latteria}/invio`, { token: tk.operatore })).status).toBe(403);
    expect((await t.gql(`mutation { inviaOrdineFornitore(fornitoreId: ${id.latteria}) }`, {}, tk.operatore)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.sql(`select count(*)::int as n from email_log where tipo = 'ordine_fornitore'`))[0]).toEqual({ n: 0 });
  });

  it('is queued in the e-mail log and reaches the supplier over SMTP with the PDF attached (REST and GraphQL)', async () => {
    const res = await t.rest('POST', `/api/magazzino/riordino/${id.latteria}/invio`, { token: tk.manager });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Ordine a Latteria Ordini srl in coda di invio a ordini@latteria.example', email_id: expect.any(Number) });
    const gql = await t.gql(`mutation { inviaOrdineFornitore(fornitoreId: ${id.latteria}) }`, {}, tk.admin);
    expect(gql.data).toEqual({ inviaOrdineFornitore: true });

    await new EmailWorker({ orm: t.orm, config: { ...t.config, SMTP_URL: smtp.url } }).drain();
    const righe = await t.sql<{ stato: string; destinatari: string[]; riferimento_tipo: string; riferimento_id: number; dati_aggiuntivi: Record<string, unknown> }>(
      `select stato, destinatari, riferimento_tipo, riferimento_id, dati_aggiuntivi from email_log where tipo = 'ordine_fornitore' order by id`,
    );
    expect(righe).toHaveLength(2);
    expect(righe[0]).toMatchObject({ stato: 'inviata', destinatari: ['ordini@latteria.example'], riferimento_tipo: 'fornitore', riferimento_id: id.latteria });
    expect(righe[0]!.dati_aggiuntivi).toMatchObject({ ordine: numero(), righe: 2, allegato: `ordine_${numero()}_Latteria_Ordini_srl.pdf` });

    const log = await t.rest('GET', '/api/email/log?tipo=ordine_fornitore' as '/api/email/log', { token: tk.admin });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.emails).toHaveLength(2);

    expect(smtp.mails).toHaveLength(2);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(['ordini@latteria.example']);
    expect(mail.subject).toBe(`Ordine ${numero()} del ${oggi.slice(8, 10)}/${oggi.slice(5, 7)}/${oggi.slice(0, 4)} — Gelateria Artigiana srl`);
    expect(mail.text).toContain('- Panna ordine: 10 kg');
    expect(mail.text).toContain('- Zucchero ordine: 20 kg');
    expect(mail.allegati.map((a) => [a.nome, a.tipo])).toEqual([[`ordine_${numero()}_Latteria_Ordini_srl.pdf`, 'application/pdf']]);
    const allegato = mail.allegati[0]!.contenuto;
    expect(isPdf(allegato)).toBe(true);
    expect(testoCompatto(await pdfText(allegato))).toContain('2 Zucchero ordine 20 kg 0,90 €/kg 18,00 €');

    const attivita = await t.sql<{ dettagli: string }>(`select dettagli from log_attivita where azione = 'invio_email' and dettagli like 'Ordine %' order by id`);
    expect(attivita[0]!.dettagli).toBe(`Ordine ${numero()} a Latteria Ordini srl accodato per ordini@latteria.example (2 righe)`);
  });
});
