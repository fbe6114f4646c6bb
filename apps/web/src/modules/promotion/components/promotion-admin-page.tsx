import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { PromotableJobsQuery, PromotableProfilesQuery } from '../graphql/promotion.graphql';
import { BoostSimulator } from './boost-simulator';
import { BoostsSection } from './boosts-section';
import { CampaignsSection } from './campaigns-section';
import { TrackingSection } from './tracking-section';

/** Back office /admin/promotion: boosts, external campaigns, their figures and the boost simulator. */
export function PromotionAdminPage() {
  const navigate = useNavigate();
  const jobs = useQuery({
    queryKey: ['admin', 'promotion', 'jobs'],
    queryFn: ({ signal }) => graphqlRequest(PromotableJobsQuery, undefined, { signal }),
    // The newest hundred offers and profiles: the lists behind them are paged on the server.
    select: (data) => data.adminJobs.items,
  });
  const profiles = useQuery({
    queryKey: ['admin', 'promotion', 'profiles'],
    queryFn: ({ signal }) => graphqlRequest(PromotableProfilesQuery, undefined, { signal }),
    // Only workers' profiles are listed in the directory, so only they can be boosted.
    select: (data) => data.adminUsers.items.filter((profile) => profile.type === 'worker'),
  });
  const options = jobs.data ?? [];
  return (
    <>
      <Button onClick={() => void navigate('/admin')}>← Retour à l&apos;administration</Button>
      <Typography.Title level={1}>Promotion</Typography.Title>
      <Flex vertical gap="large">
        <BoostsSection jobs={options} profiles={profiles.data ?? []} />
        <CampaignsSection jobs={options} />
        <TrackingSection />
        <BoostSimulator />
      </Flex>
    </>
  );
}
