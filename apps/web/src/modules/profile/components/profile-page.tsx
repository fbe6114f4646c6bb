import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { DownloadError, downloadFile } from '../../../shared/downloads/download-file';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { type UploadKind, uploadFailureDescription } from '../../../shared/uploads/upload-file';
import { useUploadFile } from '../../../shared/uploads/use-upload-file';
import { SecuritySection } from '../../account-security/components/security-section';
import { useSession } from '../../session/hooks/use-session';
import { MyProfileQuery } from '../graphql/my-profile.query';
import { MY_PROFILE_KEY, type MyProfile } from '../my-profile';
import { CV_ACCEPT, cvProblem, PICTURE_ACCEPT, pictureProblem } from '../profile-files';
import { DeleteAccountWizard } from './delete-account-wizard';
import { FileButton } from './file-button';
import styles from './own-profile.module.css';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

const AVATAR_SIZE = 96;

/** Own profile /profile (spec §2, §4): pictures, view/edit toggle, CV, read-only email and the danger zone. */
export function ProfilePage() {
  const session = useSession();
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const sessionEmail = session.status === 'signedIn' ? session.user.email : '';
  const profile = useQuery({
    queryKey: MY_PROFILE_KEY,
    queryFn: ({ signal }) => graphqlRequest(MyProfileQuery, undefined, { signal }),
    select: (data) => data.myProfile,
  });
  const email = profile.data?.contact?.email ?? sessionEmail;

  return (
    <>
      <Typography.Title level={1}>Mon profil</Typography.Title>
      {profile.isError ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger votre profil."
          action={<Button onClick={() => void profile.refetch()}>Réessayer</Button>}
        />
      ) : profile.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : (
        <>
          <ProfilePictures profile={profile.data} />
          <Card
            title={editing ? 'Modifier mes informations' : 'Mes informations'}
            extra={
              !editing && (
                <Button type="primary" onClick={() => setEditing(true)}>
                  Modifier
                </Button>
              )
            }
          >
            {editing ? (
              <ProfileForm
                profile={profile.data}
                onCancel={() => setEditing(false)}
                onSaved={() => setEditing(false)}
              />
            ) : (
              <ProfileDetails profile={profile.data} />
            )}
          </Card>
          {profile.data.type === 'worker' && <CvCard profile={profile.data} />}
        </>
      )}
      <Card title="Compte" className={styles.card}>
        <Descriptions column={1} items={[{ key: 'email', label: 'Email', children: email }]} />
      </Card>
      <SecuritySection cardClassName={styles.card} />
      <Card title="Zone de danger" className={styles.card} style={{ borderColor: '#ff4d4f' }}>
        <Typography.Paragraph>
          La suppression de votre compte est définitive : toutes vos données seront effacées.
        </Typography.Paragraph>
        <Button danger onClick={() => setDeleting(true)}>
          Supprimer mon compte
        </Button>
      </Card>
      <DeleteAccountWizard open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}

/** Uploads one file to its endpoint, then reloads the profile (the server has set the new URL). */
function useProfileUpload(kind: UploadKind, fallback: string) {
  const upload = useUploadFile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => upload(kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Erreur d'upload",
        description: uploadFailureDescription(error, fallback),
      }),
  });
}

const PICTURE_FAILURE = "Votre image n'a pas pu être sauvegardée.";

function ProfilePictures({ profile }: { profile: MyProfile }) {
  const cover = useProfileUpload('cover', PICTURE_FAILURE);
  const avatar = useProfileUpload('avatar', PICTURE_FAILURE);
  return (
    <section aria-label="Photos" className={styles.pictures}>
      <div className={styles.cover}>
        {profile.coverPicUrl && (
          <DataSavingImage
            src={profile.coverPicUrl}
            alt="Ma photo de couverture"
            width={1600}
            height={400}
            loading="eager"
          />
        )}
        <div className={styles.coverAction}>
          <FileButton
            label="Changer la photo de couverture"
            accept={PICTURE_ACCEPT}
            problem={pictureProblem}
            busy={cover.isPending}
            onFile={(file) => cover.mutate(file)}
          />
        </div>
      </div>
      <div className={styles.avatarRow}>
        {profile.profilePicUrl ? (
          <img
            className={styles.avatar}
            src={profile.profilePicUrl}
            alt="Ma photo de profil"
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            decoding="async"
          />
        ) : (
          <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
            {profile.fullName.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <FileButton
          label="Changer la photo de profil"
          accept={PICTURE_ACCEPT}
          problem={pictureProblem}
          busy={avatar.isPending}
          onFile={(file) => avatar.mutate(file)}
        />
      </div>
    </section>
  );
}

function CvCard({ profile }: { profile: MyProfile }) {
  const cv = useProfileUpload('cv', "Votre CV n'a pas pu être sauvegardé.");
  const { token } = useSession();
  const [downloading, setDownloading] = useState(false);
  // A CV is a private file: fetched with the session's token, never a plain link.
  const download = async (path: string) => {
    setDownloading(true);
    try {
      await downloadFile(path, await token());
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: error instanceof DownloadError ? error.message : 'Le téléchargement a échoué.',
      });
    } finally {
      setDownloading(false);
    }
  };
  const cvUrl = profile.cvUrl;
  return (
    <Card title="CV" className={styles.card}>
      <Typography.Paragraph>
        {cvUrl ? (
          <Button
            type="link"
            className={styles.cvLink}
            loading={downloading}
            onClick={() => void download(cvUrl)}
          >
            Voir mon CV
          </Button>
        ) : (
          'Aucun CV pour le moment.'
        )}
      </Typography.Paragraph>
      <FileButton
        label={profile.cvUrl ? 'Remplacer mon CV' : 'Ajouter mon CV'}
        accept={CV_ACCEPT}
        problem={cvProblem}
        busy={cv.isPending}
        onFile={(file) => cv.mutate(file)}
      />
      <Typography.Paragraph type="secondary" className={styles.hint}>
        PDF, DOC ou DOCX, 5 Mo au maximum.
      </Typography.Paragraph>
    </Card>
  );
}
