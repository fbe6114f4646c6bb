import type { SecondFactorStep } from '@liggeey/contracts/sign-in-errors';
import { Button, Checkbox, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../shared/notifications/toast';
import { authenticate } from '../authenticate';
import { leavePage } from '../leave-page';
import { loginFailureToast } from '../login-failure-toast';
import type { LoginPageVariant } from '../login-page-variant';
import { CurrentPasswordField } from '../../../shared/forms/current-password-field';
import { PageLoading } from '../../system/components/page-loading';

// Only admins under the two-factor rule need it (with its QR code): members' login page stays light.
const SecondFactorForm = lazy(async () => ({
  default: (await import('./second-factor-form')).SecondFactorForm,
}));

interface LoginFormValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

interface LoginFormProps {
  challenge: string;
  variant: LoginPageVariant;
}

/**
 * Email and password, checked as spec §5 asks, then sent to the provider against its challenge;
 * for an admin under the two-factor rule, the authenticator's code follows.
 */
export function LoginForm({ challenge, variant }: LoginFormProps) {
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondFactorStep | null>(null);

  const submit = async ({ email, password, rememberMe }: LoginFormValues) => {
    setBusy(true);
    const outcome = await authenticate({
      challenge,
      email,
      password,
      ...(variant === 'admin' ? { adminOnly: true } : { rememberMe: rememberMe === true }),
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
    <Form<LoginFormValues>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      disabled={busy}
    >
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Veuillez saisir votre email.' },
          { type: 'email', message: 'Veuillez saisir une adresse email valide.' },
        ]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <CurrentPasswordField />
      {variant === 'user' && (
        <Form.Item name="rememberMe" valuePropName="checked">
          <Checkbox>Rester connecté</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy && variant === 'user'}>
        {busy && variant === 'admin' ? 'Vérification...' : 'Se connecter'}
      </Button>
    </Form>
  );
}
