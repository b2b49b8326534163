import { TABLET, expect, loginAs, screenshotsTreLarghezze, test } from './fixtures.js';
import { giorno } from './giorni.js';
import { leggiPdf, pdfDaClick, testoInOrdine } from './pdf.js';
import type { Rest } from './rest.js';

/**
 * Issue 32 end to end: a sales point with four weeks of display-case sales (seeded through the REST
 * API, more on weekends) gets tomorrow's plan from the forecast. The admin opens it, adds a tray of
 * Fiordilatte (the change history shows who, when, before → after), reads the laboratory's cycles
 * (sorbet first, nuts last), prints the day's weighing sheets and the point's transfer note (both PDFs
 * read with pdftotext, page 1 as a PNG in /tmp/e2e-pdf), records the production (one per sales point;
 * Storico Produzione shows it) and cannot record it twice. The operatore reads the plan: no tray
 * inputs, no recording, no settings. Screenshots at 1024, 390 and 1280 px.
 */
let client: Rest;
let token = '';
const suffix = `piano-${Date.now().toString(36)}`;
const PUNTO = `Piano ${suffix}`;
const LIMONE = `Limone ${suffix}`;
const FIORDILATTE = `Fiordilatte ${suffix}`;
const NOCCIOLA = `Nocciola ${suffix}`;
const fx = { pv: 0, limone: 0, fiordilatte: 0, nocciola: 0 };

const api = <T>(method: string, path: string, body?: unknown) => client.json<T>(method, path, body, token);

const DOMANI = giorno(1);

interface PianoRest {
  data: string;
  righe: { punto_vendita_id: number; gusto_id: number; vaschette: number; kg: number }[];
  cicli: { mantecatore: string; ordine: number; gusto_id: number; kg: number; inizio: string; pulizia_prima: boolean }[];
  fabbisogno: { ingrediente_id: number; quantita: number }[];
}

const screenshots = screenshotsTreLarghezze;

test.use({ viewport: TABLET });

test.beforeAll(async ({ rest }) => {
  client = rest;
  token = await rest.login('admin');
  ({ puntoVendita: { id: fx.pv } } = await api<{ puntoVendita: { id: number } }>('POST', '/punti-vendita', { nome: PUNTO, indirizzo: 'Via del Piano 3' }));
  const ingrediente = (nome: string, unita_misura: string, allergeni_contiene: string[] = []) =>
    api<{ id: number }>('POST', '/ingredienti', { nome: `${nome} ${suffix}`, costo_per_unita: 2, unita_misura, fornitore: 'Fornitore Piano', allergeni_contiene });
  const latte = (await ingrediente('Latte', 'l', ['Latte'])).id;
  const zucchero = (await ingrediente('Zucchero', 'kg')).id;
  const nocciole = (await ingrediente('Pasta nocciole', 'kg', ['Frutta a guscio'])).id;
  const succo = (await ingrediente('Succo di limone', 'l')).id;
  const acqua = (await ingrediente('Acqua', 'l')).id;
  const categoria = await api<{ id: number }>('POST', '/config/categorie', { nome: `Piano ${suffix}`, colore: '#ffe082' });
  const gusto = async (nome: string, colore: string, ricetta: { ingrediente_id: number; quantita: number; unita: string }[]) =>
    (await api<{ id: number }>('POST', '/gusti', { nome, categoria_id: categoria.id, colore, ingredienti: JSON.stringify(ricetta) })).id;
  fx.limone = await gusto(LIMONE, '#fff176', [
    { ingrediente_id: acqua, quantita: 550, unita: 'ml' },
    { ingrediente_id: zucchero, quantita: 250, unita: 'g' },
    { ingrediente_id: succo, quantita: 200, unita: 'ml' },
  ]);
  fx.fiordilatte = await gusto(FIORDILATTE, '#fffdf5', [
    { ingrediente_id: latte, quantita: 800, unita: 'ml' },
    { ingrediente_id: zucchero, quantita: 180, unita: 'g' },
  ]);
  fx.nocciola = await gusto(NOCCIOLA, '#8d6e63', [
    { ingrediente_id: latte, quantita: 700, unita: 'ml' },
    { ingrediente_id: zucchero, quantita: 170, unita: 'g' },
    { ingrediente_id: nocciole, quantita: 120, unita: 'g' },
  ]);
  // four weeks of sales in this point's case: 10 kg loaded a day, 2 kg more sold on Saturdays and Sundays
  for (let n = -28; n <= -1; n++) {
    const fine = [0, 6].includes(new Date(`${giorno(n)}T12:00:00Z`).getUTCDay()) ? 2 : 0;
    for (const [id, venduti] of [
      [fx.fiordilatte, 5],
      [fx.nocciola, 4],
      [fx.limone, 3],
    ] as const) {
      const carico = await api<{ id: number }>('POST', '/vetrina/carichi', { punto_vendita_id: fx.pv, data: giorno(n), gusto_id: id, kg: 10 });
      await api('POST', '/vetrina/chiusure', { carico_id: carico.id, kg_rimasti: 10 - venduti - fine });
    }
  }
});

