import { useQuery } from '@tanstack/react-query';

export const LOGIN_PAGE_IMAGE_URL = '/realms/liggeey/login-page-image';

/**
 * The admin login background (setting login_page_image). Served by the provider beside its login
 * endpoints because the visitor is not signed in yet; any failure just leaves the plain background.
 */
export function useLoginPageImage(): string | undefined {
  const { data } = useQuery({
    queryKey: ['login', 'page-image'],
    queryFn: async ({ signal }) => {
      const response = await fetch(LOGIN_PAGE_IMAGE_URL, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { url } = (await response.json()) as { url?: unknown };
      return typeof url === 'string' ? url : null;
    },
    retry: false,
    staleTime: Infinity,
  });
  return data ?? undefined;
}
