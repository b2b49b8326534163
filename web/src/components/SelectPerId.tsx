import { NativeSelect } from '@chakra-ui/react';

interface SelectPerIdProps extends Omit<NativeSelect.FieldProps, 'value' | 'onChange' | 'children' | 'size'> {
  /** The records to choose from, by id, shown by name. */
  opzioni: readonly { id: number; nome: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** The first, empty choice (e.g. 'Seleziona un gusto...'): choosing it gives null. */
  placeholder: string;
  size?: NativeSelect.RootProps['size'];
}

/** A native select of records by id: the chosen record's id, or null for the placeholder. The other props go to the select element. */
export function SelectPerId({ opzioni, value, onChange, placeholder, size, ...campo }: SelectPerIdProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...campo} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
        <option value="">{placeholder}</option>
        {opzioni.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nome}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
