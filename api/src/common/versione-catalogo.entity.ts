import { defineEntity, p } from '@mikro-orm/core';

/**
 * catalogo_modifiche (migration CatalogoVersione): one row per transaction that changed the
 * catalogue, or a row that folds earlier ones (`peso`). Written by triggers only; read as the sum of
 * `peso` by common/versione-catalogo.ts. Declared so the schema check knows the table.
 */
const ModificaCatalogoSchema = defineEntity({
  name: 'ModificaCatalogo',
  tableName: 'catalogo_modifiche',
  properties: {
    xid: p.string().columnType('xid8').primary(),
    peso: p.bigint().defaultRaw('1'),
  },
});
export class ModificaCatalogo extends ModificaCatalogoSchema.class {}
ModificaCatalogoSchema.setClass(ModificaCatalogo);
