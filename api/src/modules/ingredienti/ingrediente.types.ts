import { RUOLI_RIGA, UNITA_MISURA } from '@gelatiere/scienza';
import { enumDaValori, enumGraphql, tipoDaZod } from '../../common/from-zod.js';
import { ingredienteSchema, statisticaIngredienteSchema, statisticheIngredientiSchema } from './ingrediente.schema.js';

export const UnitaMisuraEnum = enumGraphql(enumDaValori(UNITA_MISURA), { name: 'UnitaMisura', description: 'Unità di misura: kg, l, g, ml, pz (pezzi, senza massa)' });

export const RuoloRigaEnum = enumGraphql(enumDaValori(RUOLI_RIGA), { name: 'RuoloRiga', description: 'Ruolo di una riga della ricetta: base (la miscela), variegato (salse), inclusione (scaglie, granelle, pezzi)' });

export const AdditivoType = tipoDaZod('Additivo', ingredienteSchema.shape.additivo.unwrap(), {
  descrizione: 'Additivo (Reg. UE 1169/2011, allegato VII parte C): categoria e nome specifico o numero E',
  campi: {
    categoria: { descrizione: 'Categoria (es. emulsionante, addensante)' },
    nome: { descrizione: 'Nome specifico (es. lecitina di soia)' },
    eNumero: { descrizione: 'Numero E (es. E322)' },
  },
});

export const IngredienteType = tipoDaZod('Ingrediente', ingredienteSchema, {
  descrizione: 'Un ingrediente; valori nutrizionali per 100 g, PAC/POD per 100 g (saccarosio = 100)',
  campi: {
    unitaMisura: { tipo: () => UnitaMisuraEnum },
    pacPodDerivati: { descrizione: 'PAC e POD calcolati dallo spettro degli zuccheri (non inseriti)' },
    slng: { descrizione: 'Solidi magri del latte, g per 100 g' },
    glucosio: { descrizione: 'Destrosio anidro, g per 100 g' },
    alcol: { descrizione: 'Etanolo, g per 100 g' },
    solidiCacao: { descrizione: 'Solidi magri del cacao, g per 100 g' },
    stabilizzanti: { descrizione: 'Stabilizzanti ed emulsionanti, g per 100 g' },
    densita: { descrizione: 'kg/l (liquidi; vuoto = 1,000)' },
    sciroppoGlucosio: { descrizione: 'Sciroppi di glucosio e maltodestrine: g di solidi per 100 g' },
    glicosidiSteviolo: { descrizione: 'Glicosidi steviolici, g per 100 g' },
    allergeniContiene: { descrizione: 'Allergeni contenuti (nomi del catalogo)' },
    allergeniTracce: { descrizione: 'Allergeni che può contenere in tracce' },
    allergeniDichiarati: { descrizione: 'Allergeni dichiarati (falso = sconosciuti)' },
    nomeEtichetta: { descrizione: "Nome in etichetta (es. 'latte intero'); nullo = il nome" },
    additivo: { descrizione: 'Additivo: categoria, nome specifico e/o numero E' },
  },
});
export type IngredienteType = InstanceType<typeof IngredienteType>;

export const PeriodoStatisticheType = tipoDaZod('PeriodoStatistiche', statisticheIngredientiSchema.shape.periodo, {
  campi: {
    dataInizio: { descrizione: 'yyyy-MM-dd' },
    dataFine: { descrizione: 'yyyy-MM-dd' },
  },
});

export const TotaliStatisticheIngredientiType = tipoDaZod('TotaliStatisticheIngredienti', statisticheIngredientiSchema.shape.totali, {
  campi: {
    kgTotaliProdotti: { descrizione: 'kg di gelato prodotti nel periodo (tutti i gusti)' },
    quantitaTotaleUtilizzata: { descrizione: 'Somma di quantitaUtilizzataKg degli ingredienti con massa (esclusi i pz)' },
  },
});

export const StatisticaIngredienteType = tipoDaZod('StatisticaIngrediente', statisticaIngredienteSchema, {
  campi: {
    gustiUtilizzati: { descrizione: 'Gusti la cui ricetta contiene l’ingrediente' },
    kgProdottiTotali: { descrizione: 'kg prodotti nel periodo dei gusti che lo contengono' },
    quantitaUtilizzataKg: { descrizione: 'Consumo in kg (i liquidi secondo la loro densità); per gli ingredienti a pezzi, il numero di pezzi' },
    quantitaUtilizzata: { descrizione: 'Consumo nell’unità di misura dell’ingrediente' },
    unitaMisura: { tipo: () => UnitaMisuraEnum },
    costoMedioEffettivo: { descrizione: 'Costo dell’ingrediente per kg di gelato prodotto (costoTotaleUtilizzato / kgProdottiTotali)' },
  },
});

export const StatisticheIngredientiType = tipoDaZod('StatisticheIngredienti', statisticheIngredientiSchema);
export type StatisticheIngredientiType = InstanceType<typeof StatisticheIngredientiType>;
