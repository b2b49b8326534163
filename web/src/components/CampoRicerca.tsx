import { Input, InputGroup, type InputGroupProps } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

export interface CampoRicercaProps extends Omit<InputGroupProps, 'children' | 'onChange'> {
  /** The field's accessible name ("Cerca gusti"). */
  etichetta: string;
  placeholder: string;
  value: string;
  onChange: (testo: string) => void;
  autoFocus?: boolean;
}

/** The search field of a list page: a magnifier, the page's placeholder, a 44 px touch target. */
export function CampoRicerca({ etichetta, placeholder, value, onChange, autoFocus, ...gruppo }: CampoRicercaProps) {
  return (
    <InputGroup startElement={<LuSearch />} {...gruppo}>
      <Input bg="bg" minH="11" placeholder={placeholder} aria-label={etichetta} value={value} onChange={(e) => onChange(e.currentTarget.value)} autoFocus={autoFocus} />
    </InputGroup>
  );
}
