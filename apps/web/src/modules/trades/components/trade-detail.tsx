import { Link } from 'react-router';
import ui from '../../../shared/ui/plain-ui.module.css';
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
  const directory = professionSearchPath(trade.name);
  return (
    <>
      <h2 id={headingId} className={`${ui.h2} ${styles.detailTitle}`}>
        {trade.name}
      </h2>
      <p className={ui.paragraph}>{trade.description}</p>

      <h3 className={ui.h3}>Compétences</h3>
      <ul className={styles.skillList}>
        {trade.skills.map((skill) => (
          <li key={skill} className={ui.tag}>
            {skill}
          </li>
        ))}
      </ul>

      <h3 className={ui.h3}>Salaire moyen</h3>
      <p className={ui.paragraph}>
        <strong>{formatSalaryRange(trade.salaryMin, trade.salaryMax)}</strong>
      </p>

      {trade.workerCount > 0 ? (
        <div className={styles.workers}>
          <span>{formatWorkerCount(trade.workerCount)} sur Liggeey</span>
          <Link to={directory} className={ui.primaryButton}>
            Voir les professionnels
          </Link>
        </div>
      ) : (
        <div className={styles.workers}>
          <span>{NO_WORKER_TEXT}</span>
          <Link to="/signup">Créer mon profil</Link>
        </div>
      )}
    </>
  );
}
