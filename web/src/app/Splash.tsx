import { Center, Heading, Spinner, Text, VStack } from '@chakra-ui/react';
import { BrandMark } from '../components/BrandMark';
import { PRODUCT_NAME } from './config';

/** Shown while the stored session is being verified. */
export function Splash() {
  return (
    <Center minH="100dvh" bgGradient="to-br" gradientFrom="brand.50" gradientTo="pistacchio.50">
      <VStack gap="4" role="status" aria-live="polite">
        <BrandMark iconOnly size="lg" />
        <Heading as="h1" size="3xl" color="brand.fg">
          {PRODUCT_NAME}
        </Heading>
        <Spinner size="md" color="brand.solid" />
        <Text color="fg.muted">Caricamento in corso...</Text>
      </VStack>
    </Center>
  );
}
