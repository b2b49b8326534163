/** The allergen part of the ingredient form (issue 12): pure helpers, tested in the form's tests. */

export interface AllergeniIngredienteValues {
  allergeniContiene: string[];
  allergeniTracce: string[];
  /** "declared": also "none" was said; false = unknown */
  allergeniDichiarati: boolean;
  nomeEtichetta: string;
  caratterizzante: boolean;
  /** label fields (issue 27), as typed: piece mass in g, a compound ingredient's list, an additive */
  pesoPezzoG: string;
  ingredientiComposti: string;
  additivoCategoria: string;
  additivoNome: string;
  additivoENumero: string;
}

export const ALLERGENI_VUOTI: AllergeniIngredienteValues = {
  allergeniContiene: [],
  allergeniTracce: [],
  allergeniDichiarati: false,
  nomeEtichetta: '',
  caratterizzante: false,
  pesoPezzoG: '',
  ingredientiComposti: '',
  additivoCategoria: '',
  additivoNome: '',
  additivoENumero: '',
};

type ConAllergeni = Partial<{
  allergeniContiene: readonly string[];
  allergeniTracce: readonly string[];
  allergeniDichiarati: boolean;
  nomeEtichetta: string | null;
  caratterizzante: boolean;
  pesoPezzoG: number | null;
  ingredientiComposti: string | null;
  additivo: { categoria: string; nome?: string | null; eNumero?: string | null } | null;
}>;

export function allergeniDaIngrediente(i: ConAllergeni | null | undefined): AllergeniIngredienteValues {
  if (!i) return ALLERGENI_VUOTI;
  return {
    allergeniContiene: [...(i.allergeniContiene ?? [])],
    allergeniTracce: [...(i.allergeniTracce ?? [])],
    allergeniDichiarati: i.allergeniDichiarati ?? false,
    nomeEtichetta: i.nomeEtichetta ?? '',
    caratterizzante: i.caratterizzante ?? false,
    pesoPezzoG: i.pesoPezzoG == null ? '' : String(i.pesoPezzoG).replace('.', ','),
    ingredientiComposti: i.ingredientiComposti ?? '',
    additivoCategoria: i.additivo?.categoria ?? '',
    additivoNome: i.additivo?.nome ?? '',
    additivoENumero: i.additivo?.eNumero ?? '',
  };
}

/** A piece's mass as typed ("3", "2,5"): a number > 0, null when empty; NaN when not a number (the server says why). */
export function leggiPesoPezzo(testo: string): number | null {
  const t = testo.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

export type StatoAllergene = 'contiene' | 'tracce' | null;

/** Sets one allergen to contained, traces or neither (an allergen is never both); declaring anything declares. */
export function impostaAllergene(v: AllergeniIngredienteValues, nome: string, stato: StatoAllergene): AllergeniIngredienteValues {
  const contiene = v.allergeniContiene.filter((x) => x !== nome);
  const tracce = v.allergeniTracce.filter((x) => x !== nome);
  if (stato === 'contiene') contiene.push(nome);
  if (stato === 'tracce') tracce.push(nome);
  return { ...v, allergeniContiene: contiene, allergeniTracce: tracce, allergeniDichiarati: v.allergeniDichiarati || stato !== null };
}

/** The mutation fields: the lists are sent only once declared (an undeclared ingredient stays unknown). */
export function allergeniInput(v: AllergeniIngredienteValues) {
  return {
    ...(v.allergeniDichiarati ? { allergeniContiene: v.allergeniContiene, allergeniTracce: v.allergeniTracce, allergeniDichiarati: true } : {}),
    nomeEtichetta: v.nomeEtichetta.trim() || null,
    caratterizzante: v.caratterizzante,
    pesoPezzoG: leggiPesoPezzo(v.pesoPezzoG),
    ingredientiComposti: v.ingredientiComposti.trim() || null,
    additivo: v.additivoCategoria.trim()
      ? { categoria: v.additivoCategoria.trim(), nome: v.additivoNome.trim() || null, eNumero: v.additivoENumero.trim() || null }
      : null,
  };
}

/** Per allergen, the recipe's ingredients that contain it or may contain it (live, from the form's lines). */
export function allergeniDaRicetta(
  righe: readonly { ingredienteId: number | null }[],
  ingredienti: readonly { id: number; nome: string; allergeniContiene?: readonly string[] | null; allergeniTracce?: readonly string[] | null }[],
): { contiene: Map<string, string[]>; tracce: Map<string, string[]> } {
  const contiene = new Map<string, string[]>();
  const tracce = new Map<string, string[]>();
  const usati = new Set(righe.map((r) => r.ingredienteId).filter((id): id is number => id != null));
  for (const i of ingredienti) {
    if (!usati.has(i.id)) continue;
    for (const a of i.allergeniContiene ?? []) contiene.set(a, [...(contiene.get(a) ?? []), i.nome]);
    for (const a of i.allergeniTracce ?? []) tracce.set(a, [...(tracce.get(a) ?? []), i.nome]);
  }
  for (const a of contiene.keys()) tracce.delete(a);
  return { contiene, tracce };
}
