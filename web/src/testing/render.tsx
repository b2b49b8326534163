import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { App } from '../App';
import { createApolloClient } from '../app/apollo-client';
import { AppProviders } from '../app/providers';
import { saveSession, type SessionUser } from '../app/session';
import { TEST_TOKEN } from './fixtures';

export interface RenderOptions {
  /** Initial URL (path + hash), e.g. '/gusti' or '/#produzione-touch'. */
  url?: string;
  /** Stored session to start from. */
  session?: { user: SessionUser; token?: string; lastVerifiedAt?: number };
}

/** Renders `ui` (the whole App by default) inside the real providers with a fresh Apollo client. */
export function renderWithProviders(ui: ReactElement = <App />, options: RenderOptions = {}) {
  if (options.url) window.history.replaceState(null, '', options.url);
  if (options.session) {
    const { user, token = TEST_TOKEN, lastVerifiedAt = Date.now() } = options.session;
    saveSession(token, user, lastVerifiedAt);
  }
  const client = createApolloClient();
  // pages rendered on their own get the Apollo provider the authenticated app gives them
  const result: RenderResult = render(
    <AppProviders client={client}>
      <ApolloProvider client={client}>{ui}</ApolloProvider>
    </AppProviders>,
  );
  return { ...result, client, user: userEvent.setup() };
}

/**
 * The open confirmation (alertdialog), once it takes clicks. One opened over another dialog (a form) is in
 * the DOM before Chakra's layer stack gives it `pointer-events: auto`: until then it inherits the `none` set
 * on the page behind, and a click on it would be refused.
 */
export async function dialogoAperto(): Promise<HTMLElement> {
  const dialogo = await screen.findByRole('alertdialog');
  await waitFor(() => expect(getComputedStyle(dialogo).pointerEvents).not.toBe('none'));
  return dialogo;
}
