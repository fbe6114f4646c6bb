import type { SecondFactorStep } from '@liggeey/contracts/sign-in-errors';
import { Alert, Button, Form, Input, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { confirmSecondFactor } from '../authenticate';
import { leavePage } from '../leave-page';
import { RecoveryCodes } from './recovery-codes';

interface SecondFactorFormProps {
  challenge: string;
  step: SecondFactorStep;
  /** Back to the email and password (the provider no longer knows this step). */
  onRestart: () => void;
}

interface CodeValues {
  code: string;
}

const EXPIRED = 'SECOND_STEP_EXPIRED';

/**
 * The second step of an admin's sign-in: the code of the authenticator application, or a recovery
 * code. At the first sign-in under the two-factor rule, the application is set up here first (QR
 * code or key typed by hand), and the recovery codes are shown once after the first code.
 */
export function SecondFactorForm({ challenge, step, onRestart }: SecondFactorFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; expired: boolean } | null>(null);
  const [signedIn, setSignedIn] = useState<{ recoveryCodes: string[] } | null>(null);
  const enrol = step.secondFactor === 'enrol';

  const submit = async ({ code }: CodeValues) => {
    setBusy(true);
    setError(null);
    const outcome = await confirmSecondFactor(challenge, code);
    if (outcome.ok && 'redirect' in outcome) {
      if (outcome.recoveryCodes?.length) {
        setSignedIn({ recoveryCodes: outcome.recoveryCodes });
        setBusy(false);
        return;
      }
      leavePage(outcome.redirect);
      return;
    }
    setBusy(false);
    // A step answer here would be the provider's mistake: an unexplained failure.
    const failure = outcome.ok ? { error: 'server_error', description: undefined } : outcome;
    const fallback =
      failure.error === 'network_error' ? 'Impossible de contacter le serveur.' : 'Une erreur est survenue.';
    setError({ message: failure.description ?? fallback, expired: failure.error === EXPIRED });
  };

  // The browser session is open: a fresh load of the app signs this tab in (the code in the
  // redirect may have expired while the codes were being copied).
  if (signedIn)
    return <RecoveryCodes codes={signedIn.recoveryCodes} onDone={() => leavePage('/dashboard')} />;

  return (
    <>
      <Typography.Title level={2}>
        {enrol ? "Configurer l'authentification à deux facteurs" : 'Code de vérification'}
      </Typography.Title>
      {step.secondFactor === 'enrol' ? (
        <>
          <Typography.Paragraph>
            La connexion des administrateurs demande un code à usage unique. Scannez ce QR code avec votre
            application d&apos;authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…),
            puis saisissez le code à 6 chiffres qu&apos;elle affiche.
          </Typography.Paragraph>
          <QRCode
            value={step.otpauthUri}
            bordered={false}
            aria-label="QR code à scanner avec votre application d'authentification"
          />
          <Typography.Paragraph>
            Impossible de scanner ? Saisissez cette clé dans l&apos;application :{' '}
            <Typography.Text code copyable data-testid="totp-secret">
              {step.secret}
            </Typography.Text>
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph>
          Entrez le code à 6 chiffres de votre application d&apos;authentification ou un code de secours.
        </Typography.Paragraph>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error.message}
          action={
            error.expired ? (
              <Button size="small" onClick={onRestart}>
                Recommencer
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<CodeValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        disabled={busy}
      >
        <Form.Item
          label="Code de vérification"
          name="code"
          rules={[{ required: true, whitespace: true, message: 'Veuillez saisir le code.' }]}
        >
          <Input
            autoComplete="one-time-code"
            inputMode={enrol ? 'numeric' : 'text'}
            maxLength={64}
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {enrol ? 'Activer et se connecter' : 'Vérifier'}
        </Button>
      </Form>
    </>
  );
}
