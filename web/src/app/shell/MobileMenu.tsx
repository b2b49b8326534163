import { Badge, CloseButton, Drawer, HStack, Portal, Text } from '@chakra-ui/react';
import { BrandMark } from '../../components/BrandMark';
import { SIDEBAR_WIDTH } from '../config';
import { ROLE_COLORS, ROLE_LABELS, type PageKey } from '../navigation';
import type { SessionUser } from '../session';
import { SidebarMenu } from './SidebarMenu';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  currentPage: PageKey;
  onSelect: (key: PageKey) => void;
}

/** At 768 px or less the sidebar is a slide-in drawer that closes after a choice. */
export function MobileMenu({ open, onOpenChange, user, currentPage, onSelect }: MobileMenuProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="start" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${Math.max(SIDEBAR_WIDTH, 280)}px`} bg="crema.100" data-testid="mobile-menu">
            <Drawer.Header borderBottomWidth="1px" borderColor="crema.300" pb="4" flexDirection="column" alignItems="flex-start" gap="3">
              <Drawer.Title asChild>
                <div>
                  <BrandMark />
                </div>
              </Drawer.Title>
              <HStack gap="2" minW="0">
                <Text fontWeight="semibold" fontSize="sm" truncate>
                  {user.nome}
                </Text>
                <Badge colorPalette={ROLE_COLORS[user.ruolo]} variant="subtle">
                  {ROLE_LABELS[user.ruolo]}
                </Badge>
              </HStack>
            </Drawer.Header>
            <Drawer.Body px="3" py="4">
              <SidebarMenu
                role={user.ruolo}
                currentPage={currentPage}
                onSelect={(key) => {
                  onSelect(key);
                  onOpenChange(false);
                }}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
