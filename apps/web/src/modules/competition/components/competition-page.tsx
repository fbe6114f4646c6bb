import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Select, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import { COMPETITION_FORMULA, COMPETITION_TIE_RULE } from '@liggeey/contracts/competition-rules';
import type { CompetitionQuery as CompetitionResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { initialsOf } from '../../profiles/worker-card-profile';
import { useSession } from '../../session/hooks/use-session';
import { CompetitionQuery } from '../graphql/competition.graphql';
import { formatMonth, formatScore, memberTypeLabel, ordinal } from '../competition-format';
import { CompetitionContentForm } from './competition-content-form';
import styles from './competition-page.module.css';

type Competition = CompetitionResult['competition'];

/**
 * /dashboard/competition (spec §2): this month's standings from real activity (or a past month's
 * frozen ones), the viewer's own rank, the formula, the prizes and the tips. Plain lists, no
 * charts: cheap on a phone.
 */
export function CompetitionPage() {
  const session = useSession();
  const [month, setMonth] = useState<string>();
  const competition = useQuery({
    queryKey: ['competition', month ?? 'current'],
    queryFn: ({ signal }) => graphqlRequest(CompetitionQuery, { month: month ?? null }, { signal }),
    select: (data) => data.competition,
  });
  const isAdmin = session.status === 'signedIn' && session.user.type === 'admin';

  return (
    <>
      <Typography.Title level={1}>Compétition du mois</Typography.Title>
      {competition.isError ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger la compétition."
          action={<Button onClick={() => void competition.refetch()}>Réessayer</Button>}
        />
      ) : competition.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Standings competition={competition.data} onMonth={setMonth} />
      )}
      {isAdmin && competition.data && <CompetitionContentForm content={competition.data.content} />}
    </>
  );
}

function Standings({ competition, onMonth }: { competition: Competition; onMonth: (month: string) => void }) {
  const monthLabelId = useId();
  const rankingId = useId();
  const { me, content } = competition;
  return (
    <div className={styles.layout}>
      <div className={styles.monthRow}>
        <span id={monthLabelId}>Mois</span>
        <Select
          aria-labelledby={monthLabelId}
          className={styles.monthSelect}
          value={competition.month}
          onChange={onMonth}
          options={competition.months.map((value, index) => ({
            value,
            label: index === 0 ? `${formatMonth(value)} (en cours)` : formatMonth(value),
          }))}
        />
      </div>

      <Card className={styles.mine}>
        <h2 className={styles.cardTitle}>Mon classement</h2>
        {me ? (
          <p className={styles.myRank} data-testid="my-rank">
            Vous êtes <strong>{ordinal(me.rank)}</strong> avec <strong>{formatScore(me.score)}</strong>
            {competition.frozen ? ' (classement final)' : ''}.
          </p>
        ) : (
          <p data-testid="my-rank">
            {competition.frozen
              ? "Vous n'avez pas marqué de points ce mois-là."
              : "Vous n'avez pas encore de points ce mois-ci : participez pour entrer au classement !"}
          </p>
        )}
      </Card>

      <Card>
        <h2 id={rankingId} className={styles.cardTitle}>
          Classement — {formatMonth(competition.month)}
          {competition.frozen ? ' (final)' : ''}
        </h2>
        {competition.top.length === 0 ? (
          <p>Personne n'a encore marqué de points ce mois-ci.</p>
        ) : (
          <ol className={styles.ranking} aria-labelledby={rankingId}>
            {competition.top.map((entry) => {
              const mine = entry.memberId === me?.memberId;
              return (
                <li
                  key={entry.memberId}
                  className={mine ? `${styles.entry} ${styles.myEntry}` : styles.entry}
                  aria-current={mine ? 'true' : undefined}
                >
                  <span className={styles.rank}>{ordinal(entry.rank)}</span>
                  <Avatar
                    className={styles.avatar}
                    src={entry.profilePicUrl ?? undefined}
                    alt={`Photo de ${entry.fullName}`}
                  >
                    {initialsOf(entry.fullName)}
                  </Avatar>
                  <span className={styles.who}>
                    <span className={styles.name}>
                      {entry.fullName}
                      {mine ? ' (vous)' : ''}
                    </span>
                    <span className={styles.muted}>{memberTypeLabel(entry.type)}</span>
                  </span>
                  <span className={styles.score}>{formatScore(entry.score)}</span>
                </li>
              );
            })}
          </ol>
        )}
      </Card>

      <Card>
        <h2 className={styles.cardTitle}>Les prix</h2>
        <ol className={styles.prizes}>
          {content.prizes.map((prize, index) => (
            <li key={index}>
              <strong>{ordinal(index + 1)} prix :</strong> {prize}
            </li>
          ))}
        </ol>
      </Card>

      <Card>
        <h2 className={styles.cardTitle}>Comment marquer des points</h2>
        <dl className={styles.formula}>
          {COMPETITION_FORMULA.map((line) => (
            <div key={line.label} className={styles.formulaLine}>
              <dt>{line.label}</dt>
              <dd>{line.points}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>
          Les points comptent pour le mois où l'activité a lieu (heure de Dakar) ; ce qui est annulé
          (publication supprimée, « J'aime » retiré, candidature qui n'est plus acceptée) est retiré.{' '}
          {COMPETITION_TIE_RULE} Les administrateurs ne sont pas classés.
        </p>
      </Card>

      <Card>
        <h2 className={styles.cardTitle}>Conseils pour participer</h2>
        <ul className={styles.tips}>
          {content.tips.map((tip, index) => (
            <li key={index}>{tip}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
