import { SIGNUP_PROFESSIONS } from '@liggeey/contracts/professions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space, Switch } from 'antd';
import { useId, useState } from 'react';
import type { ProfileUpdateInput } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { LocalitiesQuery } from '../../profiles/graphql/localities.query';
import { UpdateMyProfileMutation } from '../graphql/my-profile.query';
import styles from './own-profile.module.css';
import { MY_PROFILE_KEY, type MyProfile } from '../my-profile';

interface ProfileFormValues {
  fullName: string;
  profession: string;
  category: string;
  description: string;
  phone: string;
  address: string;
  localityId: string;
  available: boolean;
  availableFrom: string;
  price: string;
}

function initialValues(profile: MyProfile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    profession: profile.profession ?? '',
    category: profile.category ?? '',
    description: profile.description ?? '',
    phone: profile.contact?.phone ?? '',
    address: profile.contact?.address ?? '',
    localityId: profile.locality?.id ?? '',
    available: profile.available,
    availableFrom: profile.availableFrom?.slice(0, 10) ?? '',
    price: profile.price == null ? '' : String(profile.price),
  };
}

const text = (value: string) => value.trim() || null;

/** The form's values as the API's changes; a worker's availability date only counts while unavailable. */
export function profileUpdateInput(values: ProfileFormValues, isWorker: boolean): ProfileUpdateInput {
  return {
    fullName: values.fullName.trim(),
    profession: text(values.profession),
    category: text(values.category),
    description: text(values.description),
    phone: text(values.phone),
    address: text(values.address),
    localityId: values.localityId || null,
    ...(isWorker
      ? {
          available: values.available,
          availableFrom: values.available ? null : values.availableFrom || null,
          price: values.price.trim() === '' ? null : Number(values.price),
        }
      : {}),
  };
}

interface ProfileFormProps {
  profile: MyProfile;
  onCancel: () => void;
  onSaved: () => void;
}

/** The edit mode of /profile (spec §4): Annuler leaves it, Enregistrer stores the changes. */
export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const queryClient = useQueryClient();
  const professionsId = useId();
  const isWorker = profile.type === 'worker';
  const [available, setAvailable] = useState(profile.available);
  const localities = useQuery({
    queryKey: ['localities'],
    queryFn: ({ signal }) => graphqlRequest(LocalitiesQuery, undefined, { signal }),
    select: (data) => data.localities,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (input: ProfileUpdateInput) => graphqlRequest(UpdateMyProfileMutation, { input }),
    onSuccess: async () => {
      toast({ title: 'Profil mis à jour!' });
      onSaved();
      await queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY });
    },
    onError: (error) =>
      failureToast(error, {
        title: 'Erreur',
        fallback: "Votre profil n'a pas pu être mis à jour.",
        // A refused field says which one and why, in the server's French words.
        messages: error instanceof Error ? { VALIDATION_FAILED: error.message } : {},
      }),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(profile)}
      onValuesChange={(changed: Partial<ProfileFormValues>) => {
        if (changed.available !== undefined) setAvailable(changed.available);
      }}
      onFinish={(values) => save.mutate(profileUpdateInput(values, isWorker))}
    >
      <Form.Item
        name="fullName"
        label="Nom complet"
        rules={[{ required: true, whitespace: true, message: 'Veuillez indiquer votre nom complet.' }]}
      >
        <Input maxLength={120} autoComplete="name" />
      </Form.Item>
      <Form.Item name="profession" label="Métier" extra="Choisissez dans la liste ou saisissez votre métier.">
        <Input maxLength={120} list={professionsId} />
      </Form.Item>
      <datalist id={professionsId}>
        {SIGNUP_PROFESSIONS.map((profession) => (
          <option key={profession} value={profession} />
        ))}
      </datalist>
      <Form.Item name="category" label="Catégorie">
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
      <Form.Item name="phone" label="Téléphone">
        <Input type="tel" maxLength={30} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="address" label="Adresse">
        <Input maxLength={300} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="localityId" label="Localité">
        <select className={styles.select}>
          <option value="">Non spécifiée</option>
          {localities.data?.map((locality) => (
            <option key={locality.id} value={locality.id}>
              {locality.label}
            </option>
          ))}
        </select>
      </Form.Item>
      {isWorker && (
        <>
          <Form.Item name="available" label="Disponible" valuePropName="checked">
            <Switch checkedChildren="Oui" unCheckedChildren="Non" />
          </Form.Item>
          {!available && (
            <Form.Item name="availableFrom" label="Disponible à partir du">
              <Input type="date" />
            </Form.Item>
          )}
          <Form.Item
            name="price"
            label="Tarif horaire (F CFA par heure)"
            rules={[{ pattern: /^\d*$/, message: 'Le tarif horaire doit être un nombre entier de F CFA.' }]}
          >
            <Input type="number" inputMode="numeric" min={0} step={500} />
          </Form.Item>
        </>
      )}
      <Space>
        <Button onClick={onCancel} disabled={save.isPending}>
          Annuler
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
