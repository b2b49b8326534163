import { Badge } from '@chakra-ui/react';

/**
 * Where a margin comes from: 'reale' (display-case data: sold kg at today's price list) or 'stimato'
 * (produced kg × the configured selling price, DOMAIN.md Analytics). `soloStimato` shows nothing
 * for real margins (Top Gusti, the comparison: the badge flags estimates only).
 */
export function FonteBadge({ fonte, soloStimato = false }: { fonte: string | null | undefined; soloStimato?: boolean }) {
  const reale = fonte === 'reale';
  if (reale && soloStimato) return null;
  if (!fonte) return null;
  return (
    <Badge colorPalette={reale ? 'green' : 'orange'} variant="subtle" size="sm" data-testid="fonte-margine" data-fonte={reale ? 'reale' : 'stimato'}>
      {reale ? 'reale' : 'stimato'}
    </Badge>
  );
}
