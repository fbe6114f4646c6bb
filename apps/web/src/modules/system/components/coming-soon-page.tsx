import { Alert, Typography } from 'antd';

interface ComingSoonPageProps {
  title: string;
  /** Completes the spec's notice '🚧 {feature} n'est pas encore implémentée.' */
  feature: string;
}

/** Holds the place of a page whose own issue has not been built yet, so the shell's links lead somewhere. */
export function ComingSoonPage({ title, feature }: ComingSoonPageProps) {
  return (
    <>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Alert type="info" title={`🚧 ${feature} n'est pas encore implémentée.`} showIcon />
    </>
  );
}
