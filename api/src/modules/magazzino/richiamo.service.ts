import type { RequestContext } from '../../common/context.js';
import { requireUser } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { codiceLotto } from '../produzione/lotto.js';
import { MSG_RICHIAMO, type RichiamoQuery, type RichiamoView } from './richiamo.schema.js';

interface RichiamoRow {
  id: number;
  nome: string;
  unita_misura: string;
  ricevimenti: (RichiamoView['ricevimenti'][number] & { fornitore: NonNullable<RichiamoView['fornitore']> })[] | string;
  produzioni: (Omit<RichiamoView['produzioni'][number], 'lottoProduzione'> & { rigaId: number })[] | string;
}

const json = <T,>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);

/**
 * The recall report of an ingredient lot, in one statement: the receipts of the lot with their
 * supplier and its address (one step back) and every production line that consumed it (one step forward: date, sales
 * point, flavour, kg, the line's production lot). 404 when the lot was neither received nor used.
 */
export async function getRichiamo(ctx: RequestContext, q: Pick<RichiamoQuery, 'ingredienteId' | 'lotto'>): Promise<RichiamoView> {
  requireUser(ctx);
  const [row] = await ctx.em.execute<RichiamoRow[]>(
    `select i.id, i.nome, i.unita_misura,
       coalesce((select json_agg(json_build_object(
                  'id', rc.id, 'data', to_char(rc.data, 'YYYY-MM-DD'), 'numeroDocumento', rc.numero_documento,
                  'quantita', rr.quantita::float8, 'scadenza', to_char(rr.scadenza, 'YYYY-MM-DD'), 'temperatura', rr.temperatura::float8,
                  'fornitoreId', f.id,
                  'fornitore', json_build_object('id', f.id, 'ragioneSociale', f.ragione_sociale, 'partitaIva', f.partita_iva, 'email', f.email, 'telefono', f.telefono,
                                            'indirizzo', f.indirizzo, 'cap', f.cap, 'comune', f.comune, 'provincia', f.provincia))
                  order by rc.data, rc.id, rr.id)
                 from ricevimenti_righe rr join ricevimenti rc on rc.id = rr.ricevimento_id join fornitori f on f.id = rc.fornitore_id
                where rr.ingrediente_id = i.id and rr.lotto = ?), '[]'::json) as ricevimenti,
       coalesce((select json_agg(json_build_object(
                  'produzioneId', p.id, 'data', to_char(p.data, 'YYYY-MM-DD'), 'puntoVenditaId', pv.id, 'puntoVenditaNome', pv.nome, 'puntoVenditaIndirizzo', pv.indirizzo,
                  'gustoId', g.id, 'gustoNome', g.nome, 'quantitaKg', r.quantita_kg::float8, 'quantitaIngrediente', c.quantita::float8,
                  'versioneRicetta', r.versione_ricetta, 'rigaId', r.id)
                  order by p.data, p.id, r.id)
                 from (select produzione_riga_id, sum(quantita) as quantita from consumi_lotti
                        where ingrediente_id = i.id and lotto = ? group by produzione_riga_id) c
                 join produzione_righe r on r.id = c.produzione_riga_id
                 join produzioni p on p.id = r.produzione_id
                 join punti_vendita pv on pv.id = p.punto_vendita_id
                 join gusti g on g.id = r.gusto_id), '[]'::json) as produzioni
       from ingredienti i where i.id = ?`,
    [q.lotto, q.lotto, q.ingredienteId],
  );
  if (!row) throw notFound(MSG_RICHIAMO.lottoNonTrovato(q.lotto));
  const ricevimenti = json(row.ricevimenti);
  const produzioni = json(row.produzioni);
  if (ricevimenti.length === 0 && produzioni.length === 0) throw notFound(MSG_RICHIAMO.lottoNonTrovato(q.lotto));
  const primo = ricevimenti[0];
  const somma = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 10000) / 10000;
  return {
    ingrediente: { id: row.id, nome: row.nome, unitaMisura: row.unita_misura },
    lotto: q.lotto,
    fornitore: primo ? primo.fornitore : null,
    fornitori: [...new Map(ricevimenti.map((r) => [r.fornitore.id, r.fornitore])).values()],
    ricevimento: primo
      ? { id: primo.id, data: primo.data, numeroDocumento: primo.numeroDocumento, quantita: primo.quantita, scadenza: primo.scadenza, temperatura: primo.temperatura }
      : null,
    ricevimenti: ricevimenti.map(({ fornitore: _f, ...r }) => r),
    quantitaRicevuta: somma(ricevimenti.map((r) => r.quantita)),
    quantitaUsata: somma(produzioni.map((p) => p.quantitaIngrediente)),
    produzioni: produzioni.map(({ rigaId, ...p }) => ({ ...p, lottoProduzione: codiceLotto(p.data, rigaId) })),
  };
}
