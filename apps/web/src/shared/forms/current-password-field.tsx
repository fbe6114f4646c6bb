import { Form, Input } from 'antd';

/** The account's current password, as asked at sign-in and before deleting the account. */
export function CurrentPasswordField() {
  return (
    <Form.Item
      label="Mot de passe"
      name="password"
      rules={[{ required: true, message: 'Veuillez saisir votre mot de passe.' }]}
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}
