import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Input, Select, Table } from 'antd';
import { useState } from 'react';
import type { AdminAuditLogQuery as AdminAuditLogResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { formatAdminDate } from '../admin-list';
import { AdminAuditLogQuery } from '../graphql/audit.graphql';
import { useServerList } from '../server-list';

type AuditRow = AdminAuditLogResult['adminAuditLog']['items'][number];

/** The services' action codes, in French. */
export const ACTION_LABELS: Record<string, string> = {
  'user.edited': 'Utilisateur modifié',
  'user.suspended': 'Utilisateur suspendu',
  'user.reactivated': 'Utilisateur réactivé',
  'user.deleted': 'Utilisateur supprimé',
  'job.approved': 'Annonce approuvée',
  'job.rejected': 'Annonce rejetée',
  'job.deleted': 'Annonce supprimée',
  'settings.security-changed': 'Règles de sécurité modifiées',
  'settings.login-image-changed': 'Image de connexion modifiée',
  'testimonial.created': 'Témoignage ajouté',
  'testimonial.updated': 'Témoignage modifié',
  'testimonial.shown': 'Témoignage affiché',
  'testimonial.hidden': 'Témoignage masqué',
  'testimonial.deleted': 'Témoignage supprimé',
  'article.created': 'Article publié',
  'article.updated': 'Article modifié',
  'article.deleted': 'Article supprimé',
  'product.created': 'Produit ajouté',
  'product.updated': 'Produit modifié',
  'product.deleted': 'Produit supprimé',
  'credit-pack.created': 'Pack de crédits ajouté',
  'credit-pack.updated': 'Pack de crédits modifié',
  'credit-pack.deleted': 'Pack de crédits supprimé',
  'settings.welcome-bonus-changed': 'Bonus de bienvenue modifié',
  'payments.stuck-credited': 'Paiements en attente crédités',
  'faq.created': 'Question de la FAQ ajoutée',
  'faq.updated': 'Question de la FAQ modifiée',
  'faq.deleted': 'Question de la FAQ supprimée',
  'knowledge-entry.created': 'Entrée de connaissance ajoutée',
  'knowledge-entry.updated': 'Entrée de connaissance modifiée',
  'knowledge-entry.deleted': 'Entrée de connaissance supprimée',
  'training-document.uploaded': "Document d'entraînement ajouté",
  'training-document.deleted': "Document d'entraînement supprimé",
  'contact-message.read': 'Message de contact lu',
  'contact-message.deleted': 'Message de contact supprimé',
  'competition.content-updated': 'Prix et conseils du concours modifiés',
  'boost.granted': 'Boost offert',
  'boost.ended': 'Boost terminé',
  'campaign.created': 'Campagne créée',
  'campaign.updated': 'Campagne modifiée',
  'campaign.deleted': 'Campagne supprimée',
};

/** Backoffice §2 Security: every admin operation, beside the sign-in log; paged and filtered on the server. */
export function AuditLogCard() {
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<string>();
  const { query, tableProps, sortOrderOf } = useServerList<'at'>('at', search);
  const input = { ...query, action };
  const log = useQuery({
    queryKey: ['admin', 'audit', input],
    queryFn: ({ signal }) => graphqlRequest(AdminAuditLogQuery, { input }, { signal }),
    select: (data) => data.adminAuditLog,
    placeholderData: keepPreviousData,
  });

  return (
    <Card title="Journal des actions d'administration" style={{ marginTop: 24 }}>
      <Flex wrap gap="middle" style={{ marginBottom: 16 }}>
        <Input
          type="search"
          aria-label="Rechercher dans le journal des actions"
          placeholder="Rechercher un e-mail, une cible…"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Select
          allowClear
          aria-label="Type d'action"
          placeholder="Toutes les actions"
          value={action}
          onChange={setAction}
          options={Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          style={{ minWidth: 240 }}
        />
      </Flex>
      {log.isError ? (
        <Alert type="error" showIcon title="Impossible de charger le journal des actions." />
      ) : (
        <Table<AuditRow>
          rowKey="id"
          size="small"
          loading={log.isPending || log.isPlaceholderData}
          dataSource={log.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Aucune action enregistrée.' }}
          {...tableProps<AuditRow>(log.data?.total)}
          columns={[
            {
              title: 'Date',
              dataIndex: 'at',
              key: 'at',
              sorter: true,
              // Newest first already: the first click turns it to oldest first, the next one back.
              sortDirections: ['descend', 'ascend'],
              sortOrder: sortOrderOf('at'),
              render: (value: string) => formatAdminDate(value),
            },
            {
              title: 'Administrateur',
              dataIndex: 'actorEmail',
              render: (email: string | null) => email ?? '—',
            },
            {
              title: 'Action',
              dataIndex: 'action',
              render: (code: string) => ACTION_LABELS[code] ?? code,
            },
            {
              title: 'Cible',
              key: 'target',
              render: (_value, row) => row.summary ?? row.targetId ?? row.targetType,
            },
          ]}
        />
      )}
    </Card>
  );
}
