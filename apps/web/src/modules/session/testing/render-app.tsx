import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../app/query-client';
import { routes } from '../../../app/routes';
import { ToastHost } from '../../../shared/notifications/toast';
import type { AuthClient } from '../auth-client';
import { SessionProvider } from '../components/session-provider';
import { fakeProfileLoader } from './fake-auth-client';

/**
 * Renders the whole app at `path` with the given auth client (and a profile for its user, read
 * without a request); returns the router to read its location.
 */
export function renderApp(path: string, client: AuthClient) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <>
      <ToastHost />
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider client={client} loadProfile={fakeProfileLoader(client)}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </>,
  );
  return router;
}
