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

/** GraphQL keeps its shorter descriptions (the zod ones, longer, are the REST/OpenAPI text). */
const uscita = { descrizioniZod: false } as const;

export const LottoGiacenzaType = tipoDaZod('LottoGiacenza', lottoGiacenzaSchema, {
  ...uscita,
  descrizione: 'Un lotto in giacenza',
  campi: { scadenza: { descrizione: 'yyyy-MM-dd; null = senza scadenza' }, giacenza: { descrizione: "Nell'unità dell'ingrediente" } },
});

export const GiacenzaType = tipoDaZod('Giacenza', giacenzaSchema, {
  ...uscita,
  descrizione: 'Giacenza di un ingrediente (ricevuto − consumato + rettifiche) e dei suoi lotti',
  campi: {
    scortaMinima: { descrizione: 'Punto di riordino' },
    giacenzaNegativa: { descrizione: 'Consumato più del ricevuto' },
    lotti: { descrizione: 'Lotti con giacenza diversa da 0, prima quelli che scadono prima' },
  },
});
export type GiacenzaType = GiacenzaView;

export const RettificaType = tipoDaZod('Rettifica', rettificaViewSchema, { ...uscita, descrizione: 'Una rettifica di magazzino, con la giacenza dopo' });
export type RettificaType = RettificaView;

export const LottoInScadenzaType = tipoDaZod('LottoInScadenza', lottoInScadenzaSchema, {
  ...uscita,
  descrizione: '',
  campi: { giorni: { descrizione: 'Giorni alla scadenza (negativi: già scaduto)' } },
});

export const ScadenzeType = tipoDaZod('LottiInScadenza', scadenzeSchema, { ...uscita, descrizione: 'Lotti in giacenza che scadono entro N giorni' });
export type ScadenzeType = ScadenzeView;

/** Inputs: every field nullable (zod says what is required, in Italian). */
const input = { tuttiNullable: true, descrizioniZod: false } as const;

export const RettificaInputType = inputDaZod('RettificaInput', rettificaSchema, {
  ...input,
  descrizione: 'Variazione con segno della giacenza (+ aumenta, − diminuisce) e motivo',
});

export const ScortaInputType = inputDaZod('ScortaInput', scortaSchema, { ...input, descrizione: 'Scorta minima e ubicazione di un ingrediente (null le toglie)' });

export const RigaInventarioInputType = inputDaZod('RigaInventarioInput', rigaInventarioSchema, {
  ...input,
  descrizione: 'Una riga contata: lotto (null = giacenza senza lotto), quantità contata e giacenza mostrata al conteggio',
});

export const InventarioInputType = inputDaZod('InventarioInput', inventarioSchema, {
  ...input,
  descrizione: 'Un inventario, salvato tutto insieme (motivo predefinito: inventario)',
});

export const InventarioType = tipoDaZod('Inventario', inventarioViewSchema, {
  ...uscita,
  descrizione: 'Un inventario salvato: le rettifiche delle differenze',
  campi: { invariate: { descrizione: 'Righe in cui il contato era uguale alla giacenza' } },
});
export type InventarioType = InventarioView;
