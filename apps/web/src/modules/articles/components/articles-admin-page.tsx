import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table } from 'antd';
import { useDeferredValue, useState } from 'react';
import type {
  AdminArticlesQuery as AdminArticlesResult,
  ArticleInput,
} from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast, formatAdminDate } from '../../admin/admin-list';
import { AdminListHeader } from '../../admin/components/admin-list-header';
import { ConfirmDelete } from '../../admin/components/confirm-delete';
import {
  AdminArticlesQuery,
  CreateArticleMutation,
  DeleteArticleMutation,
  UpdateArticleMutation,
} from '../graphql/articles-admin.graphql';
import { ArticleFormDialog, type EditedArticle } from './article-form-dialog';

type ArticleRow = AdminArticlesResult['articles']['items'][number];

const PAGE_SIZE = 20;
const ARTICLES_KEY = ['admin', 'articles'];

/** Admin Articles (back office §2): list with the author's name, add, edit and delete. */
export function ArticlesAdminPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ article?: EditedArticle }>();
  // The list is searched on the server (it is paged): one request per pause in typing, not per key.
  const term = useDeferredValue(search.trim());

  const articles = useQuery({
    queryKey: [...ARTICLES_KEY, page, term],
    queryFn: ({ signal }) =>
      graphqlRequest(AdminArticlesQuery, { page, pageSize: PAGE_SIZE, search: term || null }, { signal }),
    select: (data) => data.articles,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['articles'] });
  const refreshAdmin = () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });

  const save = useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: ArticleInput }) => {
      if (id) await graphqlRequest(UpdateArticleMutation, { id, input });
      else await graphqlRequest(CreateArticleMutation, { input });
    },
    onSuccess: async (_saved, { id }) => {
      toast({ title: id ? 'Article modifié' : 'Article publié' });
      setEditing(undefined);
      await Promise.all([refreshAdmin(), refresh()]);
    },
    onError: (error) => toast(adminFailureToast("L'article n'a pas pu être sauvegardé", error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeleteArticleMutation, { id }),
    onSuccess: async () => {
      toast({ title: 'Article supprimé' });
      await Promise.all([refreshAdmin(), refresh()]);
    },
    onError: (error) => toast(adminFailureToast("L'article n'a pas pu être supprimé", error)),
  });

  return (
    <>
      <AdminListHeader
        title="Articles"
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        searchPlaceholder="Rechercher un titre ou un auteur"
        actions={
          <Button type="primary" onClick={() => setEditing({})}>
            Ajouter un article
          </Button>
        }
      />
      {articles.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les articles." />
      ) : (
        <Table<ArticleRow>
          rowKey="id"
          loading={articles.isPending || articles.isPlaceholderData}
          dataSource={articles.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: articles.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          locale={{ emptyText: term ? 'Aucun article ne correspond à la recherche.' : 'Aucun article.' }}
          columns={[
            { title: 'Titre', dataIndex: 'title', render: (title: string) => <strong>{title}</strong> },
            { title: 'Auteur', key: 'author', render: (_value, item) => item.author.fullName },
            { title: 'Date', dataIndex: 'createdAt', render: (value: string) => formatAdminDate(value) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, item) => (
                <Space>
                  <Button
                    href={`/articles/${item.id}`}
                    target="_blank"
                    aria-label={`Voir l'article ${item.title}`}
                  >
                    Voir
                  </Button>
                  <Button
                    aria-label={`Modifier l'article ${item.title}`}
                    onClick={() => setEditing({ article: item })}
                  >
                    Modifier
                  </Button>
                  <ConfirmDelete
                    title="Supprimer cet article ?"
                    label={`Supprimer l'article ${item.title}`}
                    onConfirm={() => remove.mutate(item.id)}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
      <ArticleFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate({ id: editing?.article?.id, input })}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
