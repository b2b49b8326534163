import { createHash } from 'node:crypto';
import type { UnitaMisura } from '@gelatiere/scienza';
import type { RequestContext } from '../../common/context.js';
import { badInput, conflict } from '../../common/errors.js';
import { fornitoreDaFattura, richiediStaff } from '../fornitori/fornitore.service.js';
import { normalizzaPartitaIva, partitaIvaValida } from '../fornitori/partita-iva.js';
import { estraiFatture } from './fattura-file.js';
import { leggiFattura, type RigaFatturaLetta } from './fattura-xml.js';
import type { BozzaRicevimentoView, RigaBozzaView } from './ricevimento.schema.js';
import { chiaveArticolo, fattoreStandard, normalizzaUnita } from './unita-fattura.js';

export const MSG_IMPORTA_FATTURA = {
  partitaIvaNonValida: (piva: string) => `La partita IVA del fornitore nella fattura (${piva}) non è valida`,
  fatturaGiaRegistrata: (numero: string, data: string, fornitore: string) => `La fattura n. ${numero} del ${data} di ${fornitore} è già stata registrata`,
  senzaQuantita: 'Riga senza quantità (servizio, spesa o nota)',
  importoNegativo: 'Importo negativo o quantità non positiva (sconto, abbuono o reso)',
} as const;

interface Abbinamento {
  chiave: string;
  ingrediente_id: number;
  nome: string;
  unita_misura: UnitaMisura;
  unita_fattura: string | null;
  fattore: number;
}

const arrotonda = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
const dataItaliana = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The line of the draft: matched by the supplier's remembered article (code first, then the
 * description), converted to the ingredient's unit with the remembered factor when the invoice
 * uses the remembered unit, else with the standard factor between units of the same dimension; a
 * line that cannot be converted stays unmatched (asked again) rather than guessed.
 */
function rigaBozza(r: RigaFatturaLetta & { quantita: number }, abbinamenti: Map<string, Abbinamento>): RigaBozzaView {
  const chiavi = [r.codiceArticolo ? chiaveArticolo(r.codiceArticolo, null) : null, chiaveArticolo(null, r.descrizione)];
  const a = chiavi.map((k) => (k ? abbinamenti.get(k) : undefined)).find(Boolean);
  const unita = normalizzaUnita(r.unitaMisura) || null;
  const fattore = a ? (a.unita_fattura === unita ? a.fattore : fattoreStandard(r.unitaMisura, a.unita_misura)) : null;
  const base = {
    numeroLinea: r.numeroLinea,
    descrizione: r.descrizione,
    codiceArticolo: r.codiceArticolo,
    quantitaFattura: r.quantita,
    unitaFattura: r.unitaMisura,
    prezzoUnitarioFattura: r.prezzoUnitario,
    lotto: r.lotto,
    scadenza: r.scadenza,
  };
  if (!a || fattore === null) {
    return { ...base, quantita: r.quantita, unita: r.unitaMisura, prezzoUnitario: r.prezzoUnitario, ingredienteId: null, ingredienteNome: null, fattoreConversione: null };
  }
  return {
    ...base,
    quantita: arrotonda(r.quantita * fattore, 3),
    unita: a.unita_misura,
    prezzoUnitario: arrotonda(r.prezzoUnitario / fattore, 4),
    ingredienteId: a.ingrediente_id,
    ingredienteNome: a.nome,
    fattoreConversione: fattore,
  };
}

/**
 * Reads an uploaded FatturaPA file (.xml, .xml.p7m or a .zip of them) into receipt drafts, one per
 * invoice document. Everything is parsed and checked before anything is written; the only write is
 * the supplier, created (or given its P.IVA) when new, in one transaction. An invoice already
 * registered as a receipt (supplier + number + date) is a 409.
 */
export async function importaFattura(ctx: RequestContext, nomeFile: string, contenuto: Buffer): Promise<BozzaRicevimentoView[]> {
  richiediStaff(ctx);
  const lette = estraiFatture(nomeFile, contenuto).map((f) => {
    const fattura = leggiFattura(f.xml);
    const partitaIva = normalizzaPartitaIva(fattura.cedente.codice);
    if (!partitaIvaValida(partitaIva)) throw badInput(MSG_IMPORTA_FATTURA.partitaIvaNonValida(fattura.cedente.codice));
    return { ...f, fattura, partitaIva, sha256: createHash('sha256').update(f.xml).digest('hex') };
  });
  return ctx.em.transactional(async (em) => {
    const bozze: BozzaRicevimentoView[] = [];
    for (const l of lette) {
      const fornitore = await fornitoreDaFattura(em, l.partitaIva, l.fattura.cedente.denominazione, l.fattura.cedente.sede);
      const chiavi = new Set<string>();
      for (const d of l.fattura.documenti) {
        for (const r of d.righe) {
          for (const k of [r.codiceArticolo ? chiaveArticolo(r.codiceArticolo, null) : null, chiaveArticolo(null, r.descrizione)]) if (k) chiavi.add(k);
        }
      }
      const abbinamenti = new Map(
        (
          await em.execute<Abbinamento[]>(
            `select fa.chiave, fa.ingrediente_id, i.nome, i.unita_misura, fa.unita_fattura, fa.fattore_conversione::float8 as fattore
               from fornitori_articoli fa join ingredienti i on i.id = fa.ingrediente_id
              where fa.fornitore_id = ? and fa.chiave in (select value from json_array_elements_text(?::json))`,
            [fornitore.id, JSON.stringify([...chiavi])],
          )
        ).map((a) => [a.chiave, { ...a, fattore: Number(a.fattore) }]),
      );
      for (const d of l.fattura.documenti) {
        const [gia] = await em.execute('select 1 from ricevimenti where fornitore_id = ? and numero_documento = ? and data = ?', [fornitore.id, d.numero, d.data]);
        if (gia) throw conflict(MSG_IMPORTA_FATTURA.fatturaGiaRegistrata(d.numero, dataItaliana(d.data), fornitore.ragioneSociale));
        const righe: RigaBozzaView[] = [];
        const righeEscluse: BozzaRicevimentoView['righeEscluse'] = [];
        for (const r of d.righe) {
          if (r.quantita === null) righeEscluse.push({ numeroLinea: r.numeroLinea, descrizione: r.descrizione, motivo: MSG_IMPORTA_FATTURA.senzaQuantita });
          else if (r.quantita <= 0 || r.prezzoUnitario < 0) righeEscluse.push({ numeroLinea: r.numeroLinea, descrizione: r.descrizione, motivo: MSG_IMPORTA_FATTURA.importoNegativo });
          else righe.push(rigaBozza({ ...r, quantita: r.quantita }, abbinamenti));
        }
        bozze.push({
          fornitore: { id: fornitore.id, ragioneSociale: fornitore.ragioneSociale, partitaIva: fornitore.partitaIva, creato: fornitore.creato },
          numeroDocumento: d.numero,
          data: d.data,
          tipoDocumento: d.tipoDocumento,
          notaDiCredito: d.tipoDocumento === 'TD04',
          nomeFile: l.nomeFile.slice(0, 255),
          sha256: l.sha256,
          righe,
          righeEscluse,
        });
      }
    }
    return bozze;
  });
}
