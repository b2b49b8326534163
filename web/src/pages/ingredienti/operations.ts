import { graphql } from '../../gql';
import type {
  GestioneIngredienteCampiFragment,
  IngredienteInput as IngredienteInputGql,
  LibreriaIngredientiQuery,
  StatisticheIngredientiQuery,
} from '../../gql/graphql';
import type { CompositionKey } from './ingredient-form';

/** GraphQL operations of the ingredient catalogue (api/src/modules/ingredienti). */

export const GestioneIngredienteCampi = graphql(`
  fragment GestioneIngredienteCampi on Ingrediente {
    id
    nome
    descrizione
    costoPerUnita
    unitaMisura
    fornitore
    calorie
    carboidrati
    zuccheri
    grassi
    proteine
    sale
    pac
    pod
    pacPodDerivati
    acqua
    grassiSaturi
    fibre
    slng
    saccarosio
    glucosio
    fruttosio
    lattosio
    maltosio
    alcol
    burroCacao
    solidiCacao
    grassiFruttaSecca
    stabilizzanti
    densita
    sciroppoGlucosio
    de
    eritritolo
    maltitolo
    sorbitolo
    trealosio
    inulina
    polidestrosio
    sucralosio
    glicosidiSteviolo
    allergeniContiene
    allergeniTracce
    allergeniDichiarati
    nomeEtichetta
    caratterizzante
    pesoPezzoG
    ingredientiComposti
    additivo {
      categoria
      nome
      eNumero
    }
    attivo
  }
`);

export type Ingrediente = GestioneIngredienteCampiFragment;
/** The form always sends every field (unknown composition = null). */
export type IngredienteInput = Required<Pick<IngredienteInputGql, 'nome' | 'costoPerUnita' | 'unitaMisura' | 'fornitore'>> & {
  descrizione: string | null;
  attivo: boolean;
} & Record<CompositionKey, number | null>;
export type StatisticheIngredienti = StatisticheIngredientiQuery['statisticheIngredienti'];
export type StatisticaIngrediente = StatisticheIngredienti['statistiche'][number];

export const IngredientiDocument = graphql(`
  query GestioneIngredienti($includiDisattivi: Boolean) {
    ingredienti(includiDisattivi: $includiDisattivi) {
      ...GestioneIngredienteCampi
    }
  }
`);

export const StatisticheIngredientiDocument = graphql(`
  query StatisticheIngredienti($dataInizio: String, $dataFine: String) {
    statisticheIngredienti(dataInizio: $dataInizio, dataFine: $dataFine) {
      periodo {
        dataInizio
        dataFine
      }
      totali {
        ingredientiAnalizzati
        kgTotaliProdotti
        quantitaTotaleUtilizzata
        costoTotale
      }
      statistiche {
        id
        nome
        gustiUtilizzati
        kgProdottiTotali
        quantitaUtilizzataKg
        quantitaUtilizzata
        costoPerUnita
        unitaMisura
        costoTotaleUtilizzato
        costoMedioEffettivo
        fornitore
      }
    }
  }
`);

export const CreaIngredienteDocument = graphql(`
  mutation CreaIngrediente($input: IngredienteInput!) {
    creaIngrediente(input: $input) {
      ...GestioneIngredienteCampi
    }
  }
`);

export const AggiornaIngredienteDocument = graphql(`
  mutation AggiornaIngrediente($id: Int!, $input: AggiornaIngredienteInput!) {
    aggiornaIngrediente(id: $id, input: $input) {
      ...GestioneIngredienteCampi
    }
  }
`);

export const AttivaIngredienteDocument = graphql(`
  mutation AttivaIngrediente($id: Int!) {
    attivaIngrediente(id: $id) {
      ...GestioneIngredienteCampi
    }
  }
`);

export const DisattivaIngredienteDocument = graphql(`
  mutation DisattivaIngrediente($id: Int!) {
    disattivaIngrediente(id: $id) {
      ...GestioneIngredienteCampi
    }
  }
`);

/** The reference library of base ingredients (composition per 100 g and its source). */
export const LibreriaIngredientiDocument = graphql(`
  query LibreriaIngredienti {
    libreriaIngredienti {
      codice
      nome
      descrizione
      unitaMisura
      fonte
      allergeni
      calorie
      carboidrati
      zuccheri
      grassi
      proteine
      sale
      acqua
      grassiSaturi
      fibre
      slng
      saccarosio
      glucosio
      fruttosio
      lattosio
      maltosio
      alcol
      burroCacao
      solidiCacao
      grassiFruttaSecca
      stabilizzanti
      densita
      sciroppoGlucosio
      de
      eritritolo
      maltitolo
      sorbitolo
      trealosio
      inulina
      polidestrosio
      sucralosio
      glicosidiSteviolo
      pac
      pod
    }
  }
`);

export type VoceLibreria = LibreriaIngredientiQuery['libreriaIngredienti'][number];
