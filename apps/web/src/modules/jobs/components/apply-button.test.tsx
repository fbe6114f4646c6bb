import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { ToastHost } from '../../../shared/notifications/toast';
import { stubGraphqlFetch } from '../../admin/testing/graphql-fetch-mock';
import { SessionProvider } from '../../session/components/session-provider';
import { fakeAuthClient } from '../../session/testing/fake-auth-client';
import { ApplyButton } from './apply-button';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyButton', () => {
  // /jobs is guarded, so only a session lost on the page gets here; the button must still cope.
  it("sends a signed-out visitor to /login with 'Connexion requise' and applies to nothing", async () => {
    const { sent } = stubGraphqlFetch({});
    const router = createMemoryRouter(
      [
        { path: '/jobs', element: <ApplyButton job={{ id: 'j1', title: 'Maçon' }} /> },
        { path: '/login', element: <p>Page de connexion</p> },
      ],
      { initialEntries: ['/jobs'] },
    );
    render(
      <>
        <ToastHost />
        <QueryClientProvider client={createQueryClient()}>
          <SessionProvider client={fakeAuthClient(undefined)}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </>,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Postuler : Maçon' }));

    expect(await screen.findByText('Connexion requise')).toBeInTheDocument();
    expect(screen.getByText('Vous devez être connecté pour postuler à une offre.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('ApplyToJob')).toHaveLength(0);
  });
});
