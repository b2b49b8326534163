import { inputDaZod } from '../../common/from-zod.js';
import '../ingredienti/ingrediente.types.js'; // the UnitaMisura and RuoloRiga enums, before RigaRicettaInput
import { aggiornaGustoGraphqlForma, gustoGraphqlForma, rigaRicetta } from './gusto.schema.js';

// the fields and their rules live in gusto.schema.ts (one contract for REST, GraphQL and the service)
export { MSG_GUSTO } from './gusto.schema.js';

export const RigaRicettaInput = inputDaZod('RigaRicettaInput', rigaRicetta, { campi: { unita: { nullable: false } } });
export const GustoInput = inputDaZod('GustoInput', gustoGraphqlForma, { campi: { ingredienti: { nullable: false } } });
export const AggiornaGustoInput = inputDaZod('AggiornaGustoInput', aggiornaGustoGraphqlForma, { tuttiNullable: true });
