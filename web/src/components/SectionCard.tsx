import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Intestazione } from './PageHeader';

/** A white card with a heading (and optional buttons on its right), the way a page's sections look. */
export function SectionCard({ title, description, actions, children, testId }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderColor="crema.300" borderRadius="xl" p={{ base: '4', md: '6' }} data-testid={testId} minW="0">
      <Intestazione livello="sezione" title={title} description={description} actions={actions} />
      {children}
    </Box>
  );
}
