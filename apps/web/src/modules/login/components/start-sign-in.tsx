import { useEffect, useRef } from 'react';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import { type LoginPageVariant, rememberLoginPageVariant } from '../login-page-variant';

/**
 * A login page opened without a challenge (a link, a guard's redirect) first asks the provider for
 * one: keycloak-js leaves for the auth endpoint, which sends the browser straight back to
 * /login?challenge=…, where the form is. A visitor therefore types the password once, into a form
 * bound to a live sign-in request, at the cost of one quick round trip.
 */
export function StartSignIn({ variant }: { variant: LoginPageVariant }) {
  const { signIn } = useSession();
  // StrictMode runs effects twice; one sign-in request is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    rememberLoginPageVariant(variant);
    signIn().catch(() =>
      toast({
        variant: 'destructive',
        title: 'Erreur de connexion',
        description: 'Impossible de contacter le serveur.',
      }),
    );
  }, [signIn, variant]);

  return <PageLoading />;
}
