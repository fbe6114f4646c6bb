import { Link } from 'react-router';
import { formatHourlyPrice, initialsOf, profilePath, type WorkerCardProfile } from '../worker-card-profile';
import { StarRating } from './star-rating';
import styles from './worker-card.module.css';

const PHOTO_SIZE = 64;

interface WorkerCardProps {
  profile: WorkerCardProfile;
}

/**
 * Spec §2 worker card. The name's link stretches over the whole card (CSS), so the card opens the
 * profile without nesting the 'Contacter' link inside another link.
 */
export function WorkerCard({ profile }: WorkerCardProps) {
  const path = profilePath(profile.id);
  return (
    <article
      className={`${styles.card} ${profile.available ? '' : styles.unavailable}`}
      aria-label={profile.fullName}
    >
      {profile.boosted && <span className={styles.sponsored}>Sponsorisé</span>}
      <div className={styles.header}>
        {profile.profilePicUrl ? (
          <img
            className={styles.photo}
            src={profile.profilePicUrl}
            alt={`Photo de ${profile.fullName}`}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(profile.fullName)}
          </span>
        )}
        <div className={styles.identity}>
          <h3 className={styles.name}>
            <Link to={path} className={styles.stretched}>
              {profile.fullName}
            </Link>
            {profile.verified && (
              <span className={styles.verified} role="img" aria-label="Profil vérifié" title="Profil vérifié">
                ✔
              </span>
            )}
          </h3>
          {profile.profession && <p className={styles.profession}>{profile.profession}</p>}
          {profile.category && <p className={styles.muted}>{profile.category}</p>}
        </div>
      </div>
      <StarRating rating={profile.rating} reviewCount={profile.reviewCount} />
      <p className={styles.price}>
        {profile.price == null ? 'Tarif non communiqué' : formatHourlyPrice(profile.price)}
      </p>
      <p className={styles.muted}>
        <span aria-hidden="true">📍 </span>
        {profile.locality?.label ?? 'Non spécifié'}
      </p>
      {!profile.available && <p className={styles.unavailableText}>Indisponible pour le moment</p>}
      <Link to={path} className={styles.contact} aria-label={`Contacter ${profile.fullName}`}>
        Contacter
      </Link>
    </article>
  );
}
