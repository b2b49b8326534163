import { describe, expect, it } from 'vitest';
import { isPdf, pdfPagePng, pdfPagine, pdfText, testoCompatto } from '../../test/pdf.js';
import { dataRoma, documentoGelatiere, mm, nomeFilePdf, paginaMm, renderPdf } from './pdf.js';

describe('pdf foundation', () => {
  it('renders an A4 document in the house style with Italian text, the Rome date and the footer', async () => {
    const data = new Date('2026-11-22T23:30:00Z'); // already 23 November in Rome
    const pdf = await renderPdf(
      documentoGelatiere({
        titolo: 'Nocciola più buona',
        sottotitolo: 'Versione 2 · Punto vendita Centro',
        data,
        content: [{ text: 'Perché è già l’ora: città, caffè, €, °C', style: 'grassetto' }],
      }),
    );
    expect(isPdf(pdf)).toBe(true);
    const text = testoCompatto(await pdfText(pdf));
    expect(text).toContain('Nocciola più buona');
    expect(text).toContain('Versione 2 · Punto vendita Centro');
    expect(text).toContain('23/11/2026, 00:30');
    expect(text).toContain('Perché è già l’ora: città, caffè, €, °C');
    expect(text).toMatch(/Gelatiere Pagina 1 di 1/);
    expect(await pdfPagine(pdf)).toBe(1);
    const png = await pdfPagePng(pdf, { nome: 'pdf-foundation' });
    expect(png).toMatch(/\.png$/);
  });

  it('custom page sizes in mm, no header band for labels', async () => {
    expect(mm(25.4)).toBeCloseTo(72);
    const pdf = await renderPdf(documentoGelatiere({ titolo: 'Etichetta', intestazione: false, formato: paginaMm(100, 70), content: 'Fragola' }));
    const text = await pdfText(pdf);
    expect(text).toContain('Fragola');
    expect(text).not.toContain('Gelatiere');
  });

  it('file names and dates', () => {
    expect(nomeFilePdf('Foglio pesata – Nocciola più/2')).toBe('Foglio_pesata_Nocciola_piu_2.pdf');
    expect(nomeFilePdf('€€')).toBe('documento.pdf');
    expect(dataRoma(new Date('2026-06-30T22:10:00Z'))).toBe('01/07/2026');
  });
});
