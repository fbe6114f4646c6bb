import { Button, Card, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  formatSalaryRange,
  formatWorkerCount,
  professionSearchPath,
  type TradeView,
} from '../trade-catalogue';
import styles from './trades-page.module.css';

export const NO_WORKER_TEXT =
  "Aucun professionnel n'est actuellement disponible pour ce métier. Soyez le premier !";

interface TradeDetailProps {
  trade: TradeView;
  headingId: string;
}

/** The chosen trade's card: what the job is, its skills, its usual monthly pay and who does it here. */
export function TradeDetail({ trade, headingId }: TradeDetailProps) {
  const navigate = useNavigate();
  const directory = professionSearchPath(trade.name);
  return (
    <Card>
      <Typography.Title level={2} id={headingId} className={styles.detailTitle}>
        {trade.name}
      </Typography.Title>
      <Typography.Paragraph>{trade.description}</Typography.Paragraph>

      <Typography.Title level={3}>Compétences</Typography.Title>
      <ul className={styles.skillList}>
        {trade.skills.map((skill) => (
          <li key={skill}>
            <Tag>{skill}</Tag>
          </li>
        ))}
      </ul>

      <Typography.Title level={3}>Salaire moyen</Typography.Title>
      <Typography.Paragraph strong>
        {formatSalaryRange(trade.salaryMin, trade.salaryMax)}
      </Typography.Paragraph>

      {trade.workerCount > 0 ? (
        <Space orientation="vertical" size="middle">
          <Typography.Text>{formatWorkerCount(trade.workerCount)} sur Liggeey</Typography.Text>
          {/* A real link (it changes page) drawn as the spec's button; the router keeps it in the SPA. */}
          <Button
            type="primary"
            href={directory}
            onClick={(event) => {
              event.preventDefault();
              void navigate(directory);
            }}
          >
            Voir les professionnels
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical" size="middle">
          <Typography.Text>{NO_WORKER_TEXT}</Typography.Text>
          <Link to="/signup">Créer mon profil</Link>
        </Space>
      )}
    </Card>
  );
}
