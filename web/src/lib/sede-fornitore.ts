/** A supplier's registered office on one line ("Via Roma 12, 26100 Cremona (CR)", as the PDFs print it); null when none was recorded. */
export function sedeFornitore(f: { indirizzo?: string | null; cap?: string | null; comune?: string | null; provincia?: string | null }): string | null {
  const localita = [f.cap, f.comune, f.provincia ? `(${f.provincia})` : null].filter(Boolean).join(' ');
  return [f.indirizzo, localita].filter(Boolean).join(', ') || null;
}
