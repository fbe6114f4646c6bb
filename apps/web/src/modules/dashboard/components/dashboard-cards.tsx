import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dashboard.module.css';

interface BoostCardProps {
  title: string;
  description: string;
  /** Spec §9: 100 credits for an offer, 50 for a profile; both last 7 days. */
  cost: number;
  days: number;
  /** The choice of what to boost, if any, and the boost button. */
  children: ReactNode;
}

export function BoostCard({ title, description, cost, days, children }: BoostCardProps) {
  return (
    <Card>
      <h2 className={styles.cardTitle}>{title}</h2>
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <Typography.Paragraph strong>
        {cost} crédits · {days} jours
      </Typography.Paragraph>
      <div className={styles.boostActions}>{children}</div>
    </Card>
  );
}

/** The way to the monthly competition (spec §2 /dashboard/competition). */
export function CompetitionCard() {
  return (
    <Card>
      <h2 className={styles.cardTitle}>Compétition du mois</h2>
      <Typography.Paragraph>
        Gagnez des points avec votre activité du mois et tentez de remporter un voyage tout frais payé.
      </Typography.Paragraph>
      <Link to="/dashboard/competition">Voir le classement</Link>
    </Card>
  );
}
