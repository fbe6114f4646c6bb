import { Flex, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/hooks/use-session';
import { OWN_LIST_TABS } from '../job-format';
import { PublishJobButton } from './publish-job-button';
import { JobBoard } from './job-board';
import styles from './jobs-page.module.css';
import { MyApplications } from './my-applications';
import { MyJobs } from './my-jobs';

const OFFERS_TAB = 'offres';

/** /jobs (spec §2, for workers, employers and admins): the board, plus each side's own list. */
export function JobsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const type = session.status === 'signedIn' ? session.user.type : undefined;
  // Only workers apply; a visitor cannot reach the page, but the button still handles one.
  const canApply = type !== 'employer' && type !== 'admin';

  const ownTab =
    type === 'worker'
      ? { key: OWN_LIST_TABS.worker, label: 'Mes candidatures', children: <MyApplications /> }
      : type === 'employer'
        ? { key: OWN_LIST_TABS.employer, label: 'Mes offres', children: <MyJobs /> }
        : undefined;
  const activeTab = ownTab && params.get('tab') === ownTab.key ? ownTab.key : OFFERS_TAB;

  const changeTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === OFFERS_TAB) next.delete('tab');
    else next.set('tab', key);
    setParams(next);
  };

  const board = <JobBoard canApply={canApply} />;
  return (
    <>
      <Flex wrap gap="middle" justify="space-between" align="center">
        <Typography.Title level={1}>Offres d&apos;emploi</Typography.Title>
        {type === 'employer' && <PublishJobButton />}
      </Flex>
      <Typography.Paragraph className={styles.intro}>
        Trouvez une mission ou un emploi près de chez vous, et suivez vos candidatures.
      </Typography.Paragraph>
      {ownTab ? (
        <Tabs
          activeKey={activeTab}
          onChange={changeTab}
          items={[{ key: OFFERS_TAB, label: 'Offres', children: board }, ownTab]}
        />
      ) : (
        board
      )}
    </>
  );
}
