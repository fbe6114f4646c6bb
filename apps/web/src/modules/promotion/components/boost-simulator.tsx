import { Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';

/** Back office 'Promotion': boost defaults of the spec, 7 days for 50 credits. */
export const SIMULATED_BOOST = { days: 7, credits: 50 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a boost would cost and until when it would run, from now; plain numbers, nothing is spent. */
export function BoostSimulator() {
  const [days, setDays] = useState<number>(SIMULATED_BOOST.days);
  const [credits, setCredits] = useState<number>(SIMULATED_BOOST.credits);
  // The moment the page opened: the simulated boost starts then.
  const [now] = useState(() => Date.now());
  const end = new Date(now + days * DAY_MS).toLocaleDateString('fr-FR', { dateStyle: 'long' });
  return (
    <Card title={<Typography.Title level={2}>Simulateur de boost</Typography.Title>}>
      <Flex wrap gap="large">
        <Form.Item label="Durée simulée (jours)" htmlFor="simulator-days">
          <InputNumber id="simulator-days" min={1} value={days} onChange={(value) => setDays(value ?? 0)} />
        </Form.Item>
        <Form.Item label="Coût simulé (crédits)" htmlFor="simulator-credits">
          <InputNumber
            id="simulator-credits"
            min={0}
            value={credits}
            onChange={(value) => setCredits(value ?? 0)}
          />
        </Form.Item>
      </Flex>
      <Typography.Paragraph role="status">
        Un boost de {days} jour{days > 1 ? 's' : ''} coûterait {credits} crédit{credits > 1 ? 's' : ''} et
        durerait jusqu&apos;au {end}.
      </Typography.Paragraph>
    </Card>
  );
}
