import { inputDaZod, type CampoGraphql } from '../../common/from-zod.js';
import { additivoSchema, aggiornaIngredienteSchema, creaIngredienteSchema } from './ingrediente.schema.js';
import './ingrediente.types.js'; // the UnitaMisura enum

// the fields and their rules live in ingrediente.schema.ts (one contract for REST, GraphQL and the service)

const d = (descrizione: string): CampoGraphql => ({ descrizione });
const g100 = d('g per 100 g');

/** An additive: category and specific name or E number. */
export const AdditivoInput = inputDaZod('AdditivoInput', additivoSchema, {
  campi: { categoria: d('Categoria (es. emulsionante, addensante)'), nome: d('Nome specifico (es. lecitina di soia)'), eNumero: d('Numero E (es. E322)') },
});

/** GraphQL's descriptions of the composition and label fields shared by both ingredient inputs (g per 100 g; densita kg/l). */
const campiComposizione: Record<string, CampoGraphql> = {
  ...Object.fromEntries(
    ['acqua', 'grassiSaturi', 'fibre', 'saccarosio', 'fruttosio', 'lattosio', 'maltosio', 'burroCacao', 'grassiFruttaSecca', 'eritritolo', 'maltitolo', 'sorbitolo', 'trealosio', 'inulina', 'polidestrosio', 'sucralosio'].map((k) => [k, g100]),
  ),
  slng: d('Solidi magri del latte, g per 100 g'),
  glucosio: d('Destrosio anidro, g per 100 g'),
  alcol: d('Etanolo, g per 100 g'),
  solidiCacao: d('Solidi magri del cacao, g per 100 g'),
  stabilizzanti: d('Stabilizzanti ed emulsionanti, g per 100 g'),
  densita: d('kg/l (liquidi; vuoto = 1,000)'),
  sciroppoGlucosio: d('Sciroppi di glucosio e maltodestrine: g di solidi per 100 g'),
  de: d('Destrosio equivalente dei solidi dello sciroppo (1-99)'),
  glicosidiSteviolo: d('Glicosidi steviolici, g per 100 g'),
  allergeniContiene: d('Nomi degli allergeni contenuti (catalogo allergeni); inviarla dichiara gli allergeni'),
  allergeniTracce: d('Nomi degli allergeni che può contenere in tracce'),
  allergeniDichiarati: d('Allergeni dichiarati (anche nessuno)'),
  nomeEtichetta: d("Nome in etichetta (es. 'latte intero'); vuoto = il nome"),
  caratterizzante: d('Caratterizzante: percentuale in etichetta (QUID)'),
  pesoPezzoG: d('Peso di un pezzo in grammi (ingredienti a pezzi)'),
  ingredientiComposti: d('Ingrediente composto: il suo elenco ingredienti come in etichetta'),
  additivo: d('Additivo (null lo toglie)'),
};

export const IngredienteInput = inputDaZod('IngredienteInput', creaIngredienteSchema, {
  campi: { ...campiComposizione, costoPerUnita: d('Euro per unità di misura'), attivo: d('Predefinito: true') },
});

export const AggiornaIngredienteInput = inputDaZod('AggiornaIngredienteInput', aggiornaIngredienteSchema, {
  tuttiNullable: true,
  campi: campiComposizione,
});
