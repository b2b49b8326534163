/** A #rrggbb colour; blank means "use the default" (in the contract shared with the web app). */
export { colore } from '@gelatiere/contratto';
