import { Button, Card, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import type { SignUpRole } from '../sign-up-role';
import { signUpFailureToast } from '../signup-failure-toast';
import { submitSignUp } from '../submit-sign-up';
import { OTHER_PROFESSION } from '@liggeey/contracts/professions';
import { AccountStep, type AccountValues } from './account-step';
import { PicturesStep, type SignUpPictures } from './pictures-step';
import { RoleStep } from './role-step';
import styles from './signup-page.module.css';

const STEP_TITLES = ['Votre rôle', 'Vos photos', 'Votre compte'] as const;

/** /signup: the three-step wizard of spec §2 and §4, ending on /login with the confirmation notice. */
export function SignupPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [role, setRole] = useState<SignUpRole>();
  const [pictures, setPictures] = useState<SignUpPictures>({});
  // Every preview URL made on this page, released when the page goes away.
  const [previewUrls] = useState(() => new Set<string>());
  const [account, setAccount] = useState<AccountValues>({});
  const [cv, setCv] = useState<File>();
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      for (const url of previewUrls) URL.revokeObjectURL(url);
      previewUrls.clear();
    },
    [previewUrls],
  );

  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedIn') return <Navigate to="/dashboard" replace />;

  const back = () => {
    if (step === 0) void navigate('/');
    else setStep(step - 1);
  };

  const submit = async (values: AccountValues) => {
    if (!role) return;
    const fullName = values.fullName?.trim() ?? '';
    const email = values.email?.trim() ?? '';
    const password = values.password ?? '';
    if (!fullName || !email || !password) {
      toast({
        variant: 'destructive',
        title: 'Champs requis',
        description: 'Veuillez remplir tous les champs.',
      });
      return;
    }
    const profession =
      values.profession === OTHER_PROFESSION ? values.otherProfession?.trim() : values.profession;
    if (role === 'worker' && !profession) {
      toast({ variant: 'destructive', title: 'Champ requis', description: 'Veuillez choisir un métier.' });
      return;
    }

    setBusy(true);
    try {
      await submitSignUp(
        { fullName, email, password, type: role, ...(role === 'worker' ? { profession } : {}) },
        {
          avatar: pictures.profile?.file,
          cover: pictures.cover?.file,
          cv: role === 'worker' ? cv : undefined,
        },
      );
    } catch (error) {
      setBusy(false);
      toast(signUpFailureToast(error));
      return;
    }
    void navigate('/login?signup=1');
  };

  return (
    <Card className={styles.card}>
      <Typography.Title level={1} className={styles.title}>
        Inscription
      </Typography.Title>
      <Steps
        className={styles.steps}
        size="small"
        current={step}
        items={STEP_TITLES.map((title) => ({ title }))}
      />
      {step === 0 && <RoleStep role={role} onChange={setRole} />}
      {step === 1 && (
        <PicturesStep
          pictures={pictures}
          onChange={(chosen) => {
            for (const picture of [chosen.profile, chosen.cover]) {
              if (picture) previewUrls.add(picture.previewUrl);
            }
            setPictures(chosen);
          }}
        />
      )}
      {step === 2 && role && (
        <AccountStep
          role={role}
          values={account}
          onValuesChange={setAccount}
          cv={cv}
          onCvChange={setCv}
          busy={busy}
          onBack={back}
          onSubmit={(values) => void submit(values)}
        />
      )}
      {step < 2 && (
        <div className={styles.actions}>
          <Button onClick={back}>Retour</Button>
          <Button type="primary" disabled={!role} onClick={() => setStep(step + 1)}>
            Suivant
          </Button>
        </div>
      )}
      <p className={styles.footer}>
        Déjà un compte ? <Link to="/login">Connexion</Link>
      </p>
    </Card>
  );
}
