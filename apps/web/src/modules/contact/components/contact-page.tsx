import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { toast } from '../../../shared/notifications/toast';
import { PlainField } from '../../../shared/ui/plain-field';
import ui from '../../../shared/ui/plain-ui.module.css';
import {
  CONTACT_SENT_TOAST,
  contactFailureToast,
  INVALID_EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
} from '../contact-toasts';
import { SendContactMessageMutation } from '../graphql/send-contact-message.mutation';
import styles from './contact-page.module.css';

type ContactField = 'name' | 'email' | 'subject' | 'message';
type ContactValues = Record<ContactField, string>;
type ContactErrors = Partial<Record<ContactField, string>>;

// The server's limits (contract of issue 4); the fields stop typing there instead of failing later.
const NAME_MAX = 120;
const EMAIL_MAX = 320;
const SUBJECT_MAX = 200;
const MESSAGE_MAX = 5000;

// Something, an @, a domain with a dot: the server checks the address again.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function valuesOf(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const value = (field: ContactField) => {
    const entry = data.get(field);
    return typeof entry === 'string' ? entry.trim() : '';
  };
  return { name: value('name'), email: value('email'), subject: value('subject'), message: value('message') };
}

function errorsOf(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, value] of Object.entries(values) as [ContactField, string][]) {
    if (!value) errors[field] = REQUIRED_MESSAGE;
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

/**
 * /contact (spec §2): name, e-mail, subject and message, all required; also the account-deletion
 * help target. Plain elements rather than antd's form: a page a slow phone shows and hydrates
 * quickly. The fields are the browser's own: what a visitor typed before the page's code came is
 * still in them, and is what gets sent.
 */
export function ContactPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Sent before then, the browser itself would post the form and reload the page empty.
  const ready = useHydrated();
  const send = useMutation({
    mutationFn: (input: ContactValues) => graphqlRequest(SendContactMessageMutation, { input }),
    onSuccess: () => {
      toast(CONTACT_SENT_TOAST);
      formRef.current?.reset();
    },
    onError: (error) => toast(contactFailureToast(error)),
  });

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    const found = errorsOf(values);
    setErrors(found);
    const invalid = Object.values(found);
    if (invalid.length === 0) {
      send.mutate(values);
      return;
    }
    toast(
      invalid.includes(REQUIRED_MESSAGE)
        ? { variant: 'destructive', title: 'Champs requis', description: REQUIRED_MESSAGE }
        : { variant: 'destructive', title: 'Adresse e-mail invalide', description: INVALID_EMAIL_MESSAGE },
    );
    event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return (
    <>
      <h1 className={ui.h1}>Contactez-nous</h1>
      <p className={ui.paragraph}>
        Une question, une suggestion ou besoin d&apos;aide ? Écrivez-nous, notre équipe vous répondra par
        e-mail.
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className={`${ui.card} ${styles.form}`}>
        <fieldset disabled={send.isPending} className={ui.fieldset}>
          <PlainField label="Nom" name="name" error={errors.name} marked>
            {(props) => <input {...props} autoComplete="name" maxLength={NAME_MAX} />}
          </PlainField>
          <PlainField label="Email" name="email" error={errors.email} marked>
            {(props) => (
              <input {...props} type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX} />
            )}
          </PlainField>
          <PlainField label="Sujet" name="subject" error={errors.subject} marked>
            {(props) => <input {...props} maxLength={SUBJECT_MAX} />}
          </PlainField>
          <PlainField label="Message" name="message" error={errors.message} marked>
            {(props) => <textarea {...props} rows={6} maxLength={MESSAGE_MAX} />}
          </PlainField>
          <button type="submit" className={ui.primaryButton} disabled={!ready}>
            Envoyer le message
          </button>
        </fieldset>
      </form>
    </>
  );
}
