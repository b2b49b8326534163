import { Box, Checkbox, HStack, Text, Wrap } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuLock } from 'react-icons/lu';
import { allergeniDaRicetta } from './allergeni-form';

interface Props {
  /** the active allergens of the catalogue */
  allergeni: readonly { id: number; nome: string }[];
  /** ids ticked by hand (derived ones may be in it too: the server keeps only the others as manual) */
  selezionati: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
  righe: readonly { ingredienteId: number | null }[];
  ingredienti: readonly { id: number; nome: string; allergeniContiene?: readonly string[] | null; allergeniTracce?: readonly string[] | null }[];
}

/**
 * The flavour's allergens (issue 12): those derived from the recipe being edited are ticked and
 * locked, each with the ingredients that bring it; the others are ticked by hand (manual). The
 * traces of the ingredients are listed below.
 */
export function AllergeniGustoField({ allergeni, selezionati, onToggle, righe, ingredienti }: Props) {
  const { contiene, tracce } = useMemo(() => allergeniDaRicetta(righe, ingredienti), [righe, ingredienti]);
  if (allergeni.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Nessun allergene attivo.
      </Text>
    );
  }
  const manualiTracce = [...tracce.keys()].filter((nome) => !allergeni.some((a) => a.nome === nome && selezionati.includes(a.id)));
  return (
    <Box>
      <Wrap gap="3">
        {allergeni.map((a) => {
          const da = contiene.get(a.nome);
          return da ? (
            <Checkbox.Root key={a.id} size="sm" checked disabled data-testid={`allergene-derivato-${a.nome}`} title={`Dalla ricetta: ${da.join(', ')}`}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <HStack gap="1" as="span">
                  <LuLock aria-hidden />
                  <span>{a.nome}</span>
                  <Text as="span" fontSize="xs" color="fg.muted">
                    (da {da.join(', ')})
                  </Text>
                </HStack>
              </Checkbox.Label>
            </Checkbox.Root>
          ) : (
            <Checkbox.Root key={a.id} size="sm" checked={selezionati.includes(a.id)} onCheckedChange={(e) => onToggle(a.id, e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{a.nome}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Wrap>
      <Text fontSize="xs" color="fg.muted" mt="2">
        {contiene.size > 0
          ? 'Gli allergeni con il lucchetto derivano dagli ingredienti della ricetta e non si possono togliere a mano.'
          : 'Nessun allergene derivato dagli ingredienti della ricetta.'}
      </Text>
      {manualiTracce.length > 0 && (
        <Text fontSize="xs" mt="1" data-testid="tracce-gusto">
          Può contenere: {manualiTracce.map((n) => `${n} (da ${tracce.get(n)!.join(', ')})`).join('; ')}
        </Text>
      )}
    </Box>
  );
}
