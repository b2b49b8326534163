import { NativeSelect } from '@chakra-ui/react';

export interface CategoriaScelta {
  id: number;
  nome: string;
}

interface SelectCategoriaProps extends Omit<NativeSelect.FieldProps, 'children' | 'size' | 'width'> {
  categorie: readonly CategoriaScelta[];
  /** The empty first choice ('Tutte le categorie', 'Seleziona una categoria...'): its value is ''. */
  placeholder: string;
  /** What an option's value is: the category's id (default) or its name (analytics filters by name). */
  valore?: 'id' | 'nome';
  size?: NativeSelect.RootProps['size'];
  /** The whole control's width (the select and its indicator). */
  width?: NativeSelect.RootProps['width'];
}

/**
 * The one flavour-category select of the app: a native select whose value is a string ('' = the
 * placeholder), so it works as a controlled filter (`value` + `onChange`) and with react-hook-form's
 * `register` alike. The label comes from the surrounding `Field.Root` or an `aria-label`; the other
 * props (`ref` included) go to the select element.
 */
export function SelectCategoria({ categorie, placeholder, valore = 'id', size, width, ...campo }: SelectCategoriaProps) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field {...campo}>
        <option value="">{placeholder}</option>
        {categorie.map((c) => (
          <option key={c.id} value={valore === 'id' ? c.id : c.nome}>
            {c.nome}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
