import { graphql } from '../../gql';

/** The default cost basis (admin, manager; api/src/modules/magazzino/base-costo.resolver.ts). */
export const BaseCostoPredefinitaDocument = graphql(`
  query BaseCostoPredefinita {
    baseCostoPredefinita
  }
`);

/** The admin's default cost basis (configuration key base_costo; the server validates the value). */
export const ImpostaBaseCostoDocument = graphql(`
  mutation ImpostaBaseCosto($valore: String!) {
    impostaConfigurazione(chiave: "base_costo", valore: $valore) {
      chiave
      valore
    }
  }
`);
