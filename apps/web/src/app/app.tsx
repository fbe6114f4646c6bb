import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import frFR from 'antd/locale/fr_FR';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../modules/session/components/session-provider';
import { createKeycloakAuthClient } from '../modules/session/keycloak-auth-client';
import { ThemeProvider } from '../modules/theme/theme-provider';
import { ToastHost } from '../shared/notifications/toast';
import { createQueryClient } from './query-client';
import { routes } from './routes';

dayjs.locale('fr');

const router = createBrowserRouter(routes);

// One client for the page's lifetime: keycloak-js holds the tokens and may be initialised once.
const authClient = createKeycloakAuthClient();

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={frFR}>
      <ThemeProvider>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <SessionProvider client={authClient}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ConfigProvider>
  );
}
