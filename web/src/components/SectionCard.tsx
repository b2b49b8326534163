import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A white card with a heading (and optional buttons on its right), the way a page's sections look. */
export function SectionCard({ title, description, actions, children, testId }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderColor="crema.300" borderRadius="xl" p={{ base: '4', md: '6' }} data-testid={testId} minW="0">
      <Flex mb="4" gap="3" wrap="wrap" justify="space-between" align="flex-start">
        <Box minW="0">
          <Heading as="h2" size="lg" color="cioccolato.900">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm" mt="0.5">
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
      {children}
    </Box>
  );
}
