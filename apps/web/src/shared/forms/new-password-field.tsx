import { Form, Input } from 'antd';

/** At least 8 characters: the server's default (an admin setting there, which has the last word). */
export const MIN_PASSWORD_LENGTH = 8;

/** A password being chosen (sign-up, reset): the same rules the server applies first, in French. */
export function NewPasswordField({ label = 'Mot de passe' }: { label?: string }) {
  return (
    <Form.Item
      label={label}
      name="password"
      rules={[
        { required: true, message: 'Veuillez saisir un mot de passe.' },
        {
          validator: (_rule, value: string | undefined) =>
            value && value.trim() === ''
              ? Promise.reject(new Error("Le mot de passe ne peut pas être composé uniquement d'espaces."))
              : Promise.resolve(),
        },
        {
          min: MIN_PASSWORD_LENGTH,
          message: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
        },
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}

/** The new password typed a second time (field `confirmation`), checked against `password`. */
export function ConfirmPasswordField({ label = 'Confirmez le mot de passe' }: { label?: string }) {
  return (
    <Form.Item
      label={label}
      name="confirmation"
      dependencies={['password']}
      rules={[
        { required: true, message: 'Veuillez confirmer le mot de passe.' },
        ({ getFieldValue }) => ({
          validator: (_rule, value: string | undefined) =>
            !value || value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error('Les deux mots de passe ne correspondent pas.')),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
