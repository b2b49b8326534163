import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { logActivity } from '../attivita/attivita.service.js';
import { dispatchEvents, type DomainEvent } from '../domain-events.js';
import { richiediStaff } from '../fornitori/fornitore.service.js';
import { SOGLIA_PREZZO_SQL, VARIAZIONE_SQL } from './prezzi.sql.js';
import { MSG_RICEVIMENTI, type CreaRicevimento, type RicevimentiQuery, type RicevimentoView, type RigaRicevimentoView } from './ricevimento.schema.js';
import { chiaveArticolo, normalizzaUnita } from './unita-fattura.js';

interface TestataRow {
  id: number;
  fornitore_id: number;
  fornitore_nome: string;
  data: string;
  numero_documento: string;
  fattura_tipo_documento: string | null;
  fattura_nome_file: string | null;
  note: string | null;
  created_by: number | null;
  created_by_nome: string | null;
  created_at: string;
  numero_righe: number;
  costo_totale: number;
}

interface RigaRow {
  id: number;
  ingrediente_id: number;
  ingrediente_nome: string;
  unita_misura: string;
  lotto: string;
  scadenza: string | null;
  quantita: number;
  prezzo_unitario: number;
  prezzo_precedente: number | null;
  variazione: number | null;
  allarme: boolean;
  temperatura: number | null;
  codice_articolo: string | null;
  descrizione: string | null;
}

const TESTATA = `select r.id, r.fornitore_id, f.ragione_sociale as fornitore_nome, to_char(r.data, 'YYYY-MM-DD') as data, r.numero_documento,
       r.fattura_tipo_documento, r.fattura_nome_file, r.note, r.created_by, u.nome as created_by_nome,
       to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
       coalesce(t.n, 0)::int as numero_righe, coalesce(t.costo, 0)::float8 as costo_totale
  from ricevimenti r
  join fornitori f on f.id = r.fornitore_id
  left join utenti u on u.id = r.created_by
  left join lateral (select count(*) as n, round(sum(rr.quantita * rr.prezzo_unitario), 2) as costo
                       from ricevimenti_righe rr where rr.ricevimento_id = r.id) t on true`;

const toTestata = (r: TestataRow, righe: RigaRicevimentoView[] = []): RicevimentoView => ({
  id: r.id,
  fornitoreId: r.fornitore_id,
  fornitoreNome: r.fornitore_nome,
  data: r.data,
  numeroDocumento: r.numero_documento,
  fatturaTipoDocumento: r.fattura_tipo_documento,
  fatturaNomeFile: r.fattura_nome_file,
  note: r.note,
  createdBy: r.created_by,
  createdByNome: r.created_by_nome,
  createdAt: r.created_at,
  numeroRighe: Number(r.numero_righe),
  costoTotale: Number(r.costo_totale),
  righe,
});

const toRiga = (r: RigaRow): RigaRicevimentoView => ({
  id: r.id,
  ingredienteId: r.ingrediente_id,
  ingredienteNome: r.ingrediente_nome,
  unitaMisura: r.unita_misura,
  lotto: r.lotto,
  scadenza: r.scadenza,
  quantita: Number(r.quantita),
  prezzoUnitario: Number(r.prezzo_unitario),
  prezzoPrecedente: r.prezzo_precedente === null ? null : Number(r.prezzo_precedente),
  variazionePercentuale: r.variazione === null ? null : Number(r.variazione),
  allarmePrezzo: r.allarme,
  temperatura: r.temperatura === null ? null : Number(r.temperatura),
  codiceArticolo: r.codice_articolo,
  descrizione: r.descrizione,
});

/** A receipt with its lines (two statements). */
async function leggiRicevimento(em: EntityManager, id: number): Promise<RicevimentoView> {
  const [testata] = await em.execute<TestataRow[]>(`${TESTATA} where r.id = ?`, [id]);
  if (!testata) throw notFound(MSG_RICEVIMENTI.nonTrovato);
  const righe = await em.execute<RigaRow[]>(
    `select rr.id, rr.ingrediente_id, i.nome as ingrediente_nome, i.unita_misura, rr.lotto, to_char(rr.scadenza, 'YYYY-MM-DD') as scadenza,
            rr.quantita::float8 as quantita, rr.prezzo_unitario::float8 as prezzo_unitario, rr.prezzo_precedente::float8 as prezzo_precedente,
            ${VARIAZIONE_SQL('rr')}::float8 as variazione,
            coalesce(abs(${VARIAZIONE_SQL('rr')}) > ${SOGLIA_PREZZO_SQL}, false) as allarme,
            rr.temperatura::float8 as temperatura, rr.codice_articolo, rr.descrizione
       from ricevimenti_righe rr join ingredienti i on i.id = rr.ingrediente_id
      where rr.ricevimento_id = ? order by rr.id`,
    [id],
  );
  return toTestata(testata, righe.map(toRiga));
}

