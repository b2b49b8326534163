import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Title, description and action of a section of the Integrazioni page. */
export function SectionHeader({ id, title, description, action }: { id: string; title: string; description: string; action?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
      <Box>
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Box>
      {action}
    </Flex>
  );
}
