import { registerEnumType } from 'type-graphql';
import { BASI_COSTO, DESCRIZIONE_BASE_COSTO, type BaseCosto } from './base-costo.js';

/** The cost basis as a GraphQL enum (values as REST spells them). */
export const BaseCostoEnum = Object.fromEntries(BASI_COSTO.map((b) => [b, b])) as { [K in BaseCosto]: K };
registerEnumType(BaseCostoEnum, { name: 'BaseCosto', description: DESCRIZIONE_BASE_COSTO });

/** `@Arg('baseCosto', ...)` options shared by the queries that read food costs. */
export const BASE_COSTO_ARG = { nullable: true, description: DESCRIZIONE_BASE_COSTO } as const;
