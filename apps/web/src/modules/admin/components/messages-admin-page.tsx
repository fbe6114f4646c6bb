import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { ContactMessagesQuery as ContactMessagesResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast, formatAdminDate } from '../admin-list';
import { useServerList } from '../server-list';
import {
  ContactMessagesQuery,
  DeleteContactMessageMutation,
  MarkContactMessageReadMutation,
} from '../graphql/contact-messages.graphql';
import { AdminListHeader } from './admin-list-header';
import styles from './messages-admin-page.module.css';
import { ConfirmDelete } from './confirm-delete';

type MessagesPage = ContactMessagesResult['contactMessages'];
type MessageRow = MessagesPage['items'][number];
type MessagesSort = 'createdAt' | 'isRead';

const MESSAGES_KEY = ['admin', 'contact-messages'];

// Clicks and Enter on the row's own buttons must not also open the message.
function fromRowItself(event: MouseEvent | KeyboardEvent): boolean {
  return !(event.target as HTMLElement).closest('button, a, .ant-popover');
}

/**
 * Admin messages (back office §2): contact messages newest first, paged, sorted and searched by the
 * server; unread in bold, read once opened.
 */
export function MessagesAdminPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string>();
  const { q, query, tableProps, sortOrderOf } = useServerList<MessagesSort>('createdAt', search);

  const messages = useQuery({
    queryKey: [...MESSAGES_KEY, query],
    queryFn: ({ signal }) => graphqlRequest(ContactMessagesQuery, { input: query }, { signal }),
    select: (data) => data.contactMessages,
    placeholderData: keepPreviousData,
  });
  const updateLists = (change: (page: MessagesPage) => MessagesPage) =>
    queryClient.setQueriesData<ContactMessagesResult>(
      { queryKey: MESSAGES_KEY },
      (data) => data && { contactMessages: change(data.contactMessages) },
    );

  const markRead = useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(MarkContactMessageReadMutation, { id })).markContactMessageRead,
    // The unread total drops on the cached pages that showed the message unread.
    onSuccess: (saved) =>
      updateLists((page) => ({
        ...page,
        unread: page.unread - page.items.filter((row) => row.id === saved.id && !row.isRead).length,
        items: page.items.map((row) => (row.id === saved.id ? saved : row)),
      })),
    onError: (error) => toast(adminFailureToast("Le message n'a pas pu être marqué comme lu", error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeleteContactMessageMutation, { id }),
    onSuccess: (_data, id) => {
      updateLists((page) => {
        const gone = page.items.find((row) => row.id === id);
        if (!gone) return page;
        return {
          items: page.items.filter((row) => row !== gone),
          total: page.total - 1,
          unread: page.unread - (gone.isRead ? 0 : 1),
        };
      });
      setOpenId((current) => (current === id ? undefined : current));
      toast({ title: 'Message supprimé' });
    },
    onError: (error) => toast(adminFailureToast("Le message n'a pas pu être supprimé", error)),
  });

  const rows = messages.data?.items ?? [];
  const unread = messages.data?.unread ?? 0;
  const opened = rows.find((item) => item.id === openId);

  const openMessage = (item: MessageRow) => {
    setOpenId(item.id);
    if (!item.isRead) markRead.mutate(item.id);
  };
  const confirmDelete = (item: MessageRow, trigger: ReactNode) => (
    <ConfirmDelete title="Supprimer ce message ?" onConfirm={() => remove.mutate(item.id)}>
      {trigger}
    </ConfirmDelete>
  );

  return (
    <>
      <AdminListHeader
        title="Messages"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Rechercher par nom, email, sujet ou message"
      />
      {messages.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les messages." />
      ) : (
        <>
          {messages.data && (
            <Typography.Paragraph>
              {unread === 0
                ? 'Aucun message non lu.'
                : unread === 1
                  ? '1 message non lu.'
                  : `${unread} messages non lus.`}
            </Typography.Paragraph>
          )}
          <Table<MessageRow>
            rowKey="id"
            loading={messages.isPending || messages.isPlaceholderData}
            dataSource={rows}
            {...tableProps<MessageRow>(messages.data?.total)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: q ? 'Aucun message ne correspond à la recherche.' : 'Aucun message.' }}
            rowClassName={(item) => [styles.row, item.isRead ? '' : styles.unread].filter(Boolean).join(' ')}
            onRow={(item) => ({
              tabIndex: 0,
              'aria-label': `${item.isRead ? 'Message lu' : 'Message non lu'} de ${item.name} : ${item.subject}`,
              onClick: (event) => {
                if (fromRowItself(event)) openMessage(item);
              },
              onKeyDown: (event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) openMessage(item);
              },
            })}
            columns={[
              {
                title: 'Reçu le',
                dataIndex: 'createdAt',
                key: 'createdAt',
                sorter: true,
                sortOrder: sortOrderOf('createdAt'),
                render: (value: string) => formatAdminDate(value),
              },
              {
                title: 'De',
                key: 'from',
                render: (_value, item) => (
                  <>
                    {item.name}
                    <div>{item.email}</div>
                  </>
                ),
              },
              { title: 'Sujet', dataIndex: 'subject' },
              {
                title: 'Statut',
                dataIndex: 'isRead',
                key: 'isRead',
                sorter: true,
                sortOrder: sortOrderOf('isRead'),
                render: (isRead: boolean) => (isRead ? <Tag>Lu</Tag> : <Tag color="blue">Non lu</Tag>),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_value, item) => (
                  <Space>
                    <Button
                      onClick={() => openMessage(item)}
                      aria-label={`Ouvrir le message de ${item.name}`}
                    >
                      Ouvrir
                    </Button>
                    {confirmDelete(
                      item,
                      <Button danger aria-label={`Supprimer le message de ${item.name}`}>
                        Supprimer
                      </Button>,
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}

      <Modal
        open={opened !== undefined}
        title={opened?.subject}
        onCancel={() => setOpenId(undefined)}
        footer={
          opened && (
            <Space>
              {confirmDelete(opened, <Button danger>Supprimer</Button>)}
              <Button href={`mailto:${opened.email}?subject=${encodeURIComponent(`Re: ${opened.subject}`)}`}>
                Répondre par e-mail
              </Button>
              <Button type="primary" onClick={() => setOpenId(undefined)}>
                Fermer
              </Button>
            </Space>
          )
        }
      >
        {opened && (
          <>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'from', label: 'De', children: `${opened.name} <${opened.email}>` },
                { key: 'date', label: 'Reçu le', children: formatAdminDate(opened.createdAt) },
              ]}
            />
            <Typography.Paragraph className={styles.body} style={{ marginTop: 16 }}>
              {opened.message}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}
