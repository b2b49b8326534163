import { Badge, Text } from '@chakra-ui/react';

interface Props {
  ingrediente: { allergeniContiene: string[]; allergeniTracce: string[]; allergeniDichiarati: boolean };
}

/** An ingredient's declared allergens for lists: contained ones in bold, traces after "tracce:", or that none were declared. */
export function AllergeniIngrediente({ ingrediente: i }: Props) {
  if (!i.allergeniDichiarati) {
    return (
      <Badge colorPalette="orange" variant="subtle" data-testid="allergeni-ingrediente">
        Non dichiarati
      </Badge>
    );
  }
  if (i.allergeniContiene.length === 0 && i.allergeniTracce.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="allergeni-ingrediente">
        Nessuno
      </Text>
    );
  }
  return (
    <Text fontSize="sm" data-testid="allergeni-ingrediente">
      {i.allergeniContiene.length > 0 && <Text as="span" fontWeight="semibold">{i.allergeniContiene.join(', ')}</Text>}
      {i.allergeniContiene.length > 0 && i.allergeniTracce.length > 0 && ' · '}
      {i.allergeniTracce.length > 0 && (
        <Text as="span" color="fg.muted">
          tracce: {i.allergeniTracce.join(', ')}
        </Text>
      )}
    </Text>
  );
}
