import { enumDaValori, enumGraphql, tipoDaZod } from '../../common/from-zod.js';
import { origineAllergeneSchema, verificaAllergeniRestSchema } from './allergeni-derivati.schema.js';
import { TIPI_ALLERGENE_INGREDIENTE } from './allergeni-derivati.entity.js';
import type { OrigineAllergeneView, VerificaAllergeniView } from './allergeni-derivati.view.js';

export const TipoAllergeneEnum = enumGraphql(enumDaValori(TIPI_ALLERGENE_INGREDIENTE), { name: 'TipoAllergeneIngrediente', description: 'contiene, oppure tracce (può contenere)' });

export const OrigineAllergeneType = tipoDaZod('OrigineAllergene', origineAllergeneSchema);
export type OrigineAllergeneType = OrigineAllergeneView;

/** The check of GET /gusti/verifica-allergeni, under GraphQL's camelCase names. */
const camel = { camelCase: true } as const;
export const GustoNonSpiegatoType = tipoDaZod('GustoAllergeniNonSpiegati', verificaAllergeniRestSchema.shape.gusti_non_spiegati.element, camel);
export const IngredienteNonDichiaratoType = tipoDaZod('IngredienteAllergeniNonDichiarati', verificaAllergeniRestSchema.shape.ingredienti_non_dichiarati.element, camel);

export const VerificaAllergeniType = tipoDaZod('VerificaAllergeni', verificaAllergeniRestSchema, camel);
export type VerificaAllergeniType = VerificaAllergeniView;
