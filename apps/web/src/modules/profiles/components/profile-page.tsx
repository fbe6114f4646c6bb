import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps, Tabs, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProfileQuery as ProfileQueryResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { FollowProfileMutation, UnfollowProfileMutation } from '../graphql/follow.mutation';
import { ProfileQuery } from '../graphql/profile.query';
import { displayedAddress, formatFollowerCount, notImplementedText, shareLinks } from '../profile-view';
import { formatHourlyPrice, initialsOf, profilePath } from '../worker-card-profile';
import styles from './profile-page.module.css';
import { PortfolioTab, ReviewsTab } from './profile-tabs';
import { StarRating } from './star-rating';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

type ProfileData = ProfileQueryResult['profile'];

const AVATAR_SIZE = 112;

/** Profile page /profiles/{id} (spec §2, §4): loading, then shown, or back to /profiles. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const profile = useQuery({
    queryKey: ['profile', id],
    queryFn: ({ signal }) => graphqlRequest(ProfileQuery, { id }, { signal }),
    select: (data) => data.profile,
  });

  const failed = profile.isError;
  useEffect(() => {
    if (!failed) return;
    toast({
      variant: 'destructive',
      title: 'Profil introuvable',
      description: "Ce profil n'existe pas ou n'est plus disponible.",
    });
    void navigate('/profiles', { replace: true });
  }, [failed, navigate]);

  if (profile.isPending || profile.isError) {
    return (
      <p role="status" className={styles.loading}>
        Chargement du profil...
      </p>
    );
  }
  return <ProfileView profile={profile.data} />;
}

function ProfileView({ profile }: { profile: ProfileData }) {
  const session = useSession();
  const nameId = useId();
  const contactId = useId();
  const isOwner = session.status === 'signedIn' && session.user.id === profile.id;
  const address = displayedAddress(profile);

  return (
    <article className={styles.page} aria-labelledby={nameId}>
      <div className={styles.cover}>
        {profile.coverPicUrl && (
          <DataSavingImage
            src={profile.coverPicUrl}
            alt={`Couverture de ${profile.fullName}`}
            width={1600}
            height={400}
          />
        )}
        {isOwner && (
          <Link to="/profile" className={styles.coverEdit}>
            Modifier la couverture
          </Link>
        )}
      </div>
      <header className={styles.header}>
        {profile.profilePicUrl ? (
          <img
            className={styles.avatar}
            src={profile.profilePicUrl}
            alt={`Photo de ${profile.fullName}`}
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            decoding="async"
          />
        ) : (
          <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
            {initialsOf(profile.fullName)}
          </span>
        )}
        <div className={styles.identity}>
          <Typography.Title level={1} id={nameId} className={styles.name}>
            {profile.fullName}
            {profile.verified && (
              <span className={styles.verified} role="img" aria-label="Profil vérifié" title="Profil vérifié">
                ✔
              </span>
            )}
          </Typography.Title>
          {profile.profession && <p className={styles.profession}>{profile.profession}</p>}
          <p className={styles.muted}>
            <span aria-hidden="true">📍 </span>
            {address}
          </p>
          {profile.type === 'worker' && (
            <p className={styles.muted}>
              <StarRating rating={profile.rating} reviewCount={profile.reviewCount} />
              {profile.price != null && <> · {formatHourlyPrice(profile.price)}</>}
            </p>
          )}
          <p className={styles.muted}>{formatFollowerCount(profile.followerCount)}</p>
        </div>
        <div className={styles.actions}>
          {isOwner ? (
            <Link to="/profile" className={styles.primaryLink}>
              Modifier mon profil
            </Link>
          ) : (
            <VisitorActions profile={profile} />
          )}
        </div>
      </header>

      {profile.contact && (
        <section className={styles.contact} aria-labelledby={contactId}>
          <h2 id={contactId} className={styles.sectionTitle}>
            Coordonnées
          </h2>
          <dl className={styles.contactList}>
            <dt>Téléphone</dt>
            <dd>
              {profile.contact.phone ? (
                <a href={`tel:${profile.contact.phone}`}>{profile.contact.phone}</a>
              ) : (
                'Non spécifié'
              )}
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${profile.contact.email}`}>{profile.contact.email}</a>
            </dd>
            <dt>Adresse</dt>
            <dd>{profile.contact.address || 'Non spécifié'}</dd>
          </dl>
        </section>
      )}

      <Tabs
        className={styles.tabs}
        items={[
          { key: 'portfolio', label: 'Réalisations', children: <PortfolioTab ownerId={profile.id} /> },
          {
            key: 'about',
            label: 'À propos',
            children: (
              <Typography.Paragraph className={styles.description}>
                {profile.description || 'Aucune description fournie.'}
              </Typography.Paragraph>
            ),
          },
          { key: 'reviews', label: 'Avis', children: <ReviewsTab workerId={profile.id} /> },
        ]}
      />
    </article>
  );
}

/** Suivre, Message and the '…' menu (collaboration, recommendation, sharing) for another user's profile. */
function VisitorActions({ profile }: { profile: ProfileData }) {
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: async (following: boolean) =>
      following
        ? (await graphqlRequest(UnfollowProfileMutation, { id: profile.id })).unfollowProfile
        : (await graphqlRequest(FollowProfileMutation, { id: profile.id })).followProfile,
    onSuccess: (result) => {
      queryClient.setQueryData<{ profile: ProfileData }>(
        ['profile', profile.id],
        (previous) =>
          previous && {
            profile: {
              ...previous.profile,
              followerCount: result.followerCount,
              followedByMe: result.followedByMe,
            },
          },
      );
      toast(
        result.followedByMe
          ? { title: `Vous suivez maintenant ${profile.fullName} !` }
          : { title: `Vous ne suivez plus ${profile.fullName}.` },
      );
    },
    onError: (error) =>
      failureToast(error, {
        title: 'Erreur',
        messages: { NOT_FOUND: "Ce profil n'existe pas ou n'est plus disponible." },
      }),
  });

  const pageUrl = `${window.location.origin}${profilePath(profile.id)}`;
  const items: MenuProps['items'] = [
    { key: 'invite', label: 'Inviter à collaborer' },
    { key: 'recommend', label: 'Recommander' },
    { type: 'divider' },
    {
      type: 'group',
      key: 'share',
      label: 'Partager',
      children: shareLinks(pageUrl, profile.fullName).map((link) => ({
        key: `share:${link.network}`,
        label: (
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {`Partager sur ${link.network}`}
          </a>
        ),
      })),
    },
  ];
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'invite') toast({ title: notImplementedText("L'invitation à collaborer") });
    if (key === 'recommend') toast({ title: notImplementedText('La recommandation') });
  };

  return (
    <>
      <Button
        type={profile.followedByMe ? 'default' : 'primary'}
        aria-pressed={profile.followedByMe}
        loading={follow.isPending}
        onClick={() => follow.mutate(profile.followedByMe)}
      >
        {profile.followedByMe ? 'Ne plus suivre' : 'Suivre'}
      </Button>
      {profile.available ? (
        <Link to={`/messages?recipient=${encodeURIComponent(profile.id)}`} className={styles.secondaryLink}>
          Message
        </Link>
      ) : (
        <Button disabled title="Professionnel indisponible">
          Message (Professionnel indisponible)
        </Button>
      )}
      <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['click']}>
        <Button aria-label="Plus d'actions">…</Button>
      </Dropdown>
    </>
  );
}
