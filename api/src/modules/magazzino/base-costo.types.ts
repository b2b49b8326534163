import { enumDaValori, enumGraphql } from '../../common/from-zod.js';
import { BASI_COSTO, DESCRIZIONE_BASE_COSTO } from './base-costo.js';

/** The cost basis as a GraphQL enum (values as REST spells them; a zod enum of them maps to it). */
export const BaseCostoEnum = enumGraphql(enumDaValori(BASI_COSTO), { name: 'BaseCosto', description: DESCRIZIONE_BASE_COSTO });

/** `@Arg('baseCosto', ...)` options shared by the queries that read food costs. */
export const BASE_COSTO_ARG = { nullable: true, description: DESCRIZIONE_BASE_COSTO } as const;
