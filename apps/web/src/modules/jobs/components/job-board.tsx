import {
  CONTRACT_TYPES,
  JOB_CATEGORIES,
  JOB_LIMITS,
  JOB_SALARY_FILTER_MAX,
} from '@liggeey/contracts/job-options';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Form,
  Input,
  InputNumber,
  type InputNumberProps,
  Pagination,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useId, useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { JobsQuery } from '../graphql/jobs.graphql';
import {
  JOBS_PAGE_SIZE,
  POSTED_WITHIN_LABELS,
  readJobFilters,
  writeJobFilters,
  type JobFilters,
} from '../job-format';
import { JOB_LIST_KEY } from '../jobs-cache';
import { JobCard } from './job-card';
import styles from './jobs-page.module.css';

const CATEGORY_OPTIONS = JOB_CATEGORIES.map((value) => ({ value, label: value }));
const CONTRACT_OPTIONS = CONTRACT_TYPES.map((value) => ({ value, label: value }));
const POSTED_WITHIN_OPTIONS = Object.entries(POSTED_WITHIN_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const SALARY_ORDER_MESSAGE = 'Le salaire minimum doit être inférieur ou égal au salaire maximum.';

const PANEL_KEYS = [
  'category',
  'contractType',
  'location',
  'salaryMin',
  'salaryMax',
  'postedWithin',
] as const;
type PanelValues = Pick<JobFilters, (typeof PANEL_KEYS)[number]>;
/** antd's cleared InputNumber gives null; the filters want the key absent. */
type PanelForm = { [K in keyof PanelValues]: PanelValues[K] | null };
const EMPTY_PANEL: PanelForm = Object.fromEntries(PANEL_KEYS.map((key) => [key, undefined]));

function panelFilters(values: PanelForm): PanelValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value != null));
}

/** A salary bound: whole F CFA within what the API accepts. */
function SalaryInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      {...props}
      min={0}
      max={JOB_SALARY_FILTER_MAX}
      step={10_000}
      precision={0}
      className={styles.salary}
    />
  );
}

interface JobBoardProps {
  canApply: boolean;
}

/** The active offers (boosted first), searched and filtered through the address's parameters. */
export function JobBoard({ canApply }: JobBoardProps) {
  const [params, setParams] = useSearchParams();
  const filters = readJobFilters(params);
  const panelFiltered = PANEL_KEYS.some((key) => filters[key] !== undefined);
  const [filtersOpen, setFiltersOpen] = useState(panelFiltered);
  const panelId = useId();
  const [panel] = Form.useForm<PanelForm>();

  const jobs = useQuery({
    queryKey: [...JOB_LIST_KEY, filters],
    queryFn: ({ signal }) =>
      graphqlRequest(
        JobsQuery,
        {
          input: {
            q: filters.q,
            category: filters.category,
            contractType: filters.contractType,
            location: filters.location,
            salaryMin: filters.salaryMin,
            salaryMax: filters.salaryMax,
            postedWithin: filters.postedWithin,
            page: filters.page,
            pageSize: JOBS_PAGE_SIZE,
          },
        },
        { signal },
      ),
    select: (data) => data.jobs,
    // The previous page stays on screen while the next one loads: no blank flash, no jump.
    placeholderData: keepPreviousData,
  });

  const show = (next: JobFilters) => setParams(writeJobFilters(params, next));

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    show({ ...filters, q: typeof q === 'string' ? q : undefined, page: 1 });
  };

  const resetPanel = () => {
    panel.setFieldsValue(EMPTY_PANEL);
    show({ q: filters.q, page: 1 });
  };

  const changePage = (page: number) => {
    show({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <div className={styles.toolbar}>
        {/* Keyed on the address's term, so going back in history shows the matching text. */}
        <form role="search" className={styles.searchForm} onSubmit={search} key={filters.q ?? ''}>
          <Input
            type="search"
            name="q"
            aria-label="Rechercher une offre"
            placeholder="Métier, mot-clé…"
            defaultValue={filters.q}
          />
          <Button htmlType="submit">Rechercher</Button>
        </form>
        <Button
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          Filtres
        </Button>
      </div>

      <div id={panelId} hidden={!filtersOpen}>
        {/* Keyed on the address's filters, so going back in history shows the matching choices. */}
        <Form<PanelForm>
          key={PANEL_KEYS.map((key) => filters[key]).join('|')}
          form={panel}
          name="job-filters"
          layout="vertical"
          initialValues={Object.fromEntries(PANEL_KEYS.map((key) => [key, filters[key]]))}
          onFinish={(values) => show({ q: filters.q, ...panelFilters(values), page: 1 })}
        >
          <div className={styles.filters}>
            <Form.Item label="Catégorie" name="category">
              <Select options={CATEGORY_OPTIONS} placeholder="Toutes" allowClear virtual={false} />
            </Form.Item>
            <Form.Item label="Type de contrat" name="contractType">
              <Select options={CONTRACT_OPTIONS} placeholder="Tous" allowClear virtual={false} />
            </Form.Item>
            <Form.Item label="Lieu" name="location">
              <Input placeholder="Ex. Dakar" maxLength={JOB_LIMITS.location} />
            </Form.Item>
            <Form.Item label="Date de publication" name="postedWithin">
              <Select options={POSTED_WITHIN_OPTIONS} placeholder="Toutes" allowClear virtual={false} />
            </Form.Item>
            <Form.Item label="Salaire minimum (F CFA)" name="salaryMin">
              <SalaryInput />
            </Form.Item>
            <Form.Item
              label="Salaire maximum (F CFA)"
              name="salaryMax"
              dependencies={['salaryMin']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, max: number | null) => {
                    const min = getFieldValue('salaryMin') as number | null;
                    return min != null && max != null && min > max
                      ? Promise.reject(new Error(SALARY_ORDER_MESSAGE))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <SalaryInput />
            </Form.Item>
          </div>
          <div className={styles.filterActions}>
            <Button type="primary" htmlType="submit">
              Appliquer
            </Button>
            <Button onClick={resetPanel} disabled={!panelFiltered}>
              Réinitialiser
            </Button>
          </div>
        </Form>
      </div>

      {jobs.isError ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger les offres."
          action={<Button onClick={() => void jobs.refetch()}>Réessayer</Button>}
        />
      ) : jobs.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} className={styles.placeholder} />
      ) : (
        <section aria-label="Offres" aria-busy={jobs.isFetching}>
          <Typography.Paragraph role="status">
            {jobs.data.total === 0
              ? filters.q || panelFiltered
                ? 'Aucune offre ne correspond à votre recherche.'
                : 'Aucune offre pour le moment.'
              : jobs.data.total === 1
                ? '1 offre'
                : `${jobs.data.total} offres`}
          </Typography.Paragraph>
          <ul className={styles.list}>
            {jobs.data.items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} canApply={canApply} />
              </li>
            ))}
          </ul>
          {jobs.data.total > jobs.data.pageSize && (
            <Pagination
              align="center"
              current={jobs.data.page}
              pageSize={jobs.data.pageSize}
              total={jobs.data.total}
              showSizeChanger={false}
              onChange={changePage}
            />
          )}
        </section>
      )}
    </>
  );
}
