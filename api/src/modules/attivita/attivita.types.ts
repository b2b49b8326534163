import { tipoDaZod } from '../../common/from-zod.js';
import { logAttivitaPaginaSchema, logAttivitaSchema } from './attivita.schema.js';
import type { LogAttivitaView } from './attivita.service.js';

export const LogAttivitaType = tipoDaZod('LogAttivita', logAttivitaSchema);

export const LogAttivitaPaginaType = tipoDaZod('LogAttivitaPagina', logAttivitaPaginaSchema);
export type LogAttivitaPaginaType = { righe: LogAttivitaView[]; totale: number };
