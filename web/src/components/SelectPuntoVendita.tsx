import { NativeSelect } from '@chakra-ui/react';

export interface PuntoVenditaScelta {
  id: number;
  nome: string;
  /** When given and false, the point is offered only if already chosen (with `soloAttivi`), marked '(inattivo)'. */
  attivo?: boolean;
}

interface SelectPuntoVenditaProps extends Omit<NativeSelect.FieldProps, 'value' | 'onChange' | 'children' | 'size'> {
  punti: readonly PuntoVenditaScelta[];
  /** The chosen point's id; null = the placeholder. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** The empty first choice ('Tutti', 'Nessun punto vendita', 'Seleziona un punto vendita...'): choosing it gives null. Without it a point is always chosen. */
  placeholder?: string;
  /** Only the active points, plus the chosen one if inactive (marked '(inattivo)'). */
  soloAttivi?: boolean;
  /** In name order (Italian collation); otherwise as given. */
  perNome?: boolean;
  /** An option's text (default: the name). */
  etichetta?: (p: PuntoVenditaScelta) => string;
  size?: NativeSelect.RootProps['size'];
}

const perNomeIt = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'it', { sensitivity: 'base' });

/**
 * The one sales-point select of the app: a native select by id (the label comes from the
 * surrounding `Field.Root` or an `aria-label`); the other props go to the select element.
 */
export function SelectPuntoVendita({ punti, value, onChange, placeholder, soloAttivi = false, perNome = false, etichetta, size, ...campo }: SelectPuntoVenditaProps) {
  let opzioni = soloAttivi ? punti.filter((p) => p.attivo !== false || p.id === value) : [...punti];
  if (perNome) opzioni = [...opzioni].sort(perNomeIt);
  const testo = etichetta ?? ((p: PuntoVenditaScelta) => (soloAttivi && p.attivo === false ? `${p.nome} (inattivo)` : p.nome));
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...campo} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {opzioni.map((p) => (
          <option key={p.id} value={p.id}>
            {testo(p)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
