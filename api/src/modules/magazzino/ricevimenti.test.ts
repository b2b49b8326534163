import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grezzo, type CorpoRisposta, type TestApp } from '../../../test/app.js';
import { contenutoBusta } from './fattura-file.js';

/**
 * Goods receipts, FatturaPA import and price history (issue 30), through the real app. Numbers are
 * computed by hand in the comments (DOMAIN.md "Stock, lots and HACCP"; food cost from "Flavour values").
 */

const FATTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fatture');
const fattura = (nome: string) => readFileSync(path.join(FATTURE, nome));

let t: TestApp;
let admin: string;
let manager: string;
let operatore: string;
const ing = { pistacchio: 0, mandorle: 0, nocciole: 0, zucchero: 0 };
let fruttaSecca = 0;
let gustoId = 0;

function multipart(contenuto: Buffer, nomeFile: string, campo = 'fattura') {
  const boundary = `----gelatiere${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nomeFile}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    contenuto,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body: grezzo(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
type Risposta = CorpoRisposta<'POST', '/api/ricevimenti/fattura'>;
type Bozza = Exclude<Risposta, unknown[]>;
type RigaBozza = Bozza['righe'][number];
/** The draft answers: one draft for a file, a list for an archive (read as the test expects). */
const importa = async (contenuto: Buffer, nomeFile: string, token = admin, campo = 'fattura') => {
  const res = await t.rest('POST', '/api/ricevimenti/fattura', { token, ...multipart(contenuto, nomeFile, campo) });
  return { ...res, body: res.body as Bozza & Bozza[] & { error?: string } };
};
const registra = (body: unknown, token = admin) => t.rest('POST', '/api/ricevimenti', { token, body: grezzo(body) });
const conta = async (tabella: string) => (await t.sql<{ n: number }>(`select count(*)::int as n from ${tabella}`))[0]!.n;

async function nuovoIngrediente(nome: string, costo: number, fornitore: string) {
  const res = await t.rest('POST', '/api/ingredienti', {
    token: admin,
    body: { nome, costo_per_unita: costo, unita_misura: 'kg', fornitore, calorie: 600, carboidrati: 10, zuccheri: 5, grassi: 50, proteine: 20, sale: 0, pac: 5, pod: 5 },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, operatore } = await t.tokens());
  ing.pistacchio = await nuovoIngrediente('Pasta di pistacchio', 30, 'Frutta Secca Mediterranea S.p.A.');
  ing.mandorle = await nuovoIngrediente('Mandorle pelate', 11, 'Frutta secca mediterranea s.p.a.');
  ing.nocciole = await nuovoIngrediente('Nocciole tostate', 14, 'Altro grossista');
  ing.zucchero = await nuovoIngrediente('Zucchero semolato', 1, 'Altro grossista');
  const cat = await t.rest('POST', '/api/config/categorie', { token: admin, body: { nome: 'Frutta secca' } });
  const g = await t.rest('POST', '/api/gusti', {
    token: admin,
    body: grezzo({ nome: 'Pistacchio e mandorla', categoria: cat.body.id, ingredienti: [{ ingrediente_id: ing.pistacchio, quantita: 100, unita: 'g' }, { ingrediente_id: ing.mandorle, quantita: 900, unita: 'g' }] }),
  });
  if (g.status !== 201) throw new Error(JSON.stringify(g.body));
  gustoId = g.body.id;
});
afterAll(async () => t?.close());

describe('Suppliers', () => {
  it('a supplier is created with a valid P.IVA (written with IT and spaces); the ingredients typed with its name are linked to it', async () => {
    const res = await t.rest('POST', '/api/fornitori', { token: manager, body: { ragione_sociale: 'Frutta Secca Mediterranea S.p.A.', partita_iva: 'IT 047 238 102 16', email: 'ordini@fruttasecca.example', telefono: '+39 091 555 0101' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ragione_sociale: 'Frutta Secca Mediterranea S.p.A.', partita_iva: '04723810216', email: 'ordini@fruttasecca.example', attivo: true });
    fruttaSecca = res.body.id;
    // an ingredient whose free-text supplier is written (any case) with that name links to it from now on
    await t.rest('PUT', `/api/ingredienti/${ing.mandorle}`, { token: admin, body: grezzo({ fornitore: 'frutta secca mediterranea s.p.a.' }) });
    const [m] = await t.sql<{ fornitore_id: number | null }>('select fornitore_id from ingredienti where id = ?', [ing.mandorle]);
    expect(m!.fornitore_id).toBe(fruttaSecca);
  });

  it.each([
    ['04723810217', 'Partita IVA non valida: servono 11 cifre e la cifra di controllo deve essere corretta'],
    ['0472381021', 'Partita IVA non valida: servono 11 cifre e la cifra di controllo deve essere corretta'],
    ['00000000000', 'Partita IVA non valida: servono 11 cifre e la cifra di controllo deve essere corretta'],
    ['', 'La partita IVA del fornitore è obbligatoria'],
  ])('P.IVA %s → 400, nothing written', async (partita_iva, messaggio) => {
    const prima = await conta('fornitori');
    const res = await t.rest('POST', '/api/fornitori', { token: admin, body: { ragione_sociale: 'Latteria Prova', partita_iva } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messaggio });
    expect(await conta('fornitori')).toBe(prima);
  });

  it('the same P.IVA twice is a 409', async () => {
    const res = await t.rest('POST', '/api/fornitori', { token: admin, body: { ragione_sociale: 'Altro nome', partita_iva: '04723810216' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Esiste già un fornitore con questa partita IVA: Frutta Secca Mediterranea S.p.A.');
  });

  it('every role reads the suppliers (no prices in them)', async () => {
    const res = await t.rest('GET', '/api/fornitori', { token: operatore });
    expect(res.status).toBe(200);
    expect(res.body.find((f) => f.id === fruttaSecca)).toMatchObject({ partita_iva: '04723810216', ingredienti: 2 });
  });
});

describe('Goods receipts (DDT)', () => {
  it('a DDT with two lots is recorded; its invoice lines are remembered with their unit factor', async () => {
    const res = await registra({
      fornitore_id: fruttaSecca,
      data: '2026-11-02',
      numero_documento: 'DDT 1001',
      righe: [
        { ingrediente_id: ing.pistacchio, lotto: 'PB2610', scadenza: '2027-05-31', quantita: 6, prezzo_unitario: 30, temperatura: 18.5, codice_articolo: 'PST-BR-6', descrizione: 'Pasta pistacchio verde di Bronte DOP 100% - cartone 6 x 1 kg', unita_fattura: 'CT', fattore_conversione: 6 },
        { ingrediente_id: ing.mandorle, lotto: 'MP-77', scadenza: '2027-03-31', quantita: 10, prezzo_unitario: 11, codice_articolo: 'MND-PEL', descrizione: 'Mandorle pelate di Sicilia', unita_fattura: 'KG', fattore_conversione: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // previous price = the ingredient's cost (no receipt yet): 30 → 30 is 0 %, 11 → 11 is 0 %
    expect(res.body).toMatchObject({ fornitore_nome: 'Frutta Secca Mediterranea S.p.A.', numero_righe: 2, costo_totale: 290 }); // 6 × 30 + 10 × 11
    expect(res.body.righe[0]).toMatchObject({ lotto: 'PB2610', scadenza: '2027-05-31', quantita: 6, prezzo_unitario: 30, prezzo_precedente: 30, variazione_percentuale: 0, allarme_prezzo: false, temperatura: 18.5 });
    const mappe = await t.sql<{ chiave: string; unita_fattura: string; fattore: number }>('select chiave, unita_fattura, fattore_conversione::float8 as fattore from fornitori_articoli order by chiave');
    expect(mappe).toEqual([
      { chiave: 'cod:MND-PEL', unita_fattura: 'KG', fattore: 1 },
      { chiave: 'cod:PST-BR-6', unita_fattura: 'CT', fattore: 6 },
    ]);
    // without aggiorna_prezzi the ingredients keep their cost
    const [p] = await t.sql<{ c: number }>('select costo_per_unita::float8 as c from ingredienti where id = ?', [ing.pistacchio]);
    expect(p!.c).toBe(30);
  });

  it.each([
    [{ righe: [{ scadenza: '2026-11-01' }] }, 'La scadenza del lotto L1 è precedente alla data del ricevimento'],
    [{ righe: [{ quantita: 0 }] }, 'La quantità di ogni riga deve essere maggiore di 0 (al massimo 3 decimali, fino a 100.000.000)'],
    [{ righe: [{ quantita: -2 }] }, 'La quantità di ogni riga deve essere maggiore di 0 (al massimo 3 decimali, fino a 100.000.000)'],
    [{ righe: [{ prezzo_unitario: -1 }] }, 'Il prezzo unitario di ogni riga deve essere un numero maggiore o uguale a 0 (al massimo 4 decimali, fino a 100.000.000 €)'],
    [{ righe: [{ lotto: ' ' }] }, 'Il lotto di ogni riga è obbligatorio (massimo 50 caratteri)'],
    [{ righe: [] }, 'Il ricevimento deve avere almeno una riga (massimo 500)'],
    [{ fornitore_id: 2147483648 }, 'Seleziona il fornitore del ricevimento'],
    [{ fornitore_id: 999999 }, 'Fornitore non trovato'],
    [{ righe: [{ ingrediente_id: 999999 }] }, 'Ingrediente n. 999999 non trovato'],
    [{ fattura: { tipo_documento: 'TD04' } }, 'Una nota di credito (TD04) non è un ricevimento di merce: registra il reso come rettifica di magazzino'],
  ])('bad receipt %j → 400 with its Italian message, nothing written', async (modifica, messaggio) => {
    const base = { fornitore_id: fruttaSecca, data: '2026-11-05', numero_documento: 'DDT 2000', righe: [{ ingrediente_id: ing.nocciole, lotto: 'L1', scadenza: '2027-01-01', quantita: 1, prezzo_unitario: 1 }] };
    const { righe, ...resto } = modifica as { righe?: Record<string, unknown>[] };
    const body = { ...base, ...resto, righe: righe ? righe.map((r) => ({ ...base.righe[0], ...r })) : base.righe };
    const prima = [await conta('ricevimenti'), await conta('ricevimenti_righe'), await conta('fornitori_articoli')];
    const res = await registra(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messaggio });
    expect([await conta('ricevimenti'), await conta('ricevimenti_righe'), await conta('fornitori_articoli')]).toEqual(prima);
  });

  it('the same document (supplier + number + date) twice is a 409', async () => {
    const res = await registra({ fornitore_id: fruttaSecca, data: '2026-11-02', numero_documento: 'DDT 1001', righe: [{ ingrediente_id: ing.nocciole, lotto: 'X', scadenza: null, quantita: 1, prezzo_unitario: 1 }] });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Il documento n. DDT 1001 del 02/11/2026 di Frutta Secca Mediterranea S.p.A. è già stato registrato');
  });
});

describe('FatturaPA import', () => {
  it('an invoice becomes a draft: remembered articles matched and converted (CT of 6 kg → kg, GR → kg), the rest unmatched, fees and discounts left out; nothing but the supplier is written', async () => {
    const prima = [await conta('ricevimenti'), await conta('ingredienti'), await conta('fornitori_articoli')];
    const res = await importa(fattura('IT04723810216_00042.xml'), 'IT04723810216_00042.xml', manager);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body;
    expect(b).toMatchObject({ fornitore: { id: fruttaSecca, partita_iva: '04723810216', creato: false }, numero_documento: '442/A', data: '2026-11-18', tipo_documento: 'TD01', nota_di_credito: false });
    // the supplier, entered without an address, gets the invoice's CedentePrestatore/Sede; an edit replaces it, the next import keeps the edit
    const sede = async () => (await t.rest('GET', '/api/fornitori', { token: operatore })).body.find((f) => f.id === fruttaSecca);
    expect(await sede()).toMatchObject({ indirizzo: 'Via dei Mandorli, 8', cap: '90141', comune: 'Palermo', provincia: 'PA' });
    const modifica = await t.rest('PUT', `/api/fornitori/${fruttaSecca}`, {
      token: manager,
      body: { ragione_sociale: 'Frutta Secca Mediterranea S.p.A.', partita_iva: '04723810216', indirizzo: 'Via Libertà 1', cap: '90139', comune: 'Palermo', provincia: 'pa' },
    });
    expect(modifica.status, JSON.stringify(modifica.body)).toBe(200);
    await importa(fattura('IT04723810216_00042.xml'), 'IT04723810216_00042.xml', manager);
    expect(await sede()).toMatchObject({ indirizzo: 'Via Libertà 1', cap: '90139', provincia: 'PA' });
    const gql = await t.gql(`mutation($id: Int!) { modificaFornitore(id: $id, input: { ragioneSociale: "Frutta Secca Mediterranea S.p.A.", partitaIva: "04723810216", indirizzo: "Via Libertà 1", cap: "9013", comune: "Palermo" }) { id } }`, { id: fruttaSecca }, admin);
    expect(gql.errors?.[0]?.message).toBe('CAP non valido: servono 5 cifre');
    expect(b.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(b.righe).toHaveLength(7);
    // 2 CT × 189.00 €: 2 × 6 = 12 kg at 189 / 6 = 31.50 €/kg
    expect(b.righe[0]).toMatchObject({ codice_articolo: 'PST-BR-6', ingrediente_id: ing.pistacchio, quantita: 12, unita: 'kg', prezzo_unitario: 31.5, fattore_conversione: 6, quantita_fattura: 2, unita_fattura: 'CT', prezzo_unitario_fattura: 189, lotto: 'PB2611', scadenza: '2027-06-30' });
    // remembered in KG, invoiced in GR: the standard factor 0.001 → 5000 g = 5 kg at 0.0124 / 0.001 = 12.40 €/kg
    expect(b.righe[1]).toMatchObject({ codice_articolo: 'MND-PEL', ingrediente_id: ing.mandorle, quantita: 5, unita: 'kg', prezzo_unitario: 12.4, fattore_conversione: 0.001 });
    // never a silent new ingredient: an unknown article stays unmatched, in the invoice's unit
    expect(b.righe[2]).toMatchObject({ codice_articolo: 'NOC-IGP', ingrediente_id: null, fattore_conversione: null, quantita: 10, unita: 'KG', prezzo_unitario: 14.9 });
    expect(b.righe[5]).toMatchObject({ codice_articolo: 'ZUC-SEM', lotto: 'ZS2611', scadenza: null });
    expect(b.righe_escluse).toEqual([
      { numero_linea: 8, descrizione: 'Sconto fedeltà 3%', motivo: 'Importo negativo o quantità non positiva (sconto, abbuono o reso)' },
      { numero_linea: 9, descrizione: 'Spese di trasporto', motivo: 'Riga senza quantità (servizio, spesa o nota)' },
    ]);
    expect([await conta('ricevimenti'), await conta('ingredienti'), await conta('fornitori_articoli')]).toEqual(prima);
  });

  it('confirming the draft (aggiorna_prezzi) records the lots, remembers the line mapped by hand, raises the price alert over 5 % and updates the flavour food cost', async () => {
    const bozza = (await importa(fattura('IT04723810216_00042.xml'), 'IT04723810216_00042.xml')).body;
    const [pist, mand, noc] = bozza.righe;
    const riga = (r: RigaBozza, ingrediente_id: number, fattore: number) => ({
      ingrediente_id, lotto: r.lotto, scadenza: r.scadenza, quantita: r.quantita_fattura * fattore, prezzo_unitario: Math.round((r.prezzo_unitario_fattura! / fattore) * 10000) / 10000,
      codice_articolo: r.codice_articolo, descrizione: r.descrizione, unita_fattura: r.unita_fattura, fattore_conversione: fattore,
    });
    const res = await registra({
      fornitore_id: bozza.fornitore.id, data: bozza.data, numero_documento: bozza.numero_documento, aggiorna_prezzi: true,
      fattura: { tipo_documento: bozza.tipo_documento, nome_file: bozza.nome_file, sha256: bozza.sha256 },
      righe: [riga(pist!, ing.pistacchio, pist!.fattore_conversione!), riga(mand!, ing.mandorle, mand!.fattore_conversione!), riga(noc!, ing.nocciole, 1)],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ fattura_tipo_documento: 'TD01', fattura_nome_file: 'IT04723810216_00042.xml', costo_totale: 589 }); // 12 × 31.5 + 5 × 12.4 + 10 × 14.9 = 378 + 62 + 149
    const [rp, rm, rn] = res.body.righe;
    // against the last received price: pistacchio 30 → 31.50 = +5.00 % (not over 5 %); mandorle 11 → 12.40 = +12.73 %; nocciole: its cost 14 → 14.90 = +6.43 %
    expect(rp).toMatchObject({ quantita: 12, prezzo_unitario: 31.5, prezzo_precedente: 30, variazione_percentuale: 5, allarme_prezzo: false });
    expect(rm).toMatchObject({ quantita: 5, prezzo_unitario: 12.4, prezzo_precedente: 11, variazione_percentuale: 12.73, allarme_prezzo: true });
    expect(rn).toMatchObject({ quantita: 10, prezzo_unitario: 14.9, prezzo_precedente: 14, variazione_percentuale: 6.43, allarme_prezzo: true });
    // the alert is in the activity log for admin: one entry for the receipt, the two lines over 5 % (pistacchio's +5.00 % is not)
    const [allarme, ...altri] = await t.sql<{ dettagli: string }>(`select dettagli from log_attivita where azione = 'allarme_prezzo' and dettagli like ?`, [`%(#${res.body.id})%`]);
    expect(altri).toEqual([]);
    expect(allarme!.dettagli.replaceAll('\u00a0', ' ')).toBe(
      `Variazione di prezzo oltre la soglia — ricevimento n. 442/A da Frutta Secca Mediterranea S.p.A. (#${res.body.id}): Mandorle pelate 11,00 € → 12,40 €/kg (+12,73 %); Nocciole tostate 14,00 € → 14,90 €/kg (+6,43 %)`,
    );
    expect(allarme!.dettagli).not.toContain('31,50');
    const costi = await t.sql<{ id: number; c: number }>('select id, costo_per_unita::float8 as c from ingredienti where id in (?, ?, ?) order by id', [ing.pistacchio, ing.mandorle, ing.nocciole]);
    expect(costi.map((c) => c.c)).toEqual([31.5, 12.4, 14.9]);
    // food cost (DOMAIN.md) of 100 g pistacchio + 900 g mandorle, M = 1 kg: before 0.1 × 30 + 0.9 × 11 = 12.90; now 0.1 × 31.5 + 0.9 × 12.4 = 14.31
    const [g] = await t.sql<{ f: number }>('select food_cost::float8 as f from gusti where id = ?', [gustoId]);
    expect(g!.f).toBe(14.31);
    const [m] = await t.sql<{ fattore: number }>(`select fattore_conversione::float8 as fattore from fornitori_articoli where chiave = 'cod:NOC-IGP' and ingrediente_id = ?`, [ing.nocciole]);
    expect(m!.fattore).toBe(1);
  });

  it('the same invoice again is a 409, as .xml and inside nothing else', async () => {
    const res = await importa(fattura('IT04723810216_00042.xml'), 'IT04723810216_00042.xml');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('La fattura n. 442/A del 18/11/2026 di Frutta Secca Mediterranea S.p.A. è già stata registrata');
  });

  it('a .zip gives one draft per invoice: the line mapped by hand is now matched, the credit note is flagged', async () => {
    const res = await importa(fattura('fatture-frutta-secca-novembre.zip'), 'fatture-frutta-secca-novembre.zip');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((b) => [b.numero_documento, b.tipo_documento, b.nota_di_credito])).toEqual([
      ['457/A', 'TD01', false],
      ['NC-17', 'TD04', true],
    ]);
    const [pist, mand, noc] = res.body[0].righe;
    expect(pist).toMatchObject({ ingrediente_id: ing.pistacchio, quantita: 6, prezzo_unitario: 31.5 }); // 1 CT = 6 kg
    expect(mand).toMatchObject({ ingrediente_id: ing.mandorle, quantita: 3, prezzo_unitario: 12.4 }); // 3000 GR = 3 kg
    expect(noc).toMatchObject({ ingrediente_id: ing.nocciole, quantita: 5, prezzo_unitario: 15.2 });
  });

  it('a signed .xml.p7m: the invoice inside the CMS envelope is read; a supplier migrated from free text (no P.IVA) with its name gets the invoice P.IVA', async () => {
    const [migrato] = await t.sql<{ id: number }>(`insert into fornitori (ragione_sociale) values ('CASEIFICIO VAL PADANA S.R.L.') returning id`);
    const p7m = fattura('IT02957650969_A1B3F.xml.p7m');
    expect(contenutoBusta(p7m).toString('utf8')).toContain('<Numero>FV/2026/1203</Numero>');
    // the same envelope as base64 text, as some mail clients save it
    expect(contenutoBusta(Buffer.from(p7m.toString('base64'))).equals(contenutoBusta(p7m))).toBe(true);
    const res = await importa(p7m, 'IT02957650969_A1B3F.xml.p7m');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ fornitore: { id: migrato!.id, ragione_sociale: 'CASEIFICIO VAL PADANA S.R.L.', partita_iva: '02957650969', creato: false }, numero_documento: 'FV/2026/1203', data: '2026-11-27' });
    expect(res.body.righe).toHaveLength(6);
    expect(res.body.righe[1]).toMatchObject({ descrizione: 'Panna fresca 35% m.g. 1 L', quantita: 30, unita: 'LT', prezzo_unitario: 3.3, ingrediente_id: null, lotto: 'P2612B', scadenza: '2026-12-11' });
    const again = await importa(fattura('IT02957650969_A1B2C.xml'), 'IT02957650969_A1B2C.xml');
    expect(again.body.fornitore).toMatchObject({ id: res.body.fornitore.id, creato: false });
    expect(again.body.righe).toHaveLength(7);
  });

  it.each([
    ['note.txt', Buffer.from('latte 10 kg'), 'Formato non supportato: carica una fattura elettronica .xml, una fattura firmata .xml.p7m o un archivio .zip che le contiene'],
    ['fattura.xml', Buffer.from('<?xml version="1.0"?><ordine><riga>latte</riga></ordine>'), 'Il file non è una fattura elettronica FatturaPA (formato FPR12): controlla di aver scelto il file giusto'],
    ['fattura.xml', Buffer.from('{"non":"xml"}'), 'Il file non è una fattura elettronica FatturaPA (formato FPR12): controlla di aver scelto il file giusto'],
    ['fattura.xml.p7m', Buffer.from([0x30, 0x82, 0x01, 0x00, 0x06, 0x09]), 'La busta firmata (.p7m) non contiene una fattura elettronica'],
    ['fattura.xml.p7m', Buffer.from('questa non è una busta firmata'), 'La busta firmata (.p7m) non contiene una fattura elettronica'],
    ['fatture.zip', Buffer.from('PK\u0003\u0004rotto'), "L'archivio .zip è danneggiato o protetto da password"],
    ['grande.xml', Buffer.alloc(5 * 1024 * 1024 + 1, 0x20), 'La fattura supera i 5 MB: non è una fattura elettronica valida'],
  ])('%s → 400 with an Italian message, nothing written', async (nome, contenuto, messaggio) => {
    const prima = [await conta('fornitori'), await conta('ricevimenti')];
    const res = await importa(contenuto, nome);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messaggio });
    expect([await conta('fornitori'), await conta('ricevimenti')]).toEqual(prima);
  });

  it('an invoice of an unknown supplier creates it (P.IVA and name from the invoice); its lines stay unmatched', async () => {
    const xml = fattura('IT02957650969_A1B2C.xml').toString('utf8').replaceAll('02957650969', '12345678903').replace('Caseificio Val Padana S.r.l.', 'Latteria Alpina S.r.l.');
    const prima = await conta('fornitori');
    const res = await importa(Buffer.from(xml), 'IT12345678903_A1B2C.xml');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fornitore).toMatchObject({ ragione_sociale: 'Latteria Alpina S.r.l.', partita_iva: '12345678903', creato: true });
    expect(res.body.righe.every((r) => r.ingrediente_id === null)).toBe(true);
    expect(await conta('fornitori')).toBe(prima + 1);
  });

  it('an invoice whose supplier P.IVA fails its check digit → 400, no supplier created', async () => {
    const xml = fattura('IT02957650969_A1B2C.xml').toString('utf8').replaceAll('02957650969', '02957650968');
    const prima = await conta('fornitori');
    const res = await importa(Buffer.from(xml), 'IT02957650968_A1B2C.xml');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'La partita IVA del fornitore nella fattura (02957650968) non è valida' });
    expect(await conta('fornitori')).toBe(prima);
  });

  it('a file in another field is not taken: 400', async () => {
    const res = await importa(fattura('IT04723810216_00042.xml'), 'IT04723810216_00042.xml', admin, 'file');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Nessun file nel campo "fattura": seleziona la fattura elettronica (.xml, .xml.p7m o .zip)');
  });
});

