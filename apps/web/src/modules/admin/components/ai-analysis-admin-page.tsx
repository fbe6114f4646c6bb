import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { AssistantAnalysisQuery } from '../graphql/assistant-analysis.graphql';
import { QuestionsChart } from './questions-chart';

interface Counted {
  question: string;
  count: number;
}

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/** /admin/ai-analysis: the assistant's last 30 days, from the question log and the ledger. */
export function AiAnalysisAdminPage() {
  const navigate = useNavigate();
  const analysis = useQuery({
    queryKey: ['admin', 'assistant-analysis'],
    queryFn: ({ signal }) => graphqlRequest(AssistantAnalysisQuery, undefined, { signal }),
    select: (data) => data.assistantAnalysis,
  });
  const data = analysis.data;

  return (
    <>
      <Button onClick={() => void navigate('/admin')}>← Retour à l&apos;administration</Button>
      <Typography.Title level={1}>Analyse IA</Typography.Title>
      {analysis.isError ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger l'analyse."
          action={<Button onClick={() => void analysis.refetch()}>Réessayer</Button>}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {[
              ['Questions (30 jours)', data.asked],
              [
                'Répondues',
                `${data.answered} (${percent.format(data.asked ? data.answered / data.asked : 0)})`,
              ],
              ['Non comprises', data.asked - data.answered],
              ["Suggestions 'Voir plus' vendues", data.suggestionsSold],
              ['Crédits gagnés', data.suggestionCredits],
            ].map(([title, value]) => (
              <Col key={title} xs={12} md={8} xl={4}>
                <Card>
                  <Statistic title={title} value={value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card title="Questions par jour" style={{ marginTop: 16 }}>
            <QuestionsChart days={data.perDay} />
          </Card>
          <Card title="Réponses par source" style={{ marginTop: 16 }}>
            <Row gutter={16}>
              <Col span={8}>
                <Statistic title="Mots-clés" value={data.bySource.knowledge} />
              </Col>
              <Col span={8}>
                <Statistic title="FAQ" value={data.bySource.faq} />
              </Col>
              <Col span={8}>
                <Statistic title="Documents" value={data.bySource.document} />
              </Col>
            </Row>
          </Card>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={12}>
              <Card title="Questions les plus posées">
                <CountedTable rows={data.topQuestions} empty="Aucune question." />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title="Questions sans réponse">
                <CountedTable
                  rows={data.topUnanswered}
                  empty="Toutes les questions ont reçu une réponse."
                  action={(question) => (
                    <Button
                      aria-label={`Créer une FAQ : ${question}`}
                      onClick={() => void navigate(`/admin/faq?question=${encodeURIComponent(question)}`)}
                    >
                      Créer une FAQ
                    </Button>
                  )}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}

function CountedTable({
  rows,
  empty,
  action,
}: {
  rows: readonly Counted[];
  empty: string;
  action?: (question: string) => ReactNode;
}) {
  return (
    <Table<Counted>
      rowKey="question"
      pagination={false}
      size="small"
      dataSource={[...rows]}
      locale={{ emptyText: empty }}
      columns={[
        { title: 'Question', dataIndex: 'question' },
        { title: 'Fois', dataIndex: 'count', align: 'right' },
        ...(action
          ? [{ title: 'Action', key: 'action', render: (_: unknown, row: Counted) => action(row.question) }]
          : []),
      ]}
    />
  );
}
