/** Keys whose value is a secret: never returned in clear by any door. */
const SECRET_KEY = /(api[_-]?key|password|secret|token)/i;

export const isSecretKey = (chiave: string) => SECRET_KEY.test(chiave);

export const SECRET_MASK = '••••';

/** '••••' plus the last 4 characters (only the mask for short values); null/'' stay as they are. */
export function maskSecret(valore: string | null): string | null {
  if (!valore) return valore;
  return valore.length >= 12 ? SECRET_MASK + valore.slice(-4) : SECRET_MASK;
}

/** A configuration entry as every door shows it (spec section 3: chiave, valore, descrizione). */
export interface ConfigurazioneView {
  chiave: string;
  valore: string | null;
  descrizione: string | null;
}

export const toConfigurazioneView = (row: { chiave: string; valore?: string | null; descrizione?: string | null }): ConfigurazioneView => ({
  chiave: row.chiave,
  valore: isSecretKey(row.chiave) ? maskSecret(row.valore ?? null) : (row.valore ?? null),
  descrizione: row.descrizione ?? null,
});
