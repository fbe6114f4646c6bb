import type { SecondFactorStep } from '@liggeey/contracts/sign-in-errors';
import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import { toast } from '../../../shared/notifications/toast';
import { PlainField } from '../../../shared/ui/plain-field';
import ui from '../../../shared/ui/plain-ui.module.css';
import { PageLoading } from '../../system/components/page-loading';
import { authenticate } from '../authenticate';
import { leavePage } from '../leave-page';
import { loginFailureToast } from '../login-failure-toast';
import type { LoginPageVariant } from '../login-page-variant';
import styles from './login-form.module.css';
import { PasswordInput } from './password-input';

// Only admins under the two-factor rule need it (antd's form and QR code): the login page stays light.
const SecondFactorForm = lazy(async () => {
  const [{ SecondFactorForm: Form }, { AntdRoot }] = await Promise.all([
    import('./second-factor-form'),
    import('../../theme/antd-root'),
  ]);
  return {
    default: (props: Parameters<typeof Form>[0]) => (
      <AntdRoot>
        <Form {...props} />
      </AntdRoot>
    ),
  };
});

type LoginField = 'email' | 'password';
type LoginErrors = Partial<Record<LoginField, string>>;

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

// Something, an @, a domain with a dot: the provider checks the credentials themselves.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function valuesOf(form: HTMLFormElement): LoginValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  return {
    email: text('email').trim(),
    password: text('password'),
    rememberMe: data.get('rememberMe') === 'on',
  };
}

/** Spec §5's checks, with its messages. */
function errorsOf({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email) errors.email = 'Veuillez saisir votre email.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Veuillez saisir une adresse email valide.';
  if (!password) errors.password = 'Veuillez saisir votre mot de passe.';
  return errors;
}

interface LoginFormProps {
  challenge: string;
  variant: LoginPageVariant;
}

/**
 * Email and password, checked as spec §5 asks, then sent to the provider against its challenge;
 * for an admin under the two-factor rule, the authenticator's code follows. Plain elements: the
 * members' login page loads no antd, twice over with the provider's round trip.
 */
export function LoginForm({ challenge, variant }: LoginFormProps) {
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondFactorStep | null>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  // After a first attempt, each change says at once whether the fields are right (antd's way).
  const [attempted, setAttempted] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    const found = errorsOf(values);
    setErrors(found);
    setAttempted(true);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const outcome = await authenticate({
      challenge,
      email: values.email,
      password: values.password,
      ...(variant === 'admin' ? { adminOnly: true } : { rememberMe: values.rememberMe }),
    });
    if (outcome.ok && 'step' in outcome) {
      setBusy(false);
      setSecondStep(outcome.step);
      return;
    }
    if (outcome.ok) {
      // Stays busy: the page is being left for the app, which finishes the sign-in on load.
      leavePage(outcome.redirect);
      return;
    }
    setBusy(false);
    toast(loginFailureToast(variant, outcome));
  };

  if (secondStep) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SecondFactorForm challenge={challenge} step={secondStep} onRestart={() => setSecondStep(null)} />
      </Suspense>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={(event) => {
        if (attempted) setErrors(errorsOf(valuesOf(event.currentTarget)));
      }}
    >
      <fieldset disabled={busy} className={ui.fieldset}>
        <PlainField label="Email" name="email" error={errors.email}>
          {(props) => <input {...props} type="email" autoComplete="email" inputMode="email" />}
        </PlainField>
        <PlainField label="Mot de passe" name="password" error={errors.password}>
          {(props) => <PasswordInput {...props} autoComplete="current-password" />}
        </PlainField>
        {variant === 'user' && (
          <label className={styles.remember}>
            <input type="checkbox" name="rememberMe" />
            Rester connecté
          </label>
        )}
        <button type="submit" className={`${ui.primaryButton} ${styles.submit}`} aria-busy={busy}>
          {busy && variant === 'admin' ? 'Vérification...' : 'Se connecter'}
        </button>
      </fieldset>
    </form>
  );
}
