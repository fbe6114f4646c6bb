import styles from './questions-chart.module.css';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface DayFigures {
  day: string;
  asked: number;
  answered: number;
}

const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/**
 * Questions per day over 30 days, answered or not (recharts, in the admin chunk only). Screen
 * readers get the same figures as a table.
 */
export function QuestionsChart({ days }: { days: readonly DayFigures[] }) {
  const data = days.map(({ day, asked, answered }) => ({
    jour: label(day),
    Répondues: answered,
    'Non comprises': asked - answered,
  }));
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="jour" interval="preserveStartEnd" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="Répondues" stackId="q" fill="#1677ff" />
            <Bar dataKey="Non comprises" stackId="q" fill="#fa8c16" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.caption}>Questions par jour, 30 derniers jours</figcaption>
      <table className={styles.visuallyHidden}>
        <caption>Questions par jour</caption>
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">Questions</th>
            <th scope="col">Répondues</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ day, asked, answered }) => (
            <tr key={day}>
              <th scope="row">{label(day)}</th>
              <td>{asked}</td>
              <td>{answered}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
