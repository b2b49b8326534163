import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * SSRF guard for webhook targets. Link-local and cloud metadata addresses are refused always;
 * loopback, private, shared and unspecified addresses only unless WEBHOOK_CONSENTI_RETE_PRIVATA
 * (local tests and private installs). Checked on registration (literal IP or the name's addresses)
 * and again at send time on the address actually connected to (no DNS rebinding between check and use).
 * An IPv6 address that carries an IPv4 one (mapped, compatible, NAT64 64:ff9b::/96, 6to4 2002::/16)
 * is also checked as that IPv4 address: `[64:ff9b::7f00:1]` is 127.0.0.1 behind a NAT64 gateway.
 */
const SEMPRE_VIETATI = new BlockList();
SEMPRE_VIETATI.addSubnet('169.254.0.0', 16, 'ipv4');
SEMPRE_VIETATI.addSubnet('fe80::', 10, 'ipv6');
SEMPRE_VIETATI.addAddress('fd00:ec2::254', 'ipv6');

const PRIVATI = new BlockList();
// IANA special-purpose IPv4 (RFC 6890): this network, private, shared, loopback, IETF protocol
// assignments, the three documentation nets, benchmarking, multicast, reserved
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  PRIVATI.addSubnet(net, bits, 'ipv4');
}
PRIVATI.addAddress('::', 'ipv6');
PRIVATI.addAddress('::1', 'ipv6');
PRIVATI.addSubnet('fc00::', 7, 'ipv6');
PRIVATI.addSubnet('ff00::', 8, 'ipv6');
// NAT64 for local use (RFC 8215): its IPv4 sits in the address by the prefix's own rules, so the whole net is refused
PRIVATI.addSubnet('64:ff9b:1::', 48, 'ipv6');

export const MSG_SSRF = {
  urlNonValido: "L'URL del webhook non è valido",
  soloHttps: "L'URL del webhook deve usare https",
  vietato: "L'indirizzo del webhook non è consentito (link-local o metadati del cloud)",
  privato: "L'indirizzo del webhook è locale o di una rete privata: su questo server non è consentito",
  nonRisolto: "Il nome dell'host del webhook non si risolve in nessun indirizzo",
} as const;

/** `::ffff:a.b.c.d` is checked as a.b.c.d. */
function normalizza(ip: string): { ip: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return { ip: mapped[1]!, family: 'ipv4' };
  return { ip, family: isIP(ip) === 6 ? 'ipv6' : 'ipv4' };
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function gruppiIpv6(address: string): number[] {
  let s = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = s.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

/** The IPv4 address an IPv6 one carries (mapped, SIIT, compatible, NAT64 well-known prefix, 6to4), or null. */
export function ipv4Incorporato(address: string): string | null {
  const g = gruppiIpv6(address);
  const ipv4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeri = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (SIIT), ::a.b.c.d (compatible, deprecated)
  if (zeri(0, 4) && ((g[4] === 0 && (g[5] === 0xffff || g[5] === 0)) || (g[4] === 0xffff && g[5] === 0))) return ipv4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeri(2, 6)) return ipv4(g[6]!, g[7]!); // NAT64, 64:ff9b::/96 (RFC 6052)
  if (g[0] === 0x2002) return ipv4(g[1]!, g[2]!); // 6to4, 2002:AABB:CCDD::/48 (RFC 3056)
  return null;
}

/** null when the address may be contacted, else the Italian reason. */
export function motivoIndirizzoVietato(address: string, consentiPrivata: boolean): string | null {
  const { ip, family } = normalizza(address);
  if (SEMPRE_VIETATI.check(ip, family)) return MSG_SSRF.vietato;
  if (!consentiPrivata && PRIVATI.check(ip, family)) return MSG_SSRF.privato;
  const incorporato = family === 'ipv6' ? ipv4Incorporato(ip) : null;
  return incorporato ? motivoIndirizzoVietato(incorporato, consentiPrivata) : null;
}

/** Parses and checks a webhook URL; returns the reason it is refused, or null. */
export async function motivoUrlVietato(raw: string, consentiPrivata: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return MSG_SSRF.urlNonValido;
  }
  if (url.protocol !== 'https:' && !(consentiPrivata && url.protocol === 'http:')) return url.protocol === 'http:' ? MSG_SSRF.soloHttps : MSG_SSRF.urlNonValido;
  if (url.username || url.password) return MSG_SSRF.urlNonValido;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const indirizzi = isIP(host) ? [host] : await risolvi(host);
  if (indirizzi.length === 0) return MSG_SSRF.nonRisolto;
  for (const a of indirizzi) {
    const motivo = motivoIndirizzoVietato(a, consentiPrivata);
    if (motivo) return motivo;
  }
  return null;
}

async function risolvi(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/**
 * A `lookup` for http(s).request that connects only to checked addresses: the name is resolved here
 * and the connection goes to the address that passed the check.
 */
export function lookupSicuro(consentiPrivata: boolean) {
  return (hostname: string, options: object, callback: (err: Error | null, address: string | { address: string; family: number }[], family?: number) => void) => {
    risolvi(hostname).then((indirizzi) => {
      if (indirizzi.length === 0) return callback(new Error(MSG_SSRF.nonRisolto), '', 4);
      for (const a of indirizzi) {
        const motivo = motivoIndirizzoVietato(a, consentiPrivata);
        if (motivo) return callback(new Error(motivo), '', 4);
      }
      const all = indirizzi.map((address) => ({ address, family: isIP(address) }));
      if ((options as { all?: boolean }).all) return callback(null, all);
      return callback(null, all[0]!.address, all[0]!.family);
    }, (err: Error) => callback(err, '', 4));
  };
}
