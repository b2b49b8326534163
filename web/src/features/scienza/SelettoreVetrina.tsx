import { Field, NativeSelect } from '@chakra-ui/react';
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
  return (
    <Field.Root flex={flex}>
      <Field.Label fontSize={size === 'sm' ? 'sm' : 'xs'}>Vetrina del punto vendita</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label="Vetrina del punto vendita" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
          <option value="">Predefinita ({formatTemperatura(TEMPERATURA_VETRINA_PREDEFINITA)})</option>
          {puntiVendita
            .filter((p) => p.attivo)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.nome} ({formatTemperatura(p.temperaturaVetrina)})
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