export async function getRicevimento(ctx: RequestContext, id: number): Promise<RicevimentoView> {
  requireUser(ctx);
  return leggiRicevimento(ctx.em, id);
}

/** Receipts, most recent first (one statement; lines in the detail). */
export async function listRicevimenti(ctx: RequestContext, q: RicevimentiQuery): Promise<RicevimentoView[]> {
  requireUser(ctx);
  const rows = await ctx.em.execute<TestataRow[]>(
    `${TESTATA}
      where (?::int is null or r.fornitore_id = ?) and (?::date is null or r.data >= ?::date) and (?::date is null or r.data <= ?::date)
        and (?::int is null or exists (select 1 from ricevimenti_righe x where x.ricevimento_id = r.id and x.ingrediente_id = ?))
      order by r.data desc, r.id desc limit ?`,
    [q.fornitoreId ?? null, q.fornitoreId ?? null, q.dal ?? null, q.dal ?? null, q.al ?? null, q.al ?? null, q.ingredienteId ?? null, q.ingredienteId ?? null, q.limite ?? 50],
  );
  return rows.map((r) => toTestata(r));
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 4 });
const percento = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, signDisplay: 'always' });

/** 'Variazione di prezzo oltre la soglia — ricevimento n. 42 da X (#7): Mandorle 11,00 € → 12,40 €/kg (+12,73 %); …' */
export const testoAllarmePrezzi = (
  righe: { nome: string; unita_misura: string; prezzo_precedente: number; prezzo_unitario: number; variazione: number }[],
  numero: string,
  fornitore: string,
  id: number,
) =>
  `Variazione di prezzo oltre la soglia — ricevimento n. ${numero} da ${fornitore} (#${id}): ` +
  righe.map((r) => `${r.nome} ${euro.format(r.prezzo_precedente)} → ${euro.format(r.prezzo_unitario)}/${r.unita_misura} (${percento.format(r.variazione)} %)`).join('; ');

/**
 * Records a goods receipt in one transaction: the document (one per supplier, number and date), its
 * lot lines with the ingredient's previous price (the price-change alert), the remembered
 * invoice-line mappings of lines that came from an invoice, and, when asked, the ingredients' last
 * price (`costo_per_unita`): the database triggers then recompute the food cost of every flavour
 * that uses them, and the `ingrediente.prezzo_modificato` event goes out as for an edit.
 */
