import { Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { OFFER_BOOST } from '../../credits/boost-options';
import { BoostButton } from '../../credits/components/boost-button';
import { BoostCard } from './dashboard-cards';
import styles from './dashboard.module.css';

interface OfferBoostCardProps {
  /** The employer's active offers, newest first; undefined while loading. */
  offers: readonly { id: string; title: string; boosted: boolean }[] | undefined;
  onBoosted: () => void;
}

/** Spec §2 employer dashboard: the boost card, for one of the employer's active offers. */
export function OfferBoostCard({ offers, onBoosted }: OfferBoostCardProps) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState<string>();
  const chosen = offers?.find((offer) => offer.id === chosenId) ?? offers?.[0];

  return (
    <BoostCard
      title="Booster une offre"
      description="Votre offre apparaît en tête des résultats avec la mention « Sponsorisé »."
      cost={OFFER_BOOST.credits}
      days={OFFER_BOOST.days}
    >
      {offers !== undefined && offers.length === 0 ? (
        <Typography.Paragraph type="secondary">
          Publiez une offre pour pouvoir la booster.
        </Typography.Paragraph>
      ) : (
        <>
          <label htmlFor={selectId}>Offre à booster</label>
          <Select
            id={selectId}
            className={styles.boostSelect}
            loading={offers === undefined}
            value={chosen?.id}
            onChange={setChosenId}
            options={offers?.map((offer) => ({
              value: offer.id,
              label: offer.boosted ? `${offer.title} (Sponsorisé)` : offer.title,
            }))}
          />
        </>
      )}
      <BoostButton
        target={chosen ? { kind: 'offer', job: chosen } : null}
        label="Booster une offre"
        onBoosted={onBoosted}
      />
    </BoostCard>
  );
}
