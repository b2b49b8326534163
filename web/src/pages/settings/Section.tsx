import { Box, Card, Heading, HStack, Icon, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

/** A titled card of the Impostazioni Database page. */
export function Section({ icon, title, description, children, tone }: { icon: IconType; title: string; description: ReactNode; children: ReactNode; tone?: 'danger' }) {
  return (
    <Card.Root borderRadius="xl" borderColor={tone === 'danger' ? 'red.200' : undefined} as="section" aria-label={title}>
      <Card.Body gap="4">
        <HStack gap="3" align="flex-start">
          <Icon as={icon} boxSize="6" color={tone === 'danger' ? 'red.500' : 'brand.solid'} mt="1" flexShrink={0} />
          <Box minW="0">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {description}
            </Text>
          </Box>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
