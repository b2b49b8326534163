import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * SSRF guard for webhook targets. Link-local and cloud metadata addresses are refused always;
 * loopback, private, shared and unspecified addresses only unless WEBHOOK_CONSENTI_RETE_PRIVATA
 * (local tests and private installs). Checked on registration (literal IP or the name's addresses)
 * and again at send time on the address actually connected to (no DNS rebinding between check and use).
 */
const SEMPRE_VIETATI = new BlockList();
SEMPRE_VIETATI.addSubnet('169.254.0.0', 16, 'ipv4');
SEMPRE_VIETATI.addSubnet('fe80::', 10, 'ipv6');
SEMPRE_VIETATI.addAddress('fd00:ec2::254', 'ipv6');

const PRIVATI = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  PRIVATI.addSubnet(net, bits, 'ipv4');
}
PRIVATI.addAddress('::', 'ipv6');
PRIVATI.addAddress('::1', 'ipv6');
PRIVATI.addSubnet('fc00::', 7, 'ipv6');
PRIVATI.addSubnet('ff00::', 8, 'ipv6');

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

/** null when the address may be contacted, else the Italian reason. */
export function motivoIndirizzoVietato(address: string, consentiPrivata: boolean): string | null {
  const { ip, family } = normalizza(address);
  if (SEMPRE_VIETATI.check(ip, family)) return MSG_SSRF.vietato;
  if (!consentiPrivata && PRIVATI.check(ip, family)) return MSG_SSRF.privato;
  return null;
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
