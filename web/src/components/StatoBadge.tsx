import { Badge } from '@chakra-ui/react';

interface StatoBadgeProps {
  attivo: boolean;
  /** Label of the inactive state ('Inattivo', 'Disattivato'...). */
  labelInattivo?: string;
  /** Inactive items stand out with a solid badge unless told otherwise. */
  variantInattivo?: 'solid' | 'subtle';
}

/** The active/inactive state of a catalogue item. */
export function StatoBadge({ attivo, labelInattivo = 'Inattivo', variantInattivo = 'solid' }: StatoBadgeProps) {
  return (
    <Badge colorPalette={attivo ? 'green' : 'gray'} variant={attivo ? 'subtle' : variantInattivo}>
      {attivo ? 'Attivo' : labelInattivo}
    </Badge>
  );
}
