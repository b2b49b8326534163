// temporary helper (not committed): prints the zod descriptions of exported object schemas
import { z } from 'zod';
const [file, ...nomi] = process.argv.slice(2);
const m = await import(file);
const out: Record<string, { tipo?: string; campi: Record<string, string | null> }> = {};
const descr = (s: z.ZodType): string | undefined => {
  for (let i = 0; i < 50 && s; i++) {
    const def = s._zod.def as any;
    if (def.type === 'object') return undefined;
    const d = z.globalRegistry.get(s)?.description;
    if (d) return d;
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe') s = def.in._zod.def.type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy') s = def.getter();
    else return undefined;
  }
  return undefined;
};
const obj = (s: any): any => { for (let i = 0; i < 20; i++) { const d = s._zod.def; if (d.type === 'object') return s; if (d.type === 'pipe') s = d.in._zod.def.type === 'transform' ? d.out : d.in; else if (d.innerType) s = d.innerType; else break; } return s; };
for (const n of nomi) {
  const s = n.split('.').slice(1).reduce((x: any, k) => (k.endsWith('()') ? x[k.slice(0, -2)]() : x[k]), m[n.split('.')[0]]) as z.ZodType;
  const o = obj(s);
  out[n] = { tipo: s.description ?? o.description, campi: Object.fromEntries(Object.entries(o.shape as Record<string, z.ZodType>).map(([k, f]) => [k, descr(f) ?? null])) };
}
console.log(JSON.stringify(out));
