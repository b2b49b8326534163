import ExcelJS from 'exceljs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WorkbookXlsx, zipSenzaCompressione } from './xlsx.js';

/** The export's .xlsx writer, read back by ExcelJS (an independent reader of the format). */
async function rileggi(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
}

describe('WorkbookXlsx', () => {
  it('writes sheets with headers, widths, formats, dates, fonts and a frozen header', async () => {
    const wb = new WorkbookXlsx('Gelatiere', new Date('2026-11-23T10:00:00Z'));
    const gusti = wb.aggiungiFoglio('Gusti & co.', [
      { header: 'Gusto', key: 'nome', width: 28 },
      { header: 'Totale', key: 'kg', width: 14, numFmt: '#,##0.0 "kg"' },
      { header: 'Data', key: 'data', width: 12, numFmt: 'dd/mm/yyyy' },
      { header: 'Attivo', key: 'attivo', width: 8 },
    ]);
    gusti.aggiungi({ nome: 'Crema <della casa> & "nonna"\u0001', kg: 12.5, data: new Date('2024-01-10T00:00:00Z'), attivo: true });
    gusti.aggiungi({ nome: 'Pistacchio di Brontë', kg: 0.125 });
    gusti.ultima.carattere = 'grassetto';
    const nota = gusti.aggiungi({ nome: 'Variazione %' });
    nota.carattere = 'corsivo';
    nota.imposta(2, null, '0.00"%"');
    const riepilogo = wb.aggiungiFoglio('Riepilogo', [{ header: 'Voce', key: 'voce', width: 32 }], { bloccaIntestazione: false });
    riepilogo.aggiungi({ voce: 'Anno' }).imposta(1, 2026, '0');

    const letto = await rileggi(wb.toBuffer());
    expect(letto.creator).toBe('Gelatiere');
    expect(letto.worksheets.map((w) => w.name)).toEqual(['Gusti & co.', 'Riepilogo']);
    const ws = letto.getWorksheet('Gusti & co.')!;
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(1).width).toBe(28);
    expect(ws.getColumn(2).width).toBe(14);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['Gusto', 'Totale', 'Data', 'Attivo']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    const riga = ws.getRow(2);
    expect(riga.getCell(1).value).toBe('Crema <della casa> & "nonna"');
    expect(riga.getCell(2).value).toBe(12.5);
    expect(riga.getCell(2).numFmt).toBe('#,##0.0 "kg"');
    expect(riga.getCell(3).value).toEqual(new Date('2024-01-10T00:00:00Z'));
    expect(riga.getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(riga.getCell(4).value).toBe(true);
    expect(ws.getRow(3).getCell(1).value).toBe('Pistacchio di Brontë');
    expect(ws.getRow(3).getCell(2).value).toBe(0.125);
    expect(ws.getRow(3).getCell(1).font?.bold).toBe(true);
    expect(ws.getRow(3).getCell(3).value).toBeNull(); // undefined: no cell
    expect(ws.getRow(4).getCell(1).font?.italic).toBe(true);
    expect(ws.getRow(4).getCell(2).value).toBeNull();
    expect(ws.getRow(4).getCell(2).numFmt).toBe('0.00"%"');
    expect(ws.rowCount).toBe(4);
    const r = letto.getWorksheet('Riepilogo')!;
    expect(r.views[0]?.state).not.toBe('frozen');
    expect(r.getRow(2).getCell(1).value).toBe(2026);
    expect(r.getRow(2).getCell(1).numFmt).toBe('0');
  });

  it('stores files in a zip: central directory, offsets, sizes and CRC-32 as a reader finds them', () => {
    const file: [string, Buffer][] = [
      ['a.txt', Buffer.from('gelato')],
      ['cartella/è.txt', Buffer.from('')],
    ];
    const zip = zipSenzaCompressione(file);
    // end of central directory: 2 entries, then walk the central directory to each local header
    const eocd = zip.length - 22;
    expect(zip.readUInt32LE(eocd)).toBe(0x06054b50);
    expect(zip.readUInt16LE(eocd + 10)).toBe(2);
    let c = zip.readUInt32LE(eocd + 16);
    for (const [nome, dati] of file) {
      expect(zip.readUInt32LE(c)).toBe(0x02014b50);
      const lunghezzaNome = zip.readUInt16LE(c + 28);
      expect(zip.subarray(c + 46, c + 46 + lunghezzaNome).toString('utf8')).toBe(nome);
      expect(zip.readUInt16LE(c + 8) & 0x0800).toBe(0x0800);
      const locale = zip.readUInt32LE(c + 42);
      expect(zip.readUInt32LE(locale)).toBe(0x04034b50);
      const inizio = locale + 30 + zip.readUInt16LE(locale + 26);
      expect(zip.subarray(inizio, inizio + zip.readUInt32LE(c + 20))).toEqual(dati);
      expect(zip.readUInt32LE(c + 16)).toBe(crc32(dati));
      c += 46 + lunghezzaNome;
    }
    expect(crc32(Buffer.from('gelato'))).toBe(0x5b5a4feb); // the standard CRC-32 (as Python's zlib.crc32)
  });
});
