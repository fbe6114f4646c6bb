import { Button, Form, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/forms/new-password-field';
import type { SignUpRole } from '../sign-up-role';
import { CV_ACCEPT, cvProblem } from '../signup-files';
import { OTHER_PROFESSION, SIGNUP_PROFESSIONS } from '@liggeey/contracts/professions';
import styles from './signup-page.module.css';

export interface AccountValues {
  fullName?: string;
  email?: string;
  password?: string;
  profession?: string;
  otherProfession?: string;
}

const PROFESSION_OPTIONS = [...SIGNUP_PROFESSIONS, OTHER_PROFESSION].map((value) => ({
  value,
  label: value,
}));

// The server's limits for the name and a typed profession.
const TEXT_MAX_LENGTH = 120;

interface AccountStepProps {
  role: SignUpRole;
  values: AccountValues;
  onValuesChange: (values: AccountValues) => void;
  cv: File | undefined;
  onCvChange: (cv: File | undefined) => void;
  busy: boolean;
  onBack: () => void;
  onSubmit: (values: AccountValues) => void;
}

/**
 * Step 3. Missing fields are reported by the spec's toast (see the page), so only the shape of
 * what was typed is checked inline here.
 */
export function AccountStep({
  role,
  values,
  onValuesChange,
  cv,
  onCvChange,
  busy,
  onBack,
  onSubmit,
}: AccountStepProps) {
  const cvId = useId();
  const [cvRefusal, setCvRefusal] = useState<string>();
  const otherChosen = values.profession === OTHER_PROFESSION;

  return (
    <Form<AccountValues>
      layout="vertical"
      requiredMark={false}
      initialValues={values}
      onValuesChange={(_changed, all) => onValuesChange(all)}
      onFinish={onSubmit}
      disabled={busy}
    >
      <Form.Item label="Nom complet" name="fullName">
        <Input autoComplete="name" maxLength={TEXT_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[{ type: 'email', message: 'Veuillez saisir une adresse email valide.' }]}
      >
        <Input type="email" autoComplete="email" maxLength={320} />
      </Form.Item>
      <Form.Item
        label="Mot de passe"
        name="password"
        rules={[
          {
            min: MIN_PASSWORD_LENGTH,
            message: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {role === 'worker' && (
        <>
          <Form.Item label="Métier" name="profession">
            <Select
              options={PROFESSION_OPTIONS}
              placeholder="Choisissez votre métier"
              showSearch
              virtual={false}
            />
          </Form.Item>
          {otherChosen && (
            <Form.Item label="Précisez votre métier" name="otherProfession">
              <Input maxLength={TEXT_MAX_LENGTH} />
            </Form.Item>
          )}
          <Form.Item
            label="CV (facultatif)"
            htmlFor={cvId}
            validateStatus={cvRefusal ? 'error' : undefined}
            help={cvRefusal}
            extra={cv && !cvRefusal ? `Fichier choisi : ${cv.name}` : 'PDF, DOC ou DOCX, 5 Mo maximum.'}
          >
            <input
              id={cvId}
              type="file"
              accept={CV_ACCEPT}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                const refusal = chosen && cvProblem(chosen);
                setCvRefusal(refusal);
                onCvChange(chosen && !refusal ? chosen : undefined);
              }}
            />
          </Form.Item>
        </>
      )}
      <div className={styles.actions}>
        <Button onClick={onBack} disabled={busy}>
          Retour
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {busy ? 'Inscription en cours...' : "S'inscrire"}
        </Button>
      </div>
    </Form>
  );
}
