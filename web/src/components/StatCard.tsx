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
  return (
    <Box bg="white" borderWidth="1px" borderColor="crema.300" borderRadius="xl" p={{ base: '4', md: '5' }} data-testid={testId} minW="0">
      <Stat.Root minW="0">
        <Flex justify="space-between" align="center" gap="3">
          <Stat.Label color="fg.muted">{label}</Stat.Label>
          {icon && (
            <Flex boxSize="8" flexShrink={0} align="center" justify="center" borderRadius="lg" bg={`${colorPalette}.subtle`} color={`${colorPalette}.fg`} aria-hidden>
              <Icon as={icon} boxSize="4" />
            </Flex>
          )}
        </Flex>
        {loading ? (
          <Skeleton height="8" width="28" mt="1" />
        ) : (
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl', lg: 'xl', '2xl': '2xl' }} color="cioccolato.900" whiteSpace="nowrap">
            {value}
          </Stat.ValueText>
        )}
        {helpText && !loading && <Stat.HelpText color="fg.muted">{helpText}</Stat.HelpText>}
      </Stat.Root>
    </Box>
  );
}
