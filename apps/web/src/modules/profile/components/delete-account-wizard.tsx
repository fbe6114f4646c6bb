import { Alert, Button, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { deleteAccountFailureToast } from '../delete-account-failure-toast';
import { DeleteAccountMutation } from '../graphql/delete-account.mutation';
import { CurrentPasswordField } from '../../../shared/forms/current-password-field';

export const PAUSE_NOT_IMPLEMENTED = "🚧 La mise en pause du compte n'est pas encore implémentée.";

type Step = 1 | 2 | 3;

const STEP_TITLES: Record<Step, string> = {
  1: 'Supprimer mon compte',
  2: 'Avant de partir',
  3: 'Confirmer la suppression',
};

interface DeleteAccountWizardProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §4: warning, 'Avant de partir', then the password that confirms the deletion. */
export function DeleteAccountWizard({ open, onClose }: DeleteAccountWizardProps) {
  const session = useSession();
  const [step, setStep] = useState<Step>(1);
  const [pauseNotice, setPauseNotice] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const close = () => {
    if (busy) return;
    setStep(1);
    setPauseNotice(false);
    form.resetFields();
    onClose();
  };

  const remove = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      await graphqlRequest(DeleteAccountMutation, { password });
    } catch (error) {
      setBusy(false);
      toast(deleteAccountFailureToast(error));
      return;
    }
    // The account is gone: leave through the session's sign-out, which brings the browser to /.
    await session.signOut().catch(() => undefined);
  };

  return (
    <Modal open={open} onCancel={close} footer={null} title={STEP_TITLES[step]} destroyOnHidden>
      <Typography.Text type="secondary">Étape {step} sur 3</Typography.Text>
      {step === 1 && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBlock: 16 }}
            title="Cette action est irréversible."
            description="Votre profil, vos crédits, vos messages et vos publications seront définitivement supprimés."
          />
          <Flex justify="end" gap={8}>
            <Button onClick={close}>Annuler</Button>
            <Button type="primary" danger onClick={() => setStep(2)}>
              Continuer
            </Button>
          </Flex>
        </>
      )}
      {step === 2 && (
        <>
          <Typography.Paragraph style={{ marginTop: 16 }}>
            Vous pouvez mettre votre compte en pause plutôt que de le supprimer, ou nous dire ce qui ne va
            pas.
          </Typography.Paragraph>
          <Flex vertical gap={8} align="start">
            <Button onClick={() => setPauseNotice(true)}>Mettre mon compte en pause</Button>
            {pauseNotice && <Alert type="info" showIcon title={PAUSE_NOT_IMPLEMENTED} />}
            <Link to="/contact">Contacter le support</Link>
          </Flex>
          <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
            <Button onClick={() => setStep(1)}>Retour</Button>
            <Button type="primary" danger onClick={() => setStep(3)}>
              Continuer la suppression
            </Button>
          </Flex>
        </>
      )}
      {step === 3 && (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void remove(values)}
          style={{ marginTop: 16 }}
        >
          <Typography.Paragraph>
            Saisissez votre mot de passe pour confirmer la suppression.
          </Typography.Paragraph>
          <CurrentPasswordField />
          <Flex justify="end" gap={8}>
            <Button onClick={() => setStep(2)} disabled={busy}>
              Retour
            </Button>
            <Button type="primary" danger htmlType="submit" loading={busy}>
              Supprimer définitivement
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
