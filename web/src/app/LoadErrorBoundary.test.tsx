import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { LOAD_ERROR_MESSAGE } from './LoadErrorBoundary';

// the signed-in app's chunk cannot be downloaded (network dropped after the landing loaded)
vi.mock('./AuthenticatedApp', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('signed-in app download failure', () => {
  it('says so and offers Riprova instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(undefined, { session: { user: makeUser('manager') } });
    expect(await screen.findByText(LOAD_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