describe('Price history', () => {
  it('lists the received prices (most recent first) and the weighted average Σ q × p / Σ q', async () => {
    const res = await t.rest('GET', `/api/ingredienti/${ing.mandorle}/prezzi`, { token: manager });
    expect(res.status).toBe(200);
    // 10 kg at 11.00 and 5 kg at 12.40: (110 + 62) / 15 = 11.4667
    expect(res.body).toMatchObject({ ingrediente_id: ing.mandorle, unita_misura: 'kg', ultimo_prezzo: 12.4, prezzo_medio_ponderato: 11.4667, soglia_variazione: 5 });
    expect(res.body.prezzi.map((p) => [p.data, p.fornitore, p.prezzo_unitario, p.variazione_percentuale, p.allarme_prezzo])).toEqual([
      ['2026-11-18', 'Frutta Secca Mediterranea S.p.A.', 12.4, 12.73, true],
      ['2026-11-02', 'Frutta Secca Mediterranea S.p.A.', 11, 0, false],
    ]);
    // pistacchio: 6 kg at 30 and 12 kg at 31.50: (180 + 378) / 18 = 31
    const p = await t.rest('GET', `/api/ingredienti/${ing.pistacchio}/prezzi`, { token: admin });
    expect(p.body.prezzo_medio_ponderato).toBe(31);
    const z = await t.rest('GET', `/api/ingredienti/${ing.zucchero}/prezzi`, { token: admin });
    expect(z.body).toMatchObject({ prezzo_medio_ponderato: null, prezzi: [] });
  });

  it('the alert threshold is a setting: at 15 % the +12.73 % is no longer an alert', async () => {
    const put = await t.rest('PUT', '/api/config/soglia_variazione_prezzo', { token: admin, body: { valore: '15' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const res = await t.rest('GET', `/api/ingredienti/${ing.mandorle}/prezzi`, { token: admin });
    expect(res.body.soglia_variazione).toBe(15);
    expect(res.body.prezzi[0].allarme_prezzo).toBe(false);
    const bad = await t.rest('PUT', '/api/config/soglia_variazione_prezzo', { token: admin, body: { valore: 'tanto' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('La soglia di variazione dei prezzi deve essere una percentuale tra 0 e 100');
    await t.rest('PUT', '/api/config/soglia_variazione_prezzo', { token: admin, body: { valore: '5' } });
  });

  it('GraphQL gives the same history', async () => {
    const res = await t.gql(`query($id: Int!) { prezziIngrediente(ingredienteId: $id) { prezzoMedioPonderato prezzi { data fornitore prezzoUnitario } } }`, { id: ing.mandorle }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.prezziIngrediente).toEqual({ prezzoMedioPonderato: 11.4667, prezzi: [{ data: '2026-11-18', fornitore: 'Frutta Secca Mediterranea S.p.A.', prezzoUnitario: 12.4 }, { data: '2026-11-02', fornitore: 'Frutta Secca Mediterranea S.p.A.', prezzoUnitario: 11 }] });
  });
});

describe('Weighted average price of the stock', () => {
  it('weighs the lots still in stock by what remains at their receipt price; with none left, every receipt', async () => {
    const prezzo = async () => (await t.rest('GET', `/api/ingredienti/${ing.mandorle}/prezzi`, { token: admin })).body.prezzo_medio_ponderato;
    const giacenze = (await t.rest('GET', '/api/magazzino', { token: admin })).body.find((g) => g.ingrediente_id === ing.mandorle)!;
    // MP-77: 10 kg at 11.00 (2026-11-02); the invoice's lot: 5 kg at 12.40 (2026-11-18)
    expect(giacenze.lotti.map((l) => [l.lotto, l.giacenza])).toEqual([['MP-77', 10], [expect.any(String), 5]]);
    const altro = giacenze.lotti[1]!.lotto!;
    const rettifica = async (lotto: string, quantita: number) =>
      expect((await t.rest('POST', '/api/magazzino/rettifiche', { token: admin, body: { ingrediente_id: ing.mandorle, lotto, quantita, motivo: 'Scarto' } })).status).toBe(201);
    // 8 kg of MP-77 wasted: 2 kg at 11.00 and 5 kg at 12.40 remain: (22 + 62) / 7 = 12.00
    await rettifica('MP-77', -8);
    expect(await prezzo()).toBe(12);
    // the invoice's lot used up: only MP-77's 2 kg remain, at 11.00
    await rettifica(altro, -5);
    expect(await prezzo()).toBe(11);
    // nothing left: back to every receipt, (110 + 62) / 15 = 11.4667
    await rettifica('MP-77', -2);
    expect(await prezzo()).toBe(11.4667);
    // the stock restored for the tests that follow
    await rettifica('MP-77', 10);
    await rettifica(altro, 5);
    expect(await prezzo()).toBe(11.4667);
  });
});

describe('Roles on both doors: operators see quantities and lots, never prices', () => {
  it('REST: an operatore may not write suppliers, receipts or invoices, nor read prices', async () => {
    const piva = { ragione_sociale: 'Latteria Nuova', partita_iva: '01880650351' };
    expect((await t.rest('POST', '/api/fornitori', { token: operatore, body: piva })).status).toBe(403);
    expect((await registra({ fornitore_id: fruttaSecca, data: '2026-11-30', numero_documento: 'X', righe: [{ ingrediente_id: ing.nocciole, lotto: 'L', scadenza: null, quantita: 1, prezzo_unitario: 1 }] }, operatore)).status).toBe(403);
    expect((await importa(fattura('IT04723810216_00042.xml'), 'IT04723810216_00042.xml', operatore)).status).toBe(403);
    expect((await t.rest('GET', `/api/ingredienti/${ing.mandorle}/prezzi`, { token: operatore })).status).toBe(403);
    expect(await conta('fornitori where ragione_sociale = \'Latteria Nuova\'')).toBe(0);
  });

  it('REST: an operatore reads a receipt with lots and quantities but without any price', async () => {
    const [r] = await t.sql<{ id: number }>(`select id from ricevimenti where numero_documento = '442/A'`);
    const res = await t.rest('GET', `/api/ricevimenti/${r!.id}`, { token: operatore });
    expect(res.status).toBe(200);
    expect(res.body.righe[0]).toMatchObject({ lotto: 'PB2611', scadenza: '2027-06-30', quantita: 12 });
    for (const riga of res.body.righe) for (const k of ['prezzo_unitario', 'prezzo_precedente', 'variazione_percentuale', 'allarme_prezzo']) expect(riga).not.toHaveProperty(k);
    expect(res.body).not.toHaveProperty('costo_totale');
    const lista = await t.rest('GET', '/api/ricevimenti', { token: operatore });
    expect(lista.body.length).toBeGreaterThanOrEqual(2);
    expect(lista.body[0]).not.toHaveProperty('costo_totale');
  });

  it('GraphQL: the same denials; lots readable, prices forbidden', async () => {
    const vietato = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
    expect(vietato(await t.gql(`mutation { creaFornitore(input: { ragioneSociale: "X", partitaIva: "01880650351" }) { id } }`, {}, operatore))).toBe('FORBIDDEN');
    expect(vietato(await t.gql(`mutation { importaFattura(nomeFile: "a.xml", contenutoBase64: "") { numeroDocumento } }`, {}, operatore))).toBe('FORBIDDEN');
    expect(vietato(await t.gql(`mutation($i: RicevimentoInput!) { registraRicevimento(input: $i) { id } }`, { i: { fornitoreId: fruttaSecca, data: '2026-11-30', numeroDocumento: 'Y', righe: [{ ingredienteId: ing.nocciole, lotto: 'L', quantita: 1, prezzoUnitario: 1 }] } }, operatore))).toBe('FORBIDDEN');
    expect(vietato(await t.gql(`query($id: Int!) { prezziIngrediente(ingredienteId: $id) { prezzoMedioPonderato } }`, { id: ing.mandorle }, operatore))).toBe('FORBIDDEN');
    const [r] = await t.sql<{ id: number }>(`select id from ricevimenti where numero_documento = '442/A'`);
    const lotti = await t.gql(`query($id: Int!) { ricevimento(id: $id) { fornitoreNome righe { lotto scadenza quantita } } }`, { id: r!.id }, operatore);
    expect(lotti.errors).toBeUndefined();
    expect(lotti.data.ricevimento.righe[0]).toEqual({ lotto: 'PB2611', scadenza: '2027-06-30', quantita: 12 });
    expect(vietato(await t.gql(`query($id: Int!) { ricevimento(id: $id) { righe { prezzoUnitario } } }`, { id: r!.id }, operatore))).toBe('FORBIDDEN');
    const fornitori = await t.gql(`{ fornitori { ragioneSociale partitaIva } }`, {}, operatore);
    expect(fornitori.errors).toBeUndefined();
  });

  it('GraphQL: a manager records a receipt and creates a supplier (bad P.IVA → Italian error)', async () => {
    const bad = await t.gql(`mutation { creaFornitore(input: { ragioneSociale: "Latteria", partitaIva: "01880650352" }) { id } }`, {}, manager);
    expect(bad.errors?.[0]?.message).toBe('Partita IVA non valida: servono 11 cifre e la cifra di controllo deve essere corretta');
    const ok = await t.gql(`mutation { creaFornitore(input: { ragioneSociale: "Latteria Nuova", partitaIva: "01880650351" }) { id partitaIva } }`, {}, manager);
    expect(ok.errors).toBeUndefined();
    const r = await t.gql(
      `mutation($i: RicevimentoInput!) { registraRicevimento(input: $i) { numeroRighe costoTotale righe { lotto quantita prezzoUnitario } } }`,
      { i: { fornitoreId: ok.data.creaFornitore.id, data: '2026-11-28', numeroDocumento: 'DDT 7', righe: [{ ingredienteId: ing.zucchero, lotto: 'Z1', quantita: 25, prezzoUnitario: 0.98 }] } },
      manager,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.registraRicevimento).toEqual({ numeroRighe: 1, costoTotale: 24.5, righe: [{ lotto: 'Z1', quantita: 25, prezzoUnitario: 0.98 }] });
  });

  it('the receipt list reads in one statement whatever the number of receipts (no N+1)', async () => {
    const uno = await t.rest('GET', '/api/ricevimenti?limite=1', { token: admin });
    const tutti = await t.rest('GET', '/api/ricevimenti', { token: admin });
    expect(tutti.body.length).toBeGreaterThan(1);
    expect(tutti.queries).toBe(uno.queries);
  });
});
