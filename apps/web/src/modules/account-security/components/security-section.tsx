import { Typography } from 'antd';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { DevicesCard } from './devices-card';

/** The security section of /profile: password, address and signed-in devices. */
export function SecuritySection({ cardClassName }: { cardClassName?: string }) {
  return (
    <section aria-labelledby="securite">
      <Typography.Title level={2} id="securite">
        Sécurité
      </Typography.Title>
      <ChangePasswordCard className={cardClassName} />
      <ChangeEmailCard className={cardClassName} />
      <DevicesCard className={cardClassName} />
    </section>
  );
}
