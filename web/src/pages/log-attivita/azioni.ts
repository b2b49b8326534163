/**
 * Italian names of the actions the API writes into the activity log (api/src/modules/attivita:
 * AzioneAttivita) and their badge colours.
 */
export const AZIONI: Record<string, { label: string; color: string }> = {
  login: { label: 'Accesso', color: 'purple' },
  logout: { label: 'Uscita', color: 'purple' },
  create: { label: 'Creazione', color: 'green' },
  update: { label: 'Modifica', color: 'blue' },
  delete: { label: 'Eliminazione', color: 'red' },
  activate: { label: 'Attivazione', color: 'green' },
  deactivate: { label: 'Disattivazione', color: 'orange' },
  reset: { label: 'Reset database', color: 'red' },
  import: { label: 'Importazione backup', color: 'green' },
  email: { label: 'Invio email', color: 'cyan' },
};

/** The Italian label of an action; an unknown one is shown as written, first letter upper-case. */
export function etichettaAzione(azione: string): string {
  const nota = AZIONI[azione.toLowerCase()];
  if (nota) return nota.label;
  return azione ? azione.charAt(0).toUpperCase() + azione.slice(1) : '-';
}

export function coloreAzione(azione: string): string {
  return AZIONI[azione.toLowerCase()]?.color ?? 'gray';
}
