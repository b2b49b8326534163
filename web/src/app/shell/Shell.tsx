import { Box, Flex } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../auth-context';
import { PRODUCT_NAME } from '../config';
import { navigateTo, useLocation } from '../history';
import { PAGES, isTouchPage, pageFromLocation, pathForPage, type PageKey } from '../navigation';
import { PageNavigationContext, type PageNavigation } from '../navigation-context';
import { forgetReturnPath, takeReturnPath, type SessionUser } from '../session';
import { useIsMobile, useIsTablet } from '../use-is-mobile';
import { BannerOffline } from '../../features/offline/BannerOffline';
import { dismissNotifications } from '../../components/notify';
import { DesktopSidebar } from './DesktopSidebar';
import { MobileMenu } from './MobileMenu';
import { PageOutlet } from './PageOutlet';
import { TopBar } from './TopBar';

/** The authenticated layout: top bar, sidebar (drawer on mobile) and the current page. */
export function Shell({ user }: { user: SessionUser }) {
  const { logout } = useAuth();
  const location = useLocation();
  const isMobile = useIsMobile();
  const isTablet = useIsTablet();
  const [collapsedByUser, setCollapsedByUser] = useState(false);
  // the touch screen on which the sidebar was opened: every touch screen starts collapsed, also when coming from the other one
  const [touchSidebarOpenOn, setTouchSidebarOpenOn] = useState<PageKey | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const currentPage = pageFromLocation(location.pathname, location.hash);
  // the touch modes need the whole width of a tablet: the sidebar starts collapsed there (it can be opened)
  const touchCollapse = isTouchPage(currentPage) && isTablet;
  const collapsed = touchCollapse ? touchSidebarOpenOn !== currentPage : collapsedByUser;
  const toggleCollapsed = () =>
    touchCollapse ? setTouchSidebarOpenOn((on) => (on === currentPage ? null : currentPage)) : setCollapsedByUser((c) => !c);

  // after signing in again from an expired session: back to the page it was on
  useEffect(() => {
    const back = takeReturnPath(user.id);
    if (back && back !== `${window.location.pathname}${window.location.search}${window.location.hash}`) navigateTo(back, { replace: true });
  }, [user.id]);
  const navigate = useCallback((key: PageKey) => {
    const target = pathForPage(key);
    if (target !== `${window.location.pathname}${window.location.hash}`) navigateTo(target);
    window.scrollTo?.({ top: 0 });
  }, []);
  const navigation = useMemo<PageNavigation>(() => ({ currentPage, navigate }), [currentPage, navigate]);

  useEffect(() => {
    document.title = `${PAGES[currentPage].label} · ${PRODUCT_NAME}`;
  }, [currentPage]);

  // a toast belongs to the screen that raised it: another page starts with none
  const shownPage = useRef(currentPage);
  useEffect(() => {
    if (shownPage.current === currentPage) return;
    shownPage.current = currentPage;
    dismissNotifications();
  }, [currentPage]);

  const handleLogout = () => {
    setLoggingOut(true);
    forgetReturnPath();
    void logout();
  };

  return (
    <PageNavigationContext.Provider value={navigation}>
      <Box minH="100dvh" bg="crema.50">
        <TopBar
          user={user}
          onLogout={handleLogout}
          loggingOut={loggingOut}
          onOpenMenu={isMobile ? () => setDrawerOpen(true) : undefined}
        />
        <BannerOffline utenteId={user.id} />
        <Flex align="stretch">
          {isMobile ? (
            <MobileMenu
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              user={user}
              currentPage={currentPage}
              onSelect={navigate}
            />
          ) : (
            <DesktopSidebar
              role={user.ruolo}
              currentPage={currentPage}
              onSelect={navigate}
              collapsed={collapsed}
              onToggleCollapsed={toggleCollapsed}
            />
          )}
          <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
            <Box maxW="7xl" mx="auto">
              <PageOutlet page={currentPage} role={user.ruolo} navigate={navigate} />
            </Box>
          </Box>
        </Flex>
      </Box>
    </PageNavigationContext.Provider>
  );
}
