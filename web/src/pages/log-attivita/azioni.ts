/**
 * Labels of the actions the API writes into the activity log (api/src/modules/attivita/attivita.schema.ts:
 * AZIONI_ATTIVITA, Italian codes since issue 34) and their badge colours.
 */
export const AZIONI: Record<string, { label: string; color: string }> = {
  accesso: { label: 'Accesso', color: 'purple' },
  uscita: { label: 'Uscita', color: 'purple' },
  creazione: { label: 'Creazione', color: 'green' },
  modifica: { label: 'Modifica', color: 'blue' },
  eliminazione: { label: 'Eliminazione', color: 'red' },
  attivazione: { label: 'Attivazione', color: 'green' },
  disattivazione: { label: 'Disattivazione', color: 'orange' },
  azzeramento: { label: 'Reset database', color: 'red' },
  importazione: { label: 'Importazione backup', color: 'green' },
  invio_email: { label: 'Invio email', color: 'cyan' },
  allarme_prezzo: { label: 'Allarme prezzo', color: 'orange' },
};

/** The label of an action; an unknown one is shown as written, first letter upper-case, `_` as a space. */
export function etichettaAzione(azione: string): string {
  const nota = AZIONI[azione.toLowerCase()];
  if (nota) return nota.label;
  return azione ? (azione.charAt(0).toUpperCase() + azione.slice(1)).replaceAll('_', ' ') : '-';
}

export function coloreAzione(azione: string): string {
  return AZIONI[azione.toLowerCase()]?.color ?? 'gray';
}
