import { Suspense } from 'react';
import type { Ruolo } from '../../gql/graphql';
import { LoadingState } from '../../components/LoadingState';
import { DEFAULT_PAGE, canOpenPage, deniedMessageFor, type PageKey } from '../navigation';
import { PAGE_COMPONENTS } from '../page-registry';
import { AccessDenied } from './AccessDenied';

interface PageOutletProps {
  page: PageKey;
  role: Ruolo;
  navigate: (key: PageKey) => void;
}

/** The page guard: a role that may not open the page gets the Italian denial panel. */
export function PageOutlet({ page, role, navigate }: PageOutletProps) {
  if (!canOpenPage(role, page)) {
    return <AccessDenied message={deniedMessageFor(page)} onBack={() => navigate(DEFAULT_PAGE)} />;
  }
  const Page = PAGE_COMPONENTS[page];
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
