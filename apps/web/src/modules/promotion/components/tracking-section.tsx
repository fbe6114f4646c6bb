import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import type { PromotionStatsQuery as PromotionStatsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { PromotionStatsQuery } from '../graphql/promotion.graphql';
import { clickRate, formatDay, isoDay, promotedItemLabel } from '../promotion-format';

type DayStat = PromotionStatsResult['promotionStats'][number];

interface ItemFigures {
  key: string;
  label: string;
  firstDay: string;
  lastDay: string;
  impressions: number;
  clicks: number;
}

/** The days' figures summed per sponsored item, the most seen first. */
export function figuresPerItem(days: readonly DayStat[]): ItemFigures[] {
  const items = new Map<string, ItemFigures>();
  for (const stat of days) {
    const key = `${stat.itemType}:${stat.itemId}`;
    const item = items.get(key) ?? {
      key,
      label: promotedItemLabel(stat.itemType, stat.itemLabel),
      firstDay: stat.day,
      lastDay: stat.day,
      impressions: 0,
      clicks: 0,
    };
    item.impressions += stat.impressions;
    item.clicks += stat.clicks;
    if (stat.day < item.firstDay) item.firstDay = stat.day;
    if (stat.day > item.lastDay) item.lastDay = stat.day;
    items.set(key, item);
  }
  return [...items.values()].sort((a, b) => b.impressions - a.impressions);
}

/** Impressions and clicks of the sponsored items, counted by the server and added up each minute. */
export function TrackingSection() {
  const [from, setFrom] = useState(isoDay(-6));
  const [to, setTo] = useState(isoDay(0));
  const valid = Boolean(from && to && to >= from);
  const stats = useQuery({
    queryKey: ['admin', 'promotion', 'stats', from, to],
    queryFn: ({ signal }) => graphqlRequest(PromotionStatsQuery, { from, to }, { signal }),
    select: (data) => figuresPerItem(data.promotionStats),
    enabled: valid,
  });

  return (
    <Card title={<Typography.Title level={2}>Suivi des performances</Typography.Title>}>
      <Flex wrap gap="large">
        <Form.Item label="Du" htmlFor="tracking-from">
          <Input
            id="tracking-from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Au" htmlFor="tracking-to">
          <Input id="tracking-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </Form.Item>
      </Flex>
      {!valid ? (
        <Alert type="warning" showIcon title="La date de fin doit être le jour de début ou après." />
      ) : stats.isError ? (
        <Alert type="error" showIcon title="Impossible de charger le suivi." />
      ) : (
        <Table<ItemFigures>
          rowKey="key"
          loading={stats.isPending}
          dataSource={stats.data ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Typography.Text>Aucune donnée sur cette période.</Typography.Text> }}
          columns={[
            { title: 'Élément', dataIndex: 'label' },
            {
              title: 'Période',
              key: 'days',
              render: (_value, item) =>
                item.firstDay === item.lastDay
                  ? formatDay(item.firstDay)
                  : `du ${formatDay(item.firstDay)} au ${formatDay(item.lastDay)}`,
            },
            { title: 'Impressions', dataIndex: 'impressions' },
            { title: 'Clics', dataIndex: 'clicks' },
            {
              title: 'Taux de clic',
              key: 'rate',
              render: (_value, item) => clickRate(item.clicks, item.impressions),
            },
          ]}
        />
      )}
    </Card>
  );
}
