import { graphql } from '../../gql';

/** The default cost basis (admin, manager; api/src/modules/magazzino/base-costo.resolver.ts). */
export const BaseCostoPredefinitaDocument = graphql(`
  query BaseCostoPredefinita {
    baseCostoPredefinita
  }
`);
