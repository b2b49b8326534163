import { Field } from '@chakra-ui/react';
import { SelectPuntoVendita } from '../../components/SelectPuntoVendita';
import { formatTemperatura } from './chiavi';

export const TEMPERATURA_VETRINA_PREDEFINITA = -12;

interface Props {
  puntiVendita: readonly { id: number; nome: string; attivo: boolean; temperaturaVetrina: number }[];
  value: number | null;
  onChange: (puntoVenditaId: number | null) => void;
  size?: 'sm' | 'xs';
  flex?: string;
}

/** Whose display case the figures use: the default −12 °C or an active sales point's temperature. */
export function SelettoreVetrina({ puntiVendita, value, onChange, size = 'sm', flex }: Props) {
  const temperature = new Map(puntiVendita.map((p) => [p.id, p.temperaturaVetrina]));
  return (
    <Field.Root flex={flex}>
      <Field.Label fontSize={size === 'sm' ? 'sm' : 'xs'}>Vetrina del punto vendita</Field.Label>
      <SelectPuntoVendita
        size="sm"
        aria-label="Vetrina del punto vendita"
        punti={puntiVendita.filter((p) => p.attivo)}
        placeholder={`Predefinita (${formatTemperatura(TEMPERATURA_VETRINA_PREDEFINITA)})`}
        etichetta={(p) => `${p.nome} (${formatTemperatura(temperature.get(p.id) ?? TEMPERATURA_VETRINA_PREDEFINITA)})`}
        value={value}
        onChange={onChange}
      />
    </Field.Root>
  );
}
