import { useMutation } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { SubscribeToNewsletterMutation } from '../graphql/subscribe-to-newsletter.mutation';
import { isValidNewsletterEmail } from '../newsletter-email';
import styles from './newsletter-form.module.css';

const NETWORK_FAILURE = 'Impossible de contacter le serveur de newsletter.';

/** Spec §2 home newsletter signup, with the §5 e-mail rule and the §8 notices. */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useMutation({
    mutationFn: (address: string) => graphqlRequest(SubscribeToNewsletterMutation, { email: address }),
    // The server answers a repeat like a first subscription, so this says the same to everyone.
    onSuccess: () => {
      setEmail('');
      toast({ title: 'Inscription réussie !', description: 'Merci de vous être abonné à notre newsletter.' });
    },
    onError: (error) =>
      failureToast(error, {
        title: 'Erreur',
        messages: {
          NETWORK_ERROR: NETWORK_FAILURE,
          TIMEOUT: NETWORK_FAILURE,
          SERVICE_UNAVAILABLE: NETWORK_FAILURE,
          VALIDATION_FAILED: 'Veuillez saisir une adresse e-mail valide.',
        },
        fallback: "Impossible de s'inscrire à la newsletter.",
      }),
  });

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidNewsletterEmail(address)) {
      toast({
        variant: 'destructive',
        title: 'Adresse e-mail invalide',
        description: 'Veuillez saisir une adresse e-mail valide.',
      });
      return;
    }
    subscribe.mutate(address);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Adresse e-mail
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="vous@exemple.com"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Inscription...' : "S'inscrire"}
        </button>
      </div>
    </form>
  );
}
