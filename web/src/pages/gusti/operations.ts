import { graphql } from '../../gql';
import type { DatiFormGustoQuery, GestioneGustoCampiFragment } from '../../gql/graphql';

/** GraphQL operations of the flavour pages (api/src/modules/gusti, categorie, allergeni, ingredienti). */

export const GestioneGustoCampi = graphql(`
  fragment GestioneGustoCampi on Gusto {
    id
    nome
    descrizione
    categoriaId
    categoria {
      id
      nome
      colore
    }
    colore
    stagionale
    attivo
    noteProduzione
    denominazione
    profiloId
    foodCost
    pac
    pod
    pacKg
    podKg
    massaKg
    kcal
    ricetta {
      id
      ingredienteId
      nome
      quantita
      unita
      unitaMisura
      ingredienteAttivo
      ruolo
      caratterizzante
    }
    allergeni {
      id
      nome
    }
  }
`);

export type Gusto = GestioneGustoCampiFragment;
export type CategoriaOpzione = DatiFormGustoQuery['categorieGusti'][number];
export type AllergeneOpzione = DatiFormGustoQuery['allergeni'][number];
export type IngredienteOpzione = DatiFormGustoQuery['ingredienti'][number];

export const GustiDocument = graphql(`
  query GestioneGusti($includiDisattivi: Boolean, $baseCosto: BaseCosto) {
    gusti(includiDisattivi: $includiDisattivi, baseCosto: $baseCosto) {
      ...GestioneGustoCampi
    }
  }
`);

/**
 * What the flavour form offers: active categories and allergens, and the whole ingredient catalogue
 * (deactivated ones too, so that the preview of an existing recipe stays right; only active ones
 * are offered for new lines).
 */
export const DatiFormGustoDocument = graphql(`
  query DatiFormGusto {
    categorieGusti(soloAttive: true) {
      id
      nome
      colore
      attivo
      profilo {
        id
        nome
      }
    }
    allergeni(soloAttivi: true) {
      id
      nome
      codice
      attivo
    }
    ingredienti(includiDisattivi: true) {
      id
      nome
      unitaMisura
      costoPerUnita
      calorie
      densita
      pac
      pod
      pesoPezzoG
      attivo
      allergeniContiene
      allergeniTracce
    }
  }
`);

export const CreaGustoDocument = graphql(`
  mutation CreaGusto($input: GustoInput!) {
    creaGusto(input: $input) {
      ...GestioneGustoCampi
    }
  }
`);

export const AggiornaGustoDocument = graphql(`
  mutation AggiornaGusto($id: Int!, $input: AggiornaGustoInput!) {
    aggiornaGusto(id: $id, input: $input) {
      ...GestioneGustoCampi
    }
  }
`);

export const DuplicaGustoDocument = graphql(`
  mutation DuplicaGusto($id: Int!) {
    duplicaGusto(id: $id) {
      ...GestioneGustoCampi
    }
  }
`);

export const AttivaGustoDocument = graphql(`
  mutation AttivaGusto($id: Int!) {
    attivaGusto(id: $id) {
      ...GestioneGustoCampi
    }
  }
`);

export const DisattivaGustoDocument = graphql(`
  mutation DisattivaGusto($id: Int!) {
    disattivaGusto(id: $id) {
      ...GestioneGustoCampi
    }
  }
`);
