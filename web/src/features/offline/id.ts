/**
 * A random v4 UUID for a production recorded on this device; it is sent as the idempotency key, so a
 * retry of the same production never creates a second record. `crypto.randomUUID` exists only in
 * secure contexts (https, localhost): a tablet opening http://192.168.x.x gets the same format from
 * `crypto.getRandomValues`, which every context has.
 */
export function nuovoIdProduzione(c: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
