import { Box, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';

/** The shared placeholder for pages not built yet. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="crema.300"
      borderRadius="2xl"
      p={{ base: '8', md: '12' }}
      data-testid="under-construction"
    >
      <VStack gap="3" textAlign="center">
        <Icon as={LuConstruction} boxSize="10" color="brand.solid" />
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">In costruzione</Text>
      </VStack>
    </Box>
  );
}
