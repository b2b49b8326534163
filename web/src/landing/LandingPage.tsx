import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { navigateTo } from '../app/history';
import { Features } from './Features';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { Pricing } from './Pricing';
import { Testimonials } from './Testimonials';

// the modal (and, from it, Apollo) loads when first opened
const LoginModal = lazy(() => import('./LoginModal'));

interface LandingPageProps {
  /** True at /login: the login modal starts open. */
  loginRoute: boolean;
}

export function LandingPage({ loginRoute }: LandingPageProps) {
  const [loginOpen, setLoginOpen] = useState(false);
  const open = loginOpen || loginRoute;
  // mounted from the first opening on, so closing keeps its animation
  const [modalLoaded, setModalLoaded] = useState(open);
  if (open && !modalLoaded) setModalLoaded(true);
  const openLogin = () => setLoginOpen(true);
  const closeLogin = () => {
    setLoginOpen(false);
    if (loginRoute) navigateTo('/', { replace: true });
  };

  return (
    <Box minH="100dvh" bg="crema.50">
      <LandingHeader onLogin={openLogin} />
      <main>
        <Hero onLogin={openLogin} />
        <Features />
        <Testimonials />
        <Pricing onChoose={openLogin} />
      </main>
      <LandingFooter />
      {modalLoaded && (
        <Suspense fallback={null}>
          <LoginModal open={open} onClose={closeLogin} />
        </Suspense>
      )}
    </Box>
  );
}