export async function creaRicevimento(ctx: RequestContext, input: CreaRicevimento): Promise<RicevimentoView> {
  const user = richiediStaff(ctx);
  let dopoCommit: () => void = () => {};
  const id = await ctx.em.transactional(async (em) => {
    const [fornitore] = await em.execute<{ ragione_sociale: string }[]>('select ragione_sociale from fornitori where id = ?', [input.fornitoreId]);
    if (!fornitore) throw badInput(MSG_RICEVIMENTI.fornitoreNonTrovato);
    const ids = [...new Set(input.righe.map((r) => r.ingredienteId))];
    const ingredienti = await em.execute<{ id: number; nome: string; costo: number; ultimo: number | null }[]>(
      `select i.id, i.nome, i.costo_per_unita::float8 as costo,
              (select rr.prezzo_unitario::float8 from ricevimenti_righe rr join ricevimenti r on r.id = rr.ricevimento_id
                where rr.ingrediente_id = i.id and r.data <= ?::date order by r.data desc, r.id desc, rr.id desc limit 1) as ultimo
         from ingredienti i where i.id in (select value::int from json_array_elements_text(?::json))`,
      [input.data, JSON.stringify(ids)],
    );
    const perId = new Map(ingredienti.map((i) => [i.id, i]));
    const mancante = ids.find((i) => !perId.has(i));
    if (mancante !== undefined) throw badInput(MSG_RICEVIMENTI.ingredienteNonTrovato(mancante));
    const doppio = await em.execute('select 1 from ricevimenti where fornitore_id = ? and numero_documento = ? and data = ?', [input.fornitoreId, input.numeroDocumento, input.data]);
    const documentoEsistente = () => conflict(MSG_RICEVIMENTI.documentoEsistente(input.numeroDocumento, input.data.split('-').reverse().join('/'), fornitore.ragione_sociale));
    if (doppio.length > 0) throw documentoEsistente();

    let nuovoId: number;
    try {
      const [row] = await em.execute<{ id: number }[]>(
        `insert into ricevimenti (fornitore_id, data, numero_documento, fattura_tipo_documento, fattura_nome_file, fattura_sha256, note, created_by)
         values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [input.fornitoreId, input.data, input.numeroDocumento, input.fattura?.tipoDocumento ?? null, input.fattura?.nomeFile ?? null, input.fattura?.sha256 ?? null, input.note, user.id],
      );
      nuovoId = row!.id;
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw documentoEsistente();
      throw err;
    }
    const precedente = (ingredienteId: number) => {
      const i = perId.get(ingredienteId)!;
      return i.ultimo ?? (i.costo > 0 ? i.costo : null);
    };
    await em.execute(
      `insert into ricevimenti_righe (ricevimento_id, ingrediente_id, lotto, scadenza, quantita, prezzo_unitario, prezzo_precedente, temperatura, codice_articolo, descrizione)
       select ?, (e.r->>'ingrediente_id')::int, e.r->>'lotto', (e.r->>'scadenza')::date, (e.r->>'quantita')::numeric, (e.r->>'prezzo_unitario')::numeric,
              (e.r->>'prezzo_precedente')::numeric, (e.r->>'temperatura')::numeric, e.r->>'codice_articolo', e.r->>'descrizione'
         from json_array_elements(?::json) with ordinality as e(r, n)
        order by e.n`,
      [
        nuovoId,
        JSON.stringify(
          input.righe.map((r) => ({
            ingrediente_id: r.ingredienteId,
            lotto: r.lotto,
            scadenza: r.scadenza,
            quantita: r.quantita,
            prezzo_unitario: r.prezzoUnitario,
            prezzo_precedente: precedente(r.ingredienteId),
            temperatura: r.temperatura,
            codice_articolo: r.codiceArticolo,
            descrizione: r.descrizione,
          })),
        ),
      ],
    );

    // the invoice lines confirmed here are remembered (supplier + article code or description)
    const abbinamenti = new Map<string, { chiave: string; ingrediente_id: number; unita: string | null; fattore: number }>();
    for (const r of input.righe) {
      const chiave = r.codiceArticolo || r.descrizione ? chiaveArticolo(r.codiceArticolo, r.descrizione) : null;
      if (chiave) abbinamenti.set(chiave, { chiave, ingrediente_id: r.ingredienteId, unita: normalizzaUnita(r.unitaFattura) || null, fattore: r.fattoreConversione ?? 1 });
    }
    if (abbinamenti.size > 0) {
      await em.execute(
        `insert into fornitori_articoli (fornitore_id, chiave, ingrediente_id, unita_fattura, fattore_conversione)
         select ?, x.chiave, x.ingrediente_id, x.unita, x.fattore from json_to_recordset(?::json) as x(chiave text, ingrediente_id int, unita text, fattore numeric)
         on conflict (fornitore_id, chiave) do update set ingrediente_id = excluded.ingrediente_id, unita_fattura = excluded.unita_fattura,
            fattore_conversione = excluded.fattore_conversione, updated_at = now()`,
        [input.fornitoreId, JSON.stringify([...abbinamenti.values()])],
      );
    }

    // the price-change alert (DOMAIN.md: over the threshold setting, default 5 %): one activity log
    // entry per receipt naming every line over it, read by admin in the activity log
    const allarmi = await em.execute<{ nome: string; unita_misura: string; prezzo_precedente: number; prezzo_unitario: number; variazione: number }[]>(
      `select i.nome, i.unita_misura, rr.prezzo_precedente::float8 as prezzo_precedente, rr.prezzo_unitario::float8 as prezzo_unitario,
              ${VARIAZIONE_SQL('rr')}::float8 as variazione
         from ricevimenti_righe rr join ingredienti i on i.id = rr.ingrediente_id
        where rr.ricevimento_id = ? and abs(${VARIAZIONE_SQL('rr')}) > ${SOGLIA_PREZZO_SQL}
        order by rr.id`,
      [nuovoId],
    );
    if (allarmi.length > 0) logActivity({ em, user, ip: ctx.ip }, 'allarme_prezzo', testoAllarmePrezzi(allarmi, input.numeroDocumento, fornitore.ragione_sociale, nuovoId));

    const eventi: DomainEvent[] = [];
    if (input.aggiornaPrezzi) {
      const ultimi = new Map(input.righe.map((r) => [r.ingredienteId, r.prezzoUnitario]));
      const cambiati = await em.execute<{ id: number }[]>(
        `update ingredienti i set costo_per_unita = x.prezzo from json_to_recordset(?::json) as x(id int, prezzo numeric)
          where i.id = x.id and i.costo_per_unita is distinct from x.prezzo returning i.id`,
        [JSON.stringify([...ultimi].map(([iid, prezzo]) => ({ id: iid, prezzo })))],
      );
      for (const c of cambiati) eventi.push({ tipo: 'ingrediente.prezzo_modificato', ingredienteId: c.id });
    }
    logActivity(
      { em, user, ip: ctx.ip },
      'creazione',
      `Ricevimento n. ${input.numeroDocumento} del ${input.data} da ${fornitore.ragione_sociale} (#${nuovoId}): ${input.righe.length} righe${input.aggiornaPrezzi ? ', prezzi aggiornati' : ''}`,
    );
    await em.flush();
    dopoCommit = await dispatchEvents(em, eventi);
    return nuovoId;
  });
  dopoCommit();
  return leggiRicevimento(ctx.em, id);
}
