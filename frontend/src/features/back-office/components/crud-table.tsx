// The back-office building block: a table paged and filtered by the server (pageNo, pageSize, keyword), a
// create/edit dialog built from field specs, and remove after a 温馨提示 confirm. Write actions show only when
// the page says the user may write and the resource has the call.
import { IconSearch } from '@douyinfe/semi-icons';
import { Button, Dropdown, Input, Space, Tooltip } from '@douyinfe/semi-ui-19';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationId } from '@smartsite/api';
import { Table, type ColumnProps } from '@/components/table';
import { afterNextPaint } from '@/lib/after-paint';
import { useApi, useRevalidate, type CallInput, type OperationsAnswering } from '@/lib/api';
import type { FieldSpec, FormMode, FormValues } from '../lib/fields';
import { removeAfterConfirm } from '../lib/remove';
import { LazyFormModal as FormModal } from './lazy-form-modal';
import '../back-office.css';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

interface RowPage<Row> {
  list: Row[];
  total: number;
}

export interface CrudResource<Row extends { id: number }, Values> {
  /** data-testid of the block (toolbar and table); each row carries `${testId}-row` and data-row-id. */
  testId: string;
  /** Entity name for 新增… / 编辑… */
  entity: string;
  searchPlaceholder: string;
  /** The list call: an operation answering pages of these rows. */
  listOperation: OperationsAnswering<RowPage<Row>>;
  /** Its body for a page (default: the page query itself), e.g. with the project it lists. */
  listBody?: (query: PageQuery) => CallInput<OperationsAnswering<RowPage<Row>>>;
  columns: ColumnProps<Row>[];
  fields: readonly FieldSpec<Values>[];
  create?: (values: Values) => Promise<unknown>;
  update?: (row: Row, values: Values) => Promise<unknown>;
  remove?: (row: Row) => Promise<unknown>;
  /** The create form's starting values. */
  createValues?: FormValues;
  /** The edit form's starting values (default: the row). */
  editValues?: (row: Row) => FormValues;
  /** Rows the user may not edit or remove although they may write (e.g. a tenant admin and a system user). */
  editable?: (row: Row) => boolean;
  removable?: (row: Row) => boolean;
  /** Why the server would refuse to remove the row (e.g. yourself): 删除 shows disabled with the reason as its tooltip. */
  removeRefusal?: (row: Row) => string | undefined;
  /** Fields of the edit form the server would refuse to change on this row, with the reason shown under each. */
  lockedFields?: (row: Row) => Partial<Record<Extract<keyof Values, string>, string>>;
  /** Name in the remove confirm. */
  nameOf: (row: Row) => string;
  rowForms?: readonly RowForm<Row>[];
  /** Other cached calls the writes change (switcher trees, option lists). */
  affects?: readonly OperationId[];
}

/** Keyword, 查询 and 重置; typing re-renders only this, the table reloads on 查询 / Enter. */
function SearchBar({ placeholder, onSearch }: { placeholder: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <Input
        className="crud-search"
        prefix={<IconSearch />}
        placeholder={placeholder}
        aria-label={t('keyword')}
        value={keyword}
        onChange={setKeyword}
        onEnterPress={() => onSearch(keyword.trim())}
        showClear
      />
      <Button theme="solid" onClick={() => onSearch(keyword.trim())}>
        {t('search')}
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          onSearch('');
        }}
      >
        {t('reset')}
      </Button>
    </>
  );
}

/** A further form on a row (e.g. a project's safety targets), under 更多. */
export interface RowForm<Row> {
  /** Menu text, and the dialog title. */
  label: string;
  fields: readonly FieldSpec[];
  /** Starting values (default: the row); may ask the server. */
  values?: (row: Row) => FormValues | Promise<FormValues>;
  submit: (row: Row, values: FormValues) => Promise<unknown>;
}

/** The open dialog: create, edit or a row form. */
interface OpenForm {
  title: string;
  fields: readonly FieldSpec[];
  mode: FormMode;
  initValues?: FormValues;
  onSubmit: (values: FormValues) => Promise<unknown>;
}

