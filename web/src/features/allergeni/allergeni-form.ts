/** The allergen part of the ingredient form (issue 12): pure helpers, tested in the form's tests. */

export interface AllergeniIngredienteValues {
  allergeniContiene: string[];
  allergeniTracce: string[];
  /** "declared": also "none" was said; false = unknown */
  allergeniDichiarati: boolean;
  nomeEtichetta: string;
  caratterizzante: boolean;
}

export const ALLERGENI_VUOTI: AllergeniIngredienteValues = {
  allergeniContiene: [],
  allergeniTracce: [],
  allergeniDichiarati: false,
  nomeEtichetta: '',
  caratterizzante: false,
};

type ConAllergeni = Partial<{
  allergeniContiene: readonly string[];
  allergeniTracce: readonly string[];
  allergeniDichiarati: boolean;
  nomeEtichetta: string | null;
  caratterizzante: boolean;
}>;

export function allergeniDaIngrediente(i: ConAllergeni | null | undefined): AllergeniIngredienteValues {
  if (!i) return ALLERGENI_VUOTI;
  return {
    allergeniContiene: [...(i.allergeniContiene ?? [])],
    allergeniTracce: [...(i.allergeniTracce ?? [])],
    allergeniDichiarati: i.allergeniDichiarati ?? false,
    nomeEtichetta: i.nomeEtichetta ?? '',
    caratterizzante: i.caratterizzante ?? false,
  };
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
