import { Flex, Heading, HStack, Text, Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on small screens). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex mb="6" gap="4" wrap="wrap" align="flex-start" justify="space-between">
      <Box minW="0">
        <Heading as="h1" size="2xl" color="cioccolato.900">
          {title}
        </Heading>
        {description && (
          <Text mt="1" color="fg.muted">
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
