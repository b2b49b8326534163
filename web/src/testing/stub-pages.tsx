import { Heading, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useCurrentUser } from '../app/auth-context';
import { PAGES, PAGE_KEYS, type PageKey } from '../app/navigation';

/**
 * Stand-ins for the real pages, for tests of the shell itself (menu, navigation, session): each shows
 * a heading with its menu label, the dashboard also greets the user. Use with
 * `vi.mock('../app/page-registry', async () => ({ PAGE_COMPONENTS: (await import('../testing/stub-pages')).STUB_PAGES }))`.
 */
function stubPage(key: PageKey): ComponentType {
  function StubPage() {
    const user = useCurrentUser();
    return (
      <>
        <Heading as="h1">{PAGES[key].label}</Heading>
        {key === 'dashboard' && <Text data-testid="dashboard-greeting">Ciao, {user.nome}!</Text>}
      </>
    );
  }
  return StubPage;
}

export const STUB_PAGES = Object.fromEntries(PAGE_KEYS.map((k) => [k, stubPage(k)])) as Record<PageKey, ComponentType>;
