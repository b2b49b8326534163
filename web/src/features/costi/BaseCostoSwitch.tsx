import { HStack, SegmentGroup, Text } from '@chakra-ui/react';
import type { BaseCosto } from '../../gql/graphql';

/** Italian labels of the cost bases (the server's values: ultimo_prezzo, media_ponderata). */
export const BASI_COSTO: { value: BaseCosto; label: string }[] = [
  { value: 'ultimo_prezzo', label: 'Ultimo prezzo' },
  { value: 'media_ponderata', label: 'Media ponderata del magazzino' },
];

/** The food cost's basis switch (Gestione Gusti, Analytics; only where costs are shown). */
export function BaseCostoSwitch({ valore, onChange }: { valore: BaseCosto; onChange: (b: BaseCosto) => void }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="base-costo">
      <Text as="span" fontSize="sm" color="fg.muted" id="base-costo-etichetta">
        Food cost a
      </Text>
      <SegmentGroup.Root size="sm" value={valore} onValueChange={(e) => e.value && onChange(e.value as BaseCosto)} aria-labelledby="base-costo-etichetta">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={BASI_COSTO} />
      </SegmentGroup.Root>
    </HStack>
  );
}
