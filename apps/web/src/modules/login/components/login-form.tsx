import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/notifications/toast';
import { authenticate } from '../authenticate';
import { leavePage } from '../leave-page';
import { loginFailureToast } from '../login-failure-toast';
import type { LoginPageVariant } from '../login-page-variant';
import { CurrentPasswordField } from '../../../shared/forms/current-password-field';

interface LoginFormValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

interface LoginFormProps {
  challenge: string;
  variant: LoginPageVariant;
}

/** Email and password, checked as spec §5 asks, then sent to the provider against its challenge. */
export function LoginForm({ challenge, variant }: LoginFormProps) {
  const [busy, setBusy] = useState(false);

  const submit = async ({ email, password, rememberMe }: LoginFormValues) => {
    setBusy(true);
    const outcome = await authenticate({
      challenge,
      email,
      password,
      ...(variant === 'admin' ? { adminOnly: true } : { rememberMe: rememberMe === true }),
    });
    if (outcome.ok) {
      // Stays busy: the page is being left for the app, which finishes the sign-in on load.
      leavePage(outcome.redirect);
      return;
    }
    setBusy(false);
    toast(loginFailureToast(variant, outcome));
  };

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
