import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { navigateTo } from '../app/history';
import { Features } from './Features';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { LoginModal } from './LoginModal';
import { Pricing } from './Pricing';
import { Testimonials } from './Testimonials';

interface LandingPageProps {
  /** True at /login: the login modal starts open. */
  loginRoute: boolean;
}

export function LandingPage({ loginRoute }: LandingPageProps) {
  const [loginOpen, setLoginOpen] = useState(false);
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
      <LoginModal open={loginOpen || loginRoute} onClose={closeLogin} />
    </Box>
  );
}
