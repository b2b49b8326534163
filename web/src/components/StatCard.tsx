import { Box, Flex, Icon, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: IconType;
  /** Small text under the value, e.g. '3 produzioni'. */
  helpText?: ReactNode;
  /** Colour palette of the icon badge. */
  colorPalette?: string;
  loading?: boolean;
  testId?: string;
}

/** A figure card (dashboard, analytics): label and icon on top, the value below at full width. */
export function StatCard({ label, value, icon, helpText, colorPalette = 'brand', loading = false, testId }: StatCardProps) {
  // the <dl> holds only its <dt>/<dd> (axe definition-list); the icon is decoration beside it
  return (
    <Box position="relative" bg="white" borderWidth="1px" borderColor="crema.300" borderRadius="xl" p={{ base: '4', md: '5' }} data-testid={testId} minW="0">
      {icon && (
        <Flex
          position="absolute"
          top={{ base: '3', md: '4' }}
          insetEnd={{ base: '3', md: '4' }}
          boxSize="8"
          align="center"
          justify="center"
          borderRadius="lg"
          bg={`${colorPalette}.subtle`}
          color={`${colorPalette}.fg`}
          aria-hidden
        >
          <Icon as={icon} boxSize="4" />
        </Flex>
      )}
      <Stat.Root minW="0">
        <Stat.Label color="fg.muted" minH="8" display="flex" alignItems="center" pe={icon ? '10' : undefined}>
          {label}
        </Stat.Label>
        {loading ? (
          <Stat.ValueText>
            <Skeleton height="8" width="28" mt="1" />
          </Stat.ValueText>
        ) : (
          <Stat.ValueText fontSize={{ base: 'lg', sm: 'xl', md: '2xl', lg: 'xl', '2xl': '2xl' }} color="cioccolato.900" whiteSpace="nowrap">
            {value}
          </Stat.ValueText>
        )}
        {helpText && !loading && (
          <Stat.HelpText as="dd" color="fg.muted">
            {helpText}
          </Stat.HelpText>
        )}
      </Stat.Root>
    </Box>
  );
}