/** 删除, or 删除 disabled with the reason the server would give as its tooltip. */
function RemoveButton({ refusal, onClick }: { refusal: string | undefined; onClick: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const button = (
    <Button theme="borderless" type="danger" size="small" disabled={Boolean(refusal)} aria-description={refusal} onClick={onClick}>
      {t('remove')}
    </Button>
  );
  return refusal ? <Tooltip content={refusal}>{button}</Tooltip> : button;
}

const firstPage: PageQuery = { pageNo: 1, pageSize: 10, keyword: '' };

/**
 * A row's buttons, as the table's latest render draws them. Semi's rows and cells re-render only when their props
 * change (columns, onRow, the row), so the columns stay the same objects across the page's renders (answers of
 * option lists, loading flags) and the buttons, which use the table's current state, come through this context: a
 * render of the page re-renders ten button cells, not every cell, and Semi does not measure the header again.
 */
const RowActionsContext = createContext<(row: unknown) => ReactNode>(() => null);

function RowActions({ row }: { row: unknown }) {
  return useContext(RowActionsContext)(row);
}

/**
 * True from the first frame painted once `ready`. Semi's page-size Select measures its trigger when it mounts: in
 * the commit that draws the first page of rows, that measure forced the layout of the whole new page inside React's
 * task (the longest task of /system/user in Lighthouse's trace, 245 ms before its 4x slowdown, about half of it this
 * layout). Mounted after that frame, it measures a page already laid out.
 */
function usePaintedAfter(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
}

export function CrudTable<Row extends { id: number }, Values>({
  resource,
  writable,
  toolbar,
}: {
  resource: CrudResource<Row, Values>;
  writable: boolean;
  /** Extra controls at the start of the toolbar (e.g. the project picker). */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const [query, setQuery] = useState<PageQuery>(firstPage);
  const [open, setOpen] = useState<OpenForm>();
  const revalidate = useRevalidate();
  const listBody = resource.listBody?.(query) ?? (query as CallInput<OperationsAnswering<RowPage<Row>>>);
  const list = useApi(resource.listOperation, listBody, { config: { keepPreviousData: true } });
  // The operation answers pages of Row (its type says so); the compiler cannot see it through the generic Row.
  const { isLoading, mutate } = list;
  const sizeChanger = usePaintedAfter(!isLoading);
  const data = list.data as RowPage<Row> | undefined;

  const changed = async () => {
    await mutate();
    if (resource.affects?.length) await revalidate(resource.affects);
  };

  const removeRow = async (row: Row) => {
    const remove = resource.remove;
    if (!remove || !(await removeAfterConfirm(resource.nameOf(row), () => remove(row)))) return;
    // Removing the only row of a later page goes back one page.
    if (data?.list.length === 1 && query.pageNo > 1) setQuery({ ...query, pageNo: query.pageNo - 1 });
    await changed();
  };

  // Field names are keys of Values, so the specs are specs of plain form values too.
  const fields = resource.fields as readonly FieldSpec[];
  const openCreate = () =>
    setOpen({
      title: t('createTitle', { entity: resource.entity }),
      fields,
      mode: 'create',
      initValues: resource.createValues,
      onSubmit: (values) => resource.create!(values as Values),
    });
  const openEdit = (row: Row) => {
    const locked: Partial<Record<string, string>> = resource.lockedFields?.(row) ?? {};
    setOpen({
      title: t('editTitle', { entity: resource.entity }),
      fields: fields.map((spec) => (locked[spec.field] ? { ...spec, lockedReason: locked[spec.field] } : spec)),
      mode: 'edit',
      initValues: resource.editValues?.(row) ?? (row as FormValues),
      onSubmit: (values) => resource.update!(row, values as Values),
    });
  };
  const openRowForm = async (row: Row, form: RowForm<Row>) => {
    const initValues = await Promise.resolve(form.values?.(row) ?? (row as FormValues)).catch(() => undefined);
    if (initValues)
      setOpen({ title: form.label, fields: form.fields, mode: 'edit', initValues, onSubmit: (values) => form.submit(row, values) });
  };

  const canEdit = writable && Boolean(resource.update);
  const rowForms = writable ? (resource.rowForms ?? []) : [];
  const canRemove = writable && Boolean(resource.remove);
  const renderActions = (row: Row) => (
    <Space spacing={4}>
      {canEdit && (resource.editable?.(row) ?? true) && (
        <Button theme="borderless" size="small" onClick={() => openEdit(row)}>
          {t('edit')}
        </Button>
      )}
      {rowForms.length > 0 && (resource.editable?.(row) ?? true) && (
        <Dropdown
          trigger="click"
          position="bottomRight"
          render={
            <Dropdown.Menu>
              {rowForms.map((form) => (
                <Dropdown.Item key={form.label} onClick={() => void openRowForm(row, form)}>
                  {form.label}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          }
        >
          {/* A DOM element as trigger: the dropdown measures and watches it. */}
          <span>
            <Button theme="borderless" size="small">
              {t('more')}
            </Button>
          </span>
        </Dropdown>
      )}
      {canRemove && (resource.removable?.(row) ?? true) && (
        <RemoveButton refusal={resource.removeRefusal?.(row)} onClick={() => void removeRow(row)} />
      )}
    </Space>
  );
  const hasActions = canEdit || canRemove || rowForms.length > 0;
  const actionsTitle = t('actions');
  const actionsWidth = rowForms.length ? 200 : 140;
  const columns = useMemo(
    (): ColumnProps<Row>[] =>
      hasActions
        ? [
            ...resource.columns,
            {
              title: actionsTitle,
              key: 'actions',
              fixed: 'right',
              width: actionsWidth,
              render: (_: unknown, row: Row) => <RowActions row={row} />,
            },
          ]
        : resource.columns,
    [resource.columns, hasActions, actionsTitle, actionsWidth],
  );
  const { testId } = resource;
  const onRow = useCallback((row?: Row) => ({ 'data-testid': `${testId}-row`, 'data-row-id': row?.id }) as object, [testId]);

  return (
    // Until the first page arrives, the table keeps the room of a full page of rows and shows its pagination, so
    // the rows arriving move neither the pagination bar nor what follows (layout shift).
    <div
      className={data ? 'crud-table' : 'crud-table crud-table-first-load'}
      style={{ '--crud-page-rows': query.pageSize } as CSSProperties}
      data-testid={resource.testId}
    >
      <div className="crud-toolbar">
        {toolbar}
        <SearchBar placeholder={resource.searchPlaceholder} onSearch={(keyword) => setQuery({ ...query, pageNo: 1, keyword })} />
        <span className="crud-toolbar-gap" />
        {writable && resource.create && (
          <Button theme="solid" onClick={openCreate}>
            {t('add')}
          </Button>
        )}
      </div>
      <RowActionsContext value={renderActions as (row: unknown) => ReactNode}>
        <Table<Row>
          rowKey="id"
          size="small"
          loading={isLoading}
          // Rows of one line on any screen (a narrow one scrolls the table sideways): the room kept for a page of
          // rows while it loads is then the room they take.
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={data?.list ?? []}
          onRow={onRow}
          pagination={{
            currentPage: query.pageNo,
            pageSize: query.pageSize,
            total: data?.total ?? query.pageSize,
            showSizeChanger: sizeChanger,
            pageSizeOpts: [10, 20, 50],
            onPageChange: (pageNo) => setQuery({ ...query, pageNo }),
            onPageSizeChange: (pageSize) => setQuery({ ...query, pageNo: 1, pageSize }),
          }}
        />
      </RowActionsContext>
      {open && (
        <FormModal
          {...open}
          onSaved={() => {
            setOpen(undefined);
            void changed();
          }}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
}
