import { Descriptions } from 'antd';
import type { MyProfile } from '../my-profile';

const amountFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

const NOT_SET = 'Non spécifié';

function availabilityText(profile: MyProfile): string {
  if (profile.available) return 'Disponible';
  if (!profile.availableFrom) return 'Indisponible';
  const date = new Date(profile.availableFrom);
  return Number.isNaN(date.getTime())
    ? 'Indisponible'
    : `Indisponible — disponible à partir du ${dateFormat.format(date)}`;
}

/** The view mode of /profile: every editable field, 'Non spécifié' when empty. */
export function ProfileDetails({ profile }: { profile: MyProfile }) {
  const isWorker = profile.type === 'worker';
  return (
    <Descriptions
      column={1}
      items={[
        { key: 'fullName', label: 'Nom complet', children: profile.fullName },
        { key: 'profession', label: 'Métier', children: profile.profession || NOT_SET },
        { key: 'category', label: 'Catégorie', children: profile.category || NOT_SET },
        {
          key: 'description',
          label: 'Description',
          children: <span style={{ whiteSpace: 'pre-line' }}>{profile.description || NOT_SET}</span>,
        },
        { key: 'phone', label: 'Téléphone', children: profile.contact?.phone || NOT_SET },
        { key: 'address', label: 'Adresse', children: profile.contact?.address || NOT_SET },
        { key: 'locality', label: 'Localité', children: profile.locality?.label ?? NOT_SET },
        ...(isWorker
          ? [
              { key: 'available', label: 'Disponibilité', children: availabilityText(profile) },
              {
                key: 'price',
                label: 'Tarif horaire',
                children:
                  profile.price == null ? NOT_SET : `${amountFormat.format(profile.price)} F CFA par heure`,
              },
            ]
          : []),
      ]}
    />
  );
}
