import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Image, Input, Space, Typography } from 'antd';
import { useState, type ChangeEvent } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { uploadFailureDescription } from '../../../shared/uploads/upload-file';
import { useUploadFile } from '../../../shared/uploads/use-upload-file';
import { useLoginPageImage } from '../../login/hooks/use-login-page-image';
import { adminFailureToast } from '../admin-list';
import { SetLoginImageMutation } from '../graphql/appearance.graphql';

const SAVE_FAILED = "L'image de connexion n'a pas pu être sauvegardée.";

/** Backoffice §2 Security, appearance panel: the /admin-login background, uploaded or by address. */
export function LoginImagePanel() {
  const queryClient = useQueryClient();
  const current = useLoginPageImage();
  const upload = useUploadFile();
  const [address, setAddress] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const shown = address ?? current ?? '';

  const save = useMutation({
    mutationFn: async (url: string | null) =>
      (await graphqlRequest(SetLoginImageMutation, { url })).setLoginImage,
    onSuccess: ({ url }) => {
      queryClient.setQueryData(['login', 'page-image'], url);
      setAddress(undefined);
      toast({ title: url ? 'Image de connexion enregistrée' : 'Image de connexion retirée' });
    },
    onError: (error) => toast(adminFailureToast(SAVE_FAILED, error)),
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      setAddress((await upload('login-image', file)).url);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Erreur d'upload",
        description: uploadFailureDescription(error, "L'image n'a pas pu être envoyée."),
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card title="Apparence" style={{ marginTop: 24 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          Image de fond de la page de connexion administrateur (/admin-login).
        </Typography.Text>
        {shown && (
          <Image
            src={shown}
            alt="Aperçu de l'image de connexion"
            width={240}
            height={135}
            style={{ objectFit: 'cover' }}
          />
        )}
        <label htmlFor="login-image-url">Adresse de l&apos;image</label>
        <Input
          id="login-image-url"
          placeholder="https://… ou envoyez un fichier"
          value={shown}
          onChange={(event) => setAddress(event.target.value)}
          maxLength={2000}
        />
        <label htmlFor="login-image-file">Ou envoyer une image (JPEG, PNG ou WebP, 5 Mo au plus)</label>
        <input
          id="login-image-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChange={(event) => void onFile(event)}
        />
        <Flex gap="small" wrap>
          <Button
            type="primary"
            loading={save.isPending || uploading}
            disabled={!shown.trim()}
            onClick={() => save.mutate(shown.trim())}
          >
            Enregistrer l&apos;image
          </Button>
          {current && (
            <Button onClick={() => save.mutate(null)} disabled={save.isPending}>
              Retirer l&apos;image
            </Button>
          )}
        </Flex>
      </Space>
    </Card>
  );
}
