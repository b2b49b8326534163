import { Flex, Heading, HStack, Text, Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on small screens). */
  actions?: ReactNode;
}

/** A title with its description on the left and buttons on the right: the page's (h1) and a section's (h2). */
export function Intestazione({ livello, title, description, actions }: PageHeaderProps & { livello: 'pagina' | 'sezione' }) {
  const pagina = livello === 'pagina';
  return (
    <Flex mb={pagina ? '6' : '4'} gap={pagina ? '4' : '3'} wrap="wrap" align="flex-start" justify="space-between">
      <Box minW="0">
        <Heading as={pagina ? 'h1' : 'h2'} size={pagina ? '2xl' : 'lg'} color="cioccolato.900">
          {title}
        </Heading>
        {description && (
          <Text mt={pagina ? '1' : '0.5'} color="fg.muted" fontSize={pagina ? undefined : 'sm'}>
            {description}
          </Text>
        )}
      </Box>
      {actions && (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}

export function PageHeader(props: PageHeaderProps) {
  return <Intestazione livello="pagina" {...props} />;
}
