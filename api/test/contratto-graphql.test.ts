import { readdir } from 'node:fs/promises';
import { isInputObjectType, isObjectType, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campiCostoDi, eCosto } from '../src/common/costo.js';
import { CAMPI_COSTO, COSTO_RUOLI, regolaDelCampo } from '../src/common/field-policy.js';
import { camelDi, tipiCostruiti } from '../src/common/from-zod.js';
import { buildGraphqlSchema } from '../src/graphql/schema.js';
import { resolvers } from '../src/modules/index.js';

/**
 * Issue 28: a field is declared once, in the module's zod contract. GraphQL types built from it
 * (common/from-zod.ts) must show every field of their schema, and every cost, price or margin figure
 * must carry the one mark (`costo()` in common/costo.ts) that the GraphQL field rule and the REST
 * serializer's name set (`CAMPI_COSTO`) follow.
 */

/** Every zod schema the modules' contract files export. */
const moduli = new URL('../src/modules/', import.meta.url);
const fileContratti = (await readdir(moduli, { recursive: true })).filter((f) => /^[^/]+\/[^/]+\.schema\.ts$/.test(f));
const contratti = Object.fromEntries(
  await Promise.all(fileContratti.map(async (f) => [f, (await import(new URL(f, moduli).href)) as Record<string, unknown>] as const)),
);
const schemiEsportati = Object.entries(contratti).flatMap(([file, m]) =>
  Object.entries(m)
    .filter(([, x]) => x instanceof z.ZodType)
    .map(([nome, x]) => ({ nome: `${file.replace(/^.*\//, '')}#${nome}`, schema: x as z.ZodType })),
);

/** Names that look like costs, prices, revenue or margins. */
const NOME_DI_COSTO = /^(costo|prezzo|margine|ricavo|foodCost)/;

/**
 * Cost-looking names that are not costs, each with its reason (spec section 6 hides costs, purchase
 * prices and margins from operators, not what the counter sells at).
 */
const NON_COSTI: Record<string, string> = {
  prezzo: 'the sale price of a portion (vetrina/porzioni): the counter staff sell at it',
};

/** Every object key of a schema, at every depth, with its field schema. */
function campiDi(schema: z.ZodType, out: { chiave: string; campo: z.ZodType }[] = [], visti = new Set<z.ZodType>()) {
  if (visti.has(schema)) return out;
  visti.add(schema);
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; shape?: Record<string, z.ZodType> };
  if (def.type === 'object') {
    for (const [chiave, campo] of Object.entries((schema as z.ZodObject).shape as Record<string, z.ZodType>)) {
      out.push({ chiave, campo });
      campiDi(campo, out, visti);
    }
  } else if (def.innerType) campiDi(def.innerType, out, visti);
  else if (def.type === 'pipe') {
    campiDi(def.in!, out, visti);
    campiDi(def.out!, out, visti);
  } else if (def.element) campiDi(def.element, out, visti);
  else if (def.options) for (const o of def.options) campiDi(o, out, visti);
  return out;
}

describe('the zod contract and GraphQL', () => {
  it('every field of a zod schema behind a GraphQL type is reachable over GraphQL', async () => {
    const schema = await buildGraphqlSchema(resolvers);
    expect(tipiCostruiti.length).toBeGreaterThan(5);
    const mancanti: string[] = [];
    for (const t of tipiCostruiti) {
      const tipo = schema.getType(t.nome);
      expect(tipo && (t.genere === 'input' ? isInputObjectType(tipo) : isObjectType(tipo)), t.nome).toBe(true);
      const campi = (tipo as GraphQLObjectType | GraphQLInputObjectType).getFields();
      for (const chiaveZod of Object.keys(t.schema.shape)) {
        const chiave = t.camelCase ? camelDi(chiaveZod) : chiaveZod;
        if (!t.esclusi.includes(chiave) && !campi[chiave]) mancanti.push(`${t.nome}.${chiave}`);
      }
    }
    expect(mancanti).toEqual([]);
  });

  it('the GraphQL types built from zod put the cost field rule on every marked field, and only there', async () => {
    const schema = await buildGraphqlSchema(resolvers);
    const senzaRegola: string[] = [];
    let marcati = 0;
    for (const t of tipiCostruiti.filter((x) => x.genere === 'object')) {
      const campi = (schema.getType(t.nome) as GraphQLObjectType).getFields();
      for (const [chiaveZod, campo] of Object.entries(t.schema.shape as Record<string, z.ZodType>)) {
        const chiave = t.camelCase ? camelDi(chiaveZod) : chiaveZod;
        if (!campi[chiave] || !eCosto(campo)) continue;
        marcati++;
        if (regolaDelCampo(campi[chiave].extensions) !== COSTO_RUOLI) senzaRegola.push(`${t.nome}.${chiave}`);
      }
    }
    expect(senzaRegola).toEqual([]);
    expect(marcati).toBeGreaterThan(0);
  });

  it('every field named like a cost, price or margin carries the cost mark', () => {
    expect(schemiEsportati.length).toBeGreaterThan(100);
    const nonMarcati = new Set<string>();
    for (const { nome, schema } of schemiEsportati) {
      for (const { chiave, campo } of campiDi(schema)) {
        if (NOME_DI_COSTO.test(chiave) && !(chiave in NON_COSTI) && !eCosto(campo)) nonMarcati.add(`${nome}.${chiave}`);
      }
    }
    expect([...nonMarcati]).toEqual([]);
  });

  it("the REST serializer's cost names (CAMPI_COSTO) are exactly the marked fields", () => {
    const marcati = new Set<string>();
    for (const { schema } of schemiEsportati) campiCostoDi(schema, marcati);
    // REST bodies repeat the fields under snake_case keys (restBody): the views' camelCase names count
    expect([...marcati].filter((k) => !k.includes('_')).sort()).toEqual([...CAMPI_COSTO].sort());
    expect(CAMPI_COSTO.has('costoPerUnita')).toBe(true);
    expect(CAMPI_COSTO.has('costoMedioEffettivo')).toBe(true);
  });
});
