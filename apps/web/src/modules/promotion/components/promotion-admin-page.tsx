import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { BoostSimulator } from './boost-simulator';
import { BoostsSection } from './boosts-section';
import { CampaignsSection } from './campaigns-section';
import { TrackingSection } from './tracking-section';

/** Back office /admin/promotion: boosts, external campaigns, their figures and the boost simulator. */
export function PromotionAdminPage() {
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => void navigate('/admin')}>← Retour à l&apos;administration</Button>
      <Typography.Title level={1}>Promotion</Typography.Title>
      <Flex vertical gap="large">
        <BoostsSection />
        <CampaignsSection />
        <TrackingSection />
        <BoostSimulator />
      </Flex>
    </>
  );
}
