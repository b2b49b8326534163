/**
 * Configuration entries every installation has (DOMAIN.md; spec section 3): seeded at start-up
 * (seed/base.ts) and again by the admin's reset (admin.service.ts).
 */
export const CONFIG_DEFAULTS: { chiave: string; valore: string; descrizione: string }[] = [
  { chiave: 'prezzo_vendita_kg', valore: '25.00', descrizione: 'Prezzo di vendita stimato al kg (euro) per il calcolo del margine' },
  { chiave: 'email_abilitato', valore: 'false', descrizione: 'Invio email abilitato' },
  { chiave: 'email_notifica_produzione', valore: 'false', descrizione: 'Notifica email per ogni nuova produzione' },
  { chiave: 'email_mittente', valore: '', descrizione: 'Indirizzo del mittente' },
  { chiave: 'email_nome_mittente', valore: 'Gelatiere', descrizione: 'Nome del mittente' },
  { chiave: 'email_destinatari_notifiche', valore: '[]', descrizione: 'Destinatari delle notifiche (array JSON)' },
];
