import { Box, Flex, IconButton } from '@chakra-ui/react';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import type { Ruolo } from '../../gql/graphql';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../config';
import type { PageKey } from '../navigation';
import { SidebarMenu } from './SidebarMenu';
import { TOP_BAR_HEIGHT } from './TopBar';

interface DesktopSidebarProps {
  role: Ruolo;
  currentPage: PageKey;
  onSelect: (key: PageKey) => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** 250 px sidebar, 60 px (icons only) when collapsed. */
export function DesktopSidebar({ role, currentPage, onSelect, collapsed, onToggleCollapsed }: DesktopSidebarProps) {
  return (
    <Flex
      as="aside"
      direction="column"
      width={`${collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}px`}
      flexShrink={0}
      position="sticky"
      top={TOP_BAR_HEIGHT}
      height={`calc(100dvh - ${TOP_BAR_HEIGHT})`}
      bg="crema.100"
      borderEndWidth="1px"
      borderColor="crema.300"
      transition="width 0.2s ease"
      data-testid="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      <Box flex="1" overflowY="auto" px={collapsed ? '1.5' : '3'} py="4">
        <SidebarMenu role={role} currentPage={currentPage} onSelect={onSelect} collapsed={collapsed} />
      </Box>
      <Flex justify={collapsed ? 'center' : 'flex-end'} p="2" borderTopWidth="1px" borderColor="crema.300">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={collapsed ? 'Espandi menu' : 'Comprimi menu'}
          title={collapsed ? 'Espandi menu' : 'Comprimi menu'}
          onClick={onToggleCollapsed}
        >
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </IconButton>
      </Flex>
    </Flex>
  );
}
