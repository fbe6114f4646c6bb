import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { graphqlRequest } from '../../../shared/graphql/client';
import { useFormTypedBeforeHydration } from '../../../shared/forms/typed-before-hydration';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { toast } from '../../../shared/notifications/toast';
import {
  CONTACT_SENT_TOAST,
  contactFailureToast,
  INVALID_EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
} from '../contact-toasts';
import { SendContactMessageMutation } from '../graphql/send-contact-message.mutation';
import styles from './contact-page.module.css';

interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

// The server's limits (contract of issue 4); the fields stop typing there instead of failing later.
const NAME_MAX = 120;
const EMAIL_MAX = 320;
const SUBJECT_MAX = 200;
const MESSAGE_MAX = 5000;

const required = { required: true, whitespace: true, message: REQUIRED_MESSAGE };

const FORM_NAME = 'contact';
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** /contact (spec §2): name, e-mail, subject and message, all required; also the account-deletion help target. */
export function ContactPage() {
  const [form] = Form.useForm<ContactValues>();
  // The form comes pre-rendered: a visitor may fill it in before the page's code is there.
  useFormTypedBeforeHydration(form, FORM_NAME, FIELDS);
  // Sent before then, the browser itself would post the form and reload the page empty.
  const ready = useHydrated();
  const send = useMutation({
    mutationFn: (input: ContactValues) => graphqlRequest(SendContactMessageMutation, { input }),
    onSuccess: () => {
      toast(CONTACT_SENT_TOAST);
      form.resetFields();
    },
    onError: (error) => toast(contactFailureToast(error)),
  });

  return (
    <>
      <Typography.Title level={1}>Contactez-nous</Typography.Title>
      <Typography.Paragraph>
        Une question, une suggestion ou besoin d&apos;aide ? Écrivez-nous, notre équipe vous répondra par
        e-mail.
      </Typography.Paragraph>
      <Card className={styles.form}>
        <Form<ContactValues>
          form={form}
          name={FORM_NAME}
          layout="vertical"
          disabled={send.isPending}
          onFinish={(values) =>
            send.mutate({
              name: values.name.trim(),
              email: values.email.trim(),
              subject: values.subject.trim(),
              message: values.message.trim(),
            })
          }
          onFinishFailed={({ errorFields }) => {
            const missing = errorFields.some((field) => field.errors.includes(REQUIRED_MESSAGE));
            toast(
              missing
                ? { variant: 'destructive', title: 'Champs requis', description: REQUIRED_MESSAGE }
                : {
                    variant: 'destructive',
                    title: 'Adresse e-mail invalide',
                    description: INVALID_EMAIL_MESSAGE,
                  },
            );
          }}
        >
          <Form.Item label="Nom" name="name" rules={[required]}>
            <Input autoComplete="name" maxLength={NAME_MAX} />
          </Form.Item>
          <Form.Item
            label="Email"
            name="email"
            validateFirst
            rules={[required, { type: 'email', message: INVALID_EMAIL_MESSAGE }]}
          >
            <Input type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX} />
          </Form.Item>
          <Form.Item label="Sujet" name="subject" rules={[required]}>
            <Input maxLength={SUBJECT_MAX} />
          </Form.Item>
          <Form.Item label="Message" name="message" rules={[required]}>
            <Input.TextArea rows={6} maxLength={MESSAGE_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={!ready} loading={send.isPending}>
            Envoyer le message
          </Button>
        </Form>
      </Card>
    </>
  );
}
