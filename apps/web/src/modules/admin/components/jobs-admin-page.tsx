import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { AdminJobsQuery as AdminJobsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast, formatAdminDate } from '../admin-list';
import { useServerList } from '../server-list';
import { AdminJobsQuery, DeleteJobMutation, SetJobActiveMutation } from '../graphql/jobs.graphql';
import { AdminListHeader } from './admin-list-header';
import { ConfirmDelete } from './confirm-delete';
import { ExportCsvButton } from './export-csv-button';

type JobRow = AdminJobsResult['adminJobs']['items'][number];
type JobsSort = 'createdAt' | 'title' | 'isActive';

const JOBS_KEY = ['admin', 'jobs'];

/** Admin job offers (back office §2): every offer, newest first; approve, reject or delete it. */
export function JobsAdminPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const { q, query, tableProps, sortOrderOf } = useServerList<JobsSort>('createdAt', search);

  const jobs = useQuery({
    queryKey: [...JOBS_KEY, query],
    queryFn: ({ signal }) => graphqlRequest(AdminJobsQuery, { input: query }, { signal }),
    select: (data) => data.adminJobs,
    placeholderData: keepPreviousData,
  });
  const updateLists = (change: (rows: JobRow[]) => JobRow[]) =>
    queryClient.setQueriesData<AdminJobsResult>(
      { queryKey: JOBS_KEY },
      (data) => data && { adminJobs: { ...data.adminJobs, items: change(data.adminJobs.items) } },
    );

  const setActive = useMutation({
    mutationFn: async (variables: { id: string; active: boolean }) =>
      (await graphqlRequest(SetJobActiveMutation, variables)).setJobActive,
    onSuccess: (saved) => {
      updateLists((rows) =>
        rows.map((row) => (row.id === saved.id ? { ...row, isActive: saved.isActive } : row)),
      );
      toast({ title: saved.isActive ? 'Annonce approuvée' : 'Annonce rejetée' });
    },
    onError: (error) => toast(adminFailureToast("L'annonce n'a pas pu être mise à jour", error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeleteJobMutation, { id }),
    onSuccess: (_data, id) => {
      updateLists((rows) => rows.filter((row) => row.id !== id));
      toast({ title: 'Annonce supprimée' });
    },
    onError: (error) => toast(adminFailureToast("L'annonce n'a pas pu être supprimée", error)),
  });

  return (
    <>
      <AdminListHeader
        title="Offres d'emploi"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Rechercher une annonce ou un employeur"
        actions={<ExportCsvButton list="jobs" label="Exporter en CSV" />}
      />
      {jobs.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les annonces." />
      ) : (
        <Table<JobRow>
          rowKey="id"
          loading={jobs.isPending || jobs.isPlaceholderData}
          dataSource={jobs.data?.items ?? []}
          {...tableProps<JobRow>(jobs.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: q ? 'Aucune annonce ne correspond à la recherche.' : 'Aucune annonce.' }}
          columns={[
            {
              title: 'Titre',
              dataIndex: 'title',
              key: 'title',
              sorter: true,
              sortOrder: sortOrderOf('title'),
            },
            { title: 'Employeur', dataIndex: 'employerName' },
            {
              title: 'Créée le',
              dataIndex: 'createdAt',
              key: 'createdAt',
              sorter: true,
              sortOrder: sortOrderOf('createdAt'),
              render: (value: string) => formatAdminDate(value),
            },
            {
              title: 'Statut',
              dataIndex: 'isActive',
              key: 'isActive',
              sorter: true,
              sortOrder: sortOrderOf('isActive'),
              render: (active: boolean) => (
                <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag>
              ),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, job) => (
                <Space wrap>
                  <Button
                    aria-label={`Approuver : ${job.title}`}
                    disabled={job.isActive}
                    onClick={() => setActive.mutate({ id: job.id, active: true })}
                  >
                    Approuver
                  </Button>
                  <Button
                    aria-label={`Rejeter : ${job.title}`}
                    disabled={!job.isActive}
                    onClick={() => setActive.mutate({ id: job.id, active: false })}
                  >
                    Rejeter
                  </Button>
                  <ConfirmDelete
                    title="Supprimer cette annonce ?"
                    label={`Supprimer : ${job.title}`}
                    onConfirm={() => remove.mutate(job.id)}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
