import { Suspense, useEffect } from 'react';
import type { Ruolo } from '../../gql/graphql';
import { LoadingState } from '../../components/LoadingState';
import { PageLoadBoundary } from '../LoadErrorBoundary';
import { DEFAULT_PAGE, PAGE_KEYS, canOpenPage, deniedMessageFor, type PageKey } from '../navigation';
import { PAGE_COMPONENTS } from '../page-registry';
import { AccessDenied } from './AccessDenied';

interface PageOutletProps {
  page: PageKey;
  role: Ruolo;
  navigate: (key: PageKey) => void;
}

/**
 * Without a service worker (plain http on the shop's network) nothing keeps the pages' code for
 * offline use: download every page the role may open once the app is idle, so a later visit to
 * any of them works without network. With a service worker the precache has them all already.
 */
function usePrecaricaPagine(role: Ruolo) {
  useEffect(() => {
    // browsers offer service workers only in secure contexts (https, localhost)
    if (window.isSecureContext !== false) return;
    const precarica = () => {
      for (const key of PAGE_KEYS) if (canOpenPage(role, key)) void PAGE_COMPONENTS[key].precarica?.();
    };
    const id = setTimeout(precarica, 2000);
    return () => clearTimeout(id);
  }, [role]);
}

/** The page guard: a role that may not open the page gets the Italian denial panel. */
export function PageOutlet({ page, role, navigate }: PageOutletProps) {
  usePrecaricaPagine(role);
  if (!canOpenPage(role, page)) {
    return <AccessDenied message={deniedMessageFor(page)} onBack={() => navigate(DEFAULT_PAGE)} />;
  }
  const Page = PAGE_COMPONENTS[page];
  return (
    <PageLoadBoundary key={page} onRetry={() => Page.riprova?.()}>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
}