test.describe('piano di produzione (issue 32)', () => {
  test("admin: tomorrow's plan → a tray more (in the history) → weighing sheets and transfer note → production recorded once → Storico", async ({ page }) => {
    const prima = await api<PianoRest>('GET', `/piano?data=${DOMANI}`);
    const righe = prima.righe.filter((r) => r.punto_vendita_id === fx.pv);
    expect(righe.map((r) => r.gusto_id).sort()).toEqual([fx.limone, fx.fiordilatte, fx.nocciola].sort());
    const vaschetteFiordilatte = righe.find((r) => r.gusto_id === fx.fiordilatte)!.vaschette;
    // the run order: the sorbet without allergens first, milk next, nuts last
    const ordine = (id: number) => Math.min(...prima.cicli.filter((c) => c.gusto_id === id).map((c) => c.ordine));
    expect(ordine(fx.limone)).toBeLessThan(ordine(fx.fiordilatte));
    expect(ordine(fx.fiordilatte)).toBeLessThan(ordine(fx.nocciola));

    await loginAs(page, 'admin');
    await page.goto('/piano-produzione');
    await expect(page.getByRole('button', { name: /^Domani/ })).toHaveAttribute('aria-pressed', 'true');
    const punto = page.getByTestId(`punto-${fx.pv}`);
    await expect(punto.getByText(NOCCIOLA)).toBeVisible();
    const input = punto.getByRole('textbox', { name: `Vaschette ${FIORDILATTE}, ${PUNTO}` });
    await expect(input).toHaveValue(String(vaschetteFiordilatte));
    await screenshots(page, 'piano-domani');

    // one tray more of Fiordilatte, saved: the row says who changed it, the history before → after
    await punto.getByRole('button', { name: `Una vaschetta in più: ${FIORDILATTE}, ${PUNTO}` }).click();
    await expect(input).toHaveValue(String(vaschetteFiordilatte + 1));
    await expect(page.getByTestId('barra-salva')).toContainText('1 vaschetta cambiata');
    await page.getByRole('button', { name: 'Salva vaschette' }).click();
    await expect(page.getByTestId('barra-salva')).not.toBeAttached();
    await expect(input).toHaveValue(String(vaschetteFiordilatte + 1));
    await expect(punto.getByText(/Modificata da Anna Amministratrice il \d\d\/\d\d\/\d{4} \d\d:\d\d/)).toBeVisible();
    const modifica = page.getByTestId('modifiche').getByTestId('modifica').filter({ hasText: FIORDILATTE });
    await expect(modifica).toHaveCount(1);
    await expect(modifica).toContainText(PUNTO);
    await expect(modifica).toContainText('Anna Amministratrice');
    await expect(modifica.getByLabel(`da ${vaschetteFiordilatte} a ${vaschetteFiordilatte + 1} vaschette`)).toBeVisible();
    const dopo = await api<PianoRest>('GET', `/piano?data=${DOMANI}`);
    expect(dopo.righe.find((r) => r.punto_vendita_id === fx.pv && r.gusto_id === fx.fiordilatte)!.vaschette).toBe(vaschetteFiordilatte + 1);

    // the laboratory's day: the nut flavour's cycle carries its allergen
    const lab = page.getByTestId('laboratorio');
    await expect(lab.getByTestId('ciclo').filter({ hasText: NOCCIOLA }).first()).toContainText('Frutta a guscio');
    await expect(page.getByTestId('fabbisogno').getByText(`Pasta nocciole ${suffix}`)).toBeVisible();
    await lab.scrollIntoViewIfNeeded();
    await screenshots(page, 'piano-laboratorio');

    // the day's weighing sheets, in run order
    await leggiPdf(
      await pdfDaClick(page, /\/api\/piano\/fogli\?data=/, () => page.getByRole('button', { name: 'Stampa fogli di pesata' }).click(), token),
      'piano-fogli-pesata',
    );
    // names wrap inside the tables' columns: the text in content order
    const fogli = await testoInOrdine('piano-fogli-pesata');
    for (const nome of [LIMONE, FIORDILATTE, NOCCIOLA]) expect(fogli, `${nome} nei fogli di pesata`).toContain(nome);
    expect(fogli.indexOf(LIMONE)).toBeLessThan(fogli.indexOf(FIORDILATTE));
    expect(fogli.indexOf(FIORDILATTE)).toBeLessThan(fogli.indexOf(NOCCIOLA));
    expect(fogli).toContain(`Pasta nocciole ${suffix}`);

    // recording: one production per sales point, once
    await page.getByRole('button', { name: 'Registra produzione', exact: true }).click();
    const conferma = page.getByRole('alertdialog');
    await expect(conferma).toContainText('Registrare la produzione del');
    await conferma.getByRole('button', { name: 'Registra', exact: true }).click();
    await expect(page.getByTestId('piano-registrato')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Produzione registrata', exact: true })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: `Vaschette ${FIORDILATTE}, ${PUNTO}` })).toHaveCount(0);
    await screenshots(page, 'piano-registrato');
    await expect(api('POST', `/piano/registra?data=${DOMANI}`)).rejects.toThrow(/409/);

    const { produzioni } = await api<{ produzioni: { id: number; data: string; punto_vendita_id: number; gusti: { gusto_id: number; quantita_kg: number }[] }[] }>('GET', '/produzione?limit=100');
    const nostra = produzioni.filter((p) => p.punto_vendita_id === fx.pv && p.data.startsWith(DOMANI));
    expect(nostra).toHaveLength(1);
    const kgFiordilatte = dopo.righe.find((r) => r.punto_vendita_id === fx.pv && r.gusto_id === fx.fiordilatte)!.kg;
    expect(nostra[0]!.gusti.find((g) => g.gusto_id === fx.fiordilatte)!.quantita_kg).toBeCloseTo(kgFiordilatte, 3);

    // the transfer note of this sales point: trays, flavours and the recorded production's lots
    await leggiPdf(
      await pdfDaClick(page, new RegExp(`/api/piano/trasferimenti\\?data=${DOMANI}&punto_vendita_id=${fx.pv}$`), () =>
        punto.getByRole('button', { name: `Bolla di trasferimento ${PUNTO}` }).click(), token,
      ),
      'piano-trasferimento',
    );
    const bolla = await testoInOrdine('piano-trasferimento');
    for (const testo of [PUNTO, LIMONE, FIORDILATTE, NOCCIOLA]) expect(bolla, `${testo} nella bolla`).toContain(testo);
    expect(bolla).toMatch(new RegExp(`L${DOMANI.replaceAll('-', '')}-\\d+`));

    await page.getByRole('button', { name: 'Apri lo Storico Produzione' }).click();
    await page.waitForURL(/\/storico-produzione$/);
    // (a table at 1280 px, cards at 1024)
    await expect(page.getByText(`Dal piano di produzione del ${DOMANI}`).first()).toBeVisible();
    // (the names are also options of Storico's hidden filter selects: the visible ones are looked for)
    await expect(page.getByText(PUNTO).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(NOCCIOLA).filter({ visible: true }).first()).toBeVisible();
  });

  test('operatore: the plan read-only (no tray inputs, no recording, no settings)', async ({ page }) => {
    await loginAs(page, 'operatore');
    await page.goto('/piano-produzione');
    await expect(page.getByRole('heading', { name: 'Piano di Produzione' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Domani/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Stampa fogli di pesata' })).toBeVisible();
    await expect(page.getByTestId('tot-vaschette').or(page.getByText('Nessun gusto da produrre per questo giorno'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Vaschette / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Registra produzione|Produzione registrata/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Impostazioni' })).toHaveCount(0);
    await expect(page.getByTestId('modifiche')).toHaveCount(0);
    await screenshots(page, 'piano-operatore');
  });
});
