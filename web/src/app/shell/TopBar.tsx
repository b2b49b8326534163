import { Badge, Box, Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuLogOut, LuMenu } from 'react-icons/lu';
import { BrandMark } from '../../components/BrandMark';
import { ROLE_COLORS, ROLE_LABELS } from '../navigation';
import type { SessionUser } from '../session';

export const TOP_BAR_HEIGHT = '64px';

interface TopBarProps {
  user: SessionUser;
  onLogout: () => void;
  loggingOut: boolean;
  /** Mobile only: opens the menu drawer. */
  onOpenMenu?: () => void;
}

export function TopBar({ user, onLogout, loggingOut, onOpenMenu }: TopBarProps) {
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h={TOP_BAR_HEIGHT}
      px={{ base: '2', md: '5' }}
      align="center"
      gap={{ base: '1', md: '3' }}
      bg="white"
      borderBottomWidth="1px"
      borderColor="crema.300"
      boxShadow="xs"
    >
      {onOpenMenu && (
        <IconButton aria-label="Apri menu" variant="ghost" onClick={onOpenMenu} data-testid="mobile-menu-button">
          <LuMenu />
        </IconButton>
      )}
      <BrandMark />
      <Box flex="1" />
      <HStack gap={{ base: '2', md: '3' }} minW="0">
        <Box textAlign="end" minW="0" display={{ base: 'none', sm: 'block' }}>
          <Text fontWeight="semibold" fontSize="sm" truncate data-testid="current-user-name">
            {user.nome}
          </Text>
        </Box>
        <Badge colorPalette={ROLE_COLORS[user.ruolo]} variant="subtle" data-testid="current-user-role">
          {ROLE_LABELS[user.ruolo]}
        </Badge>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={onLogout}
          loading={loggingOut}
          aria-label="Esci"
          data-testid="logout-button"
        >
          <LuLogOut />
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            Esci
          </Box>
        </Button>
      </HStack>
    </Flex>
  );
}
