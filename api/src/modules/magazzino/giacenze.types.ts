import { inputDaZod, tipoDaZod } from '../../common/from-zod.js';
import {
  giacenzaSchema,
  inventarioSchema,
  inventarioViewSchema,
  lottoGiacenzaSchema,
  lottoInScadenzaSchema,
  rettificaSchema,
  rettificaViewSchema,
  rigaInventarioSchema,
  scadenzeSchema,
  scortaSchema,
  type GiacenzaView,
  type InventarioView,
  type RettificaView,
  type ScadenzeView,
} from './giacenze.schema.js';

export const LottoGiacenzaType = tipoDaZod('LottoGiacenza', lottoGiacenzaSchema);

export const GiacenzaType = tipoDaZod('Giacenza', giacenzaSchema);
export type GiacenzaType = GiacenzaView;

export const RettificaType = tipoDaZod('Rettifica', rettificaViewSchema);
export type RettificaType = RettificaView;

export const LottoInScadenzaType = tipoDaZod('LottoInScadenza', lottoInScadenzaSchema);

export const ScadenzeType = tipoDaZod('LottiInScadenza', scadenzeSchema);
export type ScadenzeType = ScadenzeView;

/** Inputs: every field nullable (zod says what is required, in Italian). */
const input = { tuttiNullable: true } as const;

export const RettificaInputType = inputDaZod('RettificaInput', rettificaSchema, input);

export const ScortaInputType = inputDaZod('ScortaInput', scortaSchema, input);

export const RigaInventarioInputType = inputDaZod('RigaInventarioInput', rigaInventarioSchema, input);

export const InventarioInputType = inputDaZod('InventarioInput', inventarioSchema, input);

export const InventarioType = tipoDaZod('Inventario', inventarioViewSchema);
export type InventarioType = InventarioView;
