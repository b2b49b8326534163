import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Chakra v3 provider snippet (light mode only for now). */
export function Provider({ system, children }: { system: SystemContext; children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
