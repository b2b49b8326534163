import type { RequestContext } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { richiediStaff } from '../fornitori/fornitore.service.js';
import { prezzoMedioSql, SOGLIA_PREZZO_SQL, VARIAZIONE_SQL } from './prezzi.sql.js';
import { MSG_RICEVIMENTI, type PrezziIngredienteView } from './ricevimento.schema.js';

interface PrezziRow {
  id: number;
  nome: string;
  unita_misura: string;
  costo: number;
  media: number | null;
  soglia: number;
  prezzi: {
    data: string;
    fornitore: string;
    fornitore_id: number;
    ricevimento_id: number;
    numero_documento: string;
    lotto: string;
    quantita: number;
    prezzo_unitario: number;
    variazione: number | null;
  }[] | string;
}

/**
 * The price history of an ingredient from its receipts (most recent first), with each line's change
 * against the ingredient's previous price and the alert over the threshold, and the weighted
 * average price of the stock (prezzi.sql.ts prezzoMedioSql: the lots still in stock by their
 * remaining quantity at their receipt price, else every receipt; DOMAIN.md "Stock, lots and HACCP").
 * One statement. Admin, manager.
 */
export async function prezziIngrediente(ctx: RequestContext, ingredienteId: number): Promise<PrezziIngredienteView> {
  richiediStaff(ctx);
  const [row] = await ctx.em.execute<PrezziRow[]>(
    `with soglia as (select ${SOGLIA_PREZZO_SQL} as valore),
          righe as (
            select r.data, r.id as ricevimento_id, r.numero_documento, f.ragione_sociale as fornitore, r.fornitore_id, rr.id, rr.lotto,
                   rr.quantita, rr.prezzo_unitario, ${VARIAZIONE_SQL('rr')} as variazione
              from ricevimenti_righe rr join ricevimenti r on r.id = rr.ricevimento_id join fornitori f on f.id = r.fornitore_id
             where rr.ingrediente_id = ?)
     select i.id, i.nome, i.unita_misura, i.costo_per_unita::float8 as costo, (select valore from soglia)::float8 as soglia,
            (select prezzo_medio from (${prezzoMedioSql('ingrediente_id = ?')}) m)::float8 as media,
            coalesce((select json_agg(json_build_object('data', to_char(data, 'YYYY-MM-DD'), 'fornitore', fornitore, 'fornitore_id', fornitore_id,
                        'ricevimento_id', ricevimento_id, 'numero_documento', numero_documento, 'lotto', lotto, 'quantita', quantita::float8,
                        'prezzo_unitario', prezzo_unitario::float8, 'variazione', variazione::float8) order by data desc, ricevimento_id desc, id desc)
                        from righe), '[]'::json) as prezzi
       from ingredienti i where i.id = ?`,
    [ingredienteId, ingredienteId, ingredienteId],
  );
  if (!row) throw notFound(MSG_RICEVIMENTI.ingredienteNonTrovatoPrezzi);
  const soglia = Number(row.soglia);
  const prezzi = typeof row.prezzi === 'string' ? (JSON.parse(row.prezzi) as Exclude<PrezziRow['prezzi'], string>) : row.prezzi;
  return {
    ingredienteId: row.id,
    nome: row.nome,
    unitaMisura: row.unita_misura,
    ultimoPrezzo: Number(row.costo),
    prezzoMedioPonderato: row.media === null ? null : Number(row.media),
    sogliaVariazione: soglia,
    prezzi: prezzi.map((p) => ({
      data: p.data,
      fornitore: p.fornitore,
      fornitoreId: p.fornitore_id,
      ricevimentoId: p.ricevimento_id,
      numeroDocumento: p.numero_documento,
      lotto: p.lotto,
      quantita: Number(p.quantita),
      prezzoUnitario: Number(p.prezzo_unitario),
      variazionePercentuale: p.variazione === null ? null : Number(p.variazione),
      allarmePrezzo: p.variazione !== null && Math.abs(Number(p.variazione)) > soglia,
    })),
  };
}
