import { Box, Button, Icon, Separator, Text, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { Ruolo } from '../../gql/graphql';
import { menuForRole, type PageDefinition, type PageKey } from '../navigation';

interface SidebarMenuProps {
  role: Ruolo;
  currentPage: PageKey;
  onSelect: (key: PageKey) => void;
  /** Icons only (60 px sidebar). */
  collapsed?: boolean;
}

function MenuLink({
  page,
  active,
  collapsed,
  nested,
  onSelect,
}: {
  page: PageDefinition;
  active: boolean;
  collapsed: boolean;
  nested: boolean;
  onSelect: (key: PageKey) => void;
}) {
  return (
    <Button
      data-page-key={page.key}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? page.label : undefined}
      title={collapsed ? page.label : undefined}
      onClick={() => onSelect(page.key)}
      variant="ghost"
      size="sm"
      width="full"
      height="auto"
      minH="9"
      py="1.5"
      justifyContent={collapsed ? 'center' : 'flex-start'}
      ps={collapsed ? '0' : nested ? '7' : '3'}
      pe={collapsed ? '0' : '3'}
      gap="3"
      fontWeight={active ? 'semibold' : 'medium'}
      color={active ? 'brand.fg' : 'cioccolato.700'}
      bg={active ? 'brand.muted' : 'transparent'}
      _hover={{ bg: active ? 'brand.muted' : 'crema.200' }}
    >
      <Icon as={page.icon} boxSize="4.5" flexShrink={0} />
      {!collapsed && (
        // labels wrap rather than being cut (e.g. 'Configurazione Email' in a 250 px sidebar)
        <Text as="span" whiteSpace="normal" textAlign="start" lineHeight="short">
          {page.label}
        </Text>
      )}
    </Button>
  );
}

/** The role-filtered menu (shared by the desktop sidebar and the mobile drawer). */
export function SidebarMenu({ role, currentPage, onSelect, collapsed = false }: SidebarMenuProps) {
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setClosedGroups((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <VStack as="nav" aria-label="Menu principale" gap="1" align="stretch" data-testid="main-menu">
      {menuForRole(role).map((item) => {
        if (item.kind === 'page') {
          return (
            <MenuLink
              key={item.page.key}
              page={item.page}
              active={item.page.key === currentPage}
              collapsed={collapsed}
              nested={false}
              onSelect={onSelect}
            />
          );
        }
        const open = collapsed || !closedGroups.has(item.id);
        return (
          <Box key={item.id} role="group" aria-label={item.label} data-menu-group={item.id}>
            {collapsed ? (
              <Separator my="2" borderColor="crema.300" title={item.label} />
            ) : (
              <Button
                onClick={() => toggle(item.id)}
                aria-expanded={open}
                _expanded={{ bg: 'transparent' }}
                _hover={{ bg: 'crema.200' }}
                variant="ghost"
                size="sm"
                width="full"
                justifyContent="flex-start"
                gap="3"
                px="3"
                mt="2"
                color="cioccolato.500"
                fontSize="xs"
                fontWeight="bold"
                textTransform="uppercase"
                letterSpacing="wider"
              >
                <Icon as={item.icon} boxSize="4" />
                <Text as="span" flex="1" textAlign="start">
                  {item.label}
                </Text>
                <Icon as={open ? LuChevronDown : LuChevronRight} boxSize="4" />
              </Button>
            )}
            {open && (
              <VStack gap="1" align="stretch" mt="1">
                {item.pages.map((page) => (
                  <MenuLink
                    key={page.key}
                    page={page}
                    active={page.key === currentPage}
                    collapsed={collapsed}
                    nested
                    onSelect={onSelect}
                  />
                ))}
              </VStack>
            )}
          </Box>
        );
      })}
    </VStack>
  );
}
