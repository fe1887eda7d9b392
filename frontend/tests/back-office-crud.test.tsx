// The back-office CRUD block: server paging and search, create/edit bodies, client checks, remove after confirm,
// a server 400 shown in the dialog, and write actions hidden from readers.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Schemas } from '@smartsite/api';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { CrudTable, type CrudResource } from '@/features/back-office/components/crud-table';
import { mobile, username } from '@/features/back-office/lib/checks';
import { stubApi, type RecordedCalls } from './support/api-stub';

const notify = vi.hoisted(() => ({ confirm: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/notify', () => ({ ...notify, alert: vi.fn() }));

type Person = Schemas['UserRow'];
type PersonValues = Pick<Person, 'username' | 'nickname' | 'phone' | 'post'>;

const people: Person[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  username: `user${index + 1}`,
  nickname: `人员${index + 1}`,
  phone: `1380000${String(index + 1).padStart(4, '0')}`,
  post: index === 0 ? '备注' : '',
  userType: 'user' as const,
  roles: ['user'],
  tenantId: 1,
  status: 1 as const,
  createTime: '2026-11-20T09:00:00+08:00',
}));

/** The users' list operation answers from `people`, paged and filtered as the server does. */
let calls: RecordedCalls;
beforeEach(() => {
  calls = stubApi({
    listUsers: ({ pageNo, pageSize, keyword }) => {
      const matching = people.filter((person) => !keyword || person.username.includes(keyword));
      return { list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: matching.length, pageNo, pageSize };
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page query of the latest list call, and how many list calls there were. */
const lastListQuery = () => {
  const { pageNo, pageSize, keyword } = calls.sentTo('listUsers').at(-1) ?? {};
  return { pageNo, pageSize, keyword };
};
const listCallCount = () => calls.sentTo('listUsers').length;

function resourceWith(overrides: Partial<CrudResource<Person, PersonValues>> = {}): CrudResource<Person, PersonValues> {
  return {
    testId: 'person-table',
    entity: '人员',
    searchPlaceholder: '用户名 / 昵称',
    listOperation: 'listUsers',
    nameOf: (person) => person.nickname,
    columns: [
      { title: '用户名', dataIndex: 'username' },
      { title: '昵称', dataIndex: 'nickname' },
    ],
    fields: [
      { field: 'username', label: '用户名', required: true, checks: [username], lockedOnEdit: true },
      { field: 'nickname', label: '昵称', required: true },
      { field: 'phone', label: '手机号', required: true, checks: [mobile] },
      { field: 'post', label: '备注' },
    ],
    create: vi.fn(async () => ({ id: 99 })),
    update: vi.fn(async () => null),
    remove: vi.fn(async () => null),
    ...overrides,
  };
}

function renderTable(resource: CrudResource<Person, PersonValues>, writable = true) {
  const fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
  );
  return render(<CrudTable resource={resource} writable={writable} />, { wrapper: fresh });
}

const rows = () => within(screen.getByTestId('person-table')).queryAllByTestId('person-table-row');
const rowOf = (text: string) => rows().find((row) => within(row).queryByText(text))!;
// The create/edit dialog loads with its first opening (components/lazy-form-modal). Loaded here first, so a find's
// one-second wait measures the page, not how long this host takes to transform Semi's Form on first use (over a
// second on a slow or loaded machine).
beforeAll(() => import('@/features/back-office/components/form-modal'));

const dialog = (name: string) => screen.findByRole('form', { name });

// Semi's table and dialogs render slowly in jsdom.
vi.setConfig({ testTimeout: 30_000 });
// No pause between keystrokes: the typing is not what these tests are about.
const userEvent = userEventLib.setup({ delay: null });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('CrudTable paging and search', () => {
  it('asks the server for each page and shows its rows', async () => {
    const resource = resourceWith();
    renderTable(resource);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(lastListQuery()).toEqual({ pageNo: 1, pageSize: 10, keyword: '' });
    expect(rowOf('user1')).toHaveAttribute('data-row-id', '1');
    // The page size comes a frame after the first page of rows (its Select measures itself when it mounts).
    expect(await screen.findByText('每页条数：10')).toBeInTheDocument();

    await userEvent.click(screen.getByText('3'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastListQuery()).toEqual({ pageNo: 3, pageSize: 10, keyword: '' });
    expect(rowOf('user23')).toBeDefined();
  });

  it('filters by keyword from page 1, and 重置 clears the filter', async () => {
    const resource = resourceWith();
    renderTable(resource);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(screen.getByText('2'));
    await waitFor(() => expect(lastListQuery()).toEqual({ pageNo: 2, pageSize: 10, keyword: '' }));

    await userEvent.type(screen.getByPlaceholderText('用户名 / 昵称'), ' user2 ');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toHaveLength(5)); // user2, user20-23
    expect(lastListQuery()).toEqual({ pageNo: 1, pageSize: 10, keyword: 'user2' });

    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByPlaceholderText('用户名 / 昵称')).toHaveValue('');
    expect(lastListQuery()).toEqual({ pageNo: 1, pageSize: 10, keyword: '' });
  });
});

describe('CrudTable create and edit', () => {
  it('checks the fields on the client before anything is sent', async () => {
    const resource = resourceWith();
    renderTable(resource);
    await userEvent.click(await screen.findByRole('button', { name: '新增' }));
    const form = await dialog('新增人员');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('请输入用户名')).toBeInTheDocument();
    expect(within(form).getByText('请输入昵称')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('用户名'), 'ab');
    await userEvent.type(within(form).getByLabelText('手机号'), '23800000000');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('用户名为3-32位字母、数字或下划线')).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(resource.create).not.toHaveBeenCalled();
  });

  it('creates with trimmed values, leaves empty optional fields out, and reloads the table', async () => {
    const resource = resourceWith();
    renderTable(resource);
    await userEvent.click(await screen.findByRole('button', { name: '新增' }));
    const form = await dialog('新增人员');
    await userEvent.type(within(form).getByLabelText('用户名'), 'zhang_san');
    await userEvent.type(within(form).getByLabelText('昵称'), '  张三 ');
    await userEvent.type(within(form).getByLabelText('手机号'), '13912345678');
    const listCalls = listCallCount();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(resource.create).toHaveBeenCalledWith({ username: 'zhang_san', nickname: '张三', phone: '13912345678' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '新增人员' })).not.toBeInTheDocument());
    expect(notify.toast).toHaveBeenCalledWith('success', '保存成功');
    await waitFor(() => expect(listCallCount()).toBeGreaterThan(listCalls));
  });

  it('edits a row: the form starts from the row, a locked field is not sent, a cleared field is sent empty', async () => {
    const resource = resourceWith();
    renderTable(resource);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(within(rowOf('user1')).getByRole('button', { name: '编辑' }));
    const form = await dialog('编辑人员');
    expect(within(form).getByLabelText('用户名')).toHaveValue('user1');
    expect(within(form).getByLabelText('用户名')).toBeDisabled();
    expect(within(form).getByLabelText('备注')).toHaveValue('备注');

    await userEvent.clear(within(form).getByLabelText('昵称'));
    await userEvent.type(within(form).getByLabelText('昵称'), '新昵称');
    await userEvent.clear(within(form).getByLabelText('备注'));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(resource.update).toHaveBeenCalledWith(people[0], { nickname: '新昵称', phone: '13800000001', post: '' }));
  });

  it('shows the fields the server would refuse to change on a row disabled with the reason, and does not send them', async () => {
    const resource = resourceWith({ lockedFields: (person) => (person.id === 1 ? { phone: '不能修改当前登录用户的手机号' } : {}) });
    renderTable(resource);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(within(rowOf('user1')).getByRole('button', { name: '编辑' }));
    const form = await dialog('编辑人员');
    expect(within(form).getByLabelText('手机号')).toBeDisabled();
    expect(within(form).getByText('不能修改当前登录用户的手机号')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(resource.update).toHaveBeenCalledWith(people[0], { nickname: '人员1', post: '备注' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '编辑人员' })).not.toBeInTheDocument());

    await userEvent.click(within(rowOf('user2')).getByRole('button', { name: '编辑' }));
    const other = await dialog('编辑人员');
    expect(within(other).getByLabelText('手机号')).toBeEnabled();
    expect(within(other).queryByText('不能修改当前登录用户的手机号')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server 400 message, and marks the field it names', async () => {
    const create = vi.fn(async () => {
      throw new ApiError(400, '发出信息有误：body/username 已存在', 'POST /api/authUser/save');
    });
    const resource = resourceWith({ create });
    renderTable(resource);
    await userEvent.click(await screen.findByRole('button', { name: '新增' }));
    const form = await dialog('新增人员');
    await userEvent.type(within(form).getByLabelText('用户名'), 'admin');
    await userEvent.type(within(form).getByLabelText('昵称'), '管理员');
    await userEvent.type(within(form).getByLabelText('手机号'), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('提交未通过：发出信息有误：body/username 已存在')).toBeInTheDocument();
    expect(within(form).getByText('已存在')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '新增人员' })).toBeInTheDocument();
    expect(notify.toast).not.toHaveBeenCalledWith('success', expect.anything());
  });
});

describe('CrudTable row forms', () => {
  it('opens a further form of a row under 更多, starting from values it fetched, and submits it for that row', async () => {
    const submit = vi.fn(async () => null);
    const resource = resourceWith({
      rowForms: [
        {
          label: '调整备注',
          fields: [{ field: 'post', label: '备注', required: true }],
          values: async (person) => ({ post: `服务器上的${person.nickname}` }),
          submit,
        },
      ],
    });
    renderTable(resource);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(within(rowOf('user3')).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByText('调整备注'));
    const form = await dialog('调整备注');
    expect(within(form).getByLabelText('备注')).toHaveValue('服务器上的人员3');
    await userEvent.clear(within(form).getByLabelText('备注'));
    await userEvent.type(within(form).getByLabelText('备注'), '新备注');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(people[2], { post: '新备注' }));
    expect(resource.update).not.toHaveBeenCalled();
  });
});

describe('CrudTable remove and access', () => {
  it('removes only after 确定 in the confirm, then reloads', async () => {
    const resource = resourceWith();
    renderTable(resource);
    await waitFor(() => expect(rows()).toHaveLength(10));

    notify.confirm.mockResolvedValueOnce(false);
    await userEvent.click(within(rowOf('user2')).getByRole('button', { name: '删除' }));
    expect(notify.confirm).toHaveBeenCalledWith('确定删除「人员2」吗？');
    expect(resource.remove).not.toHaveBeenCalled();

    notify.confirm.mockResolvedValueOnce(true);
    const listCalls = listCallCount();
    await userEvent.click(within(rowOf('user2')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(resource.remove).toHaveBeenCalledWith(people[1]));
    expect(notify.toast).toHaveBeenCalledWith('success', '删除成功');
    await waitFor(() => expect(listCallCount()).toBeGreaterThan(listCalls));
  });

  it('shows no write action to a reader, and none for a row that may not be removed', async () => {
    const rowForms = [{ label: '调整备注', fields: [], submit: vi.fn() }];
    const { unmount } = renderTable(resourceWith({ rowForms }), false);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更多' })).not.toBeInTheDocument();
    unmount();

    renderTable(resourceWith({ removable: (person) => person.id !== 1 }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(within(rowOf('user1')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(rowOf('user2')).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('shows 删除 disabled with the reason as its tooltip on a row the server would refuse to remove', async () => {
    const resource = resourceWith({ removeRefusal: (person) => (person.id === 1 ? '不能删除当前登录用户' : undefined) });
    renderTable(resource);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const refused = within(rowOf('user1')).getByRole('button', { name: '删除' });
    expect(refused).toBeDisabled();
    await userEvent.hover(refused.parentElement!);
    expect(await screen.findByText('不能删除当前登录用户')).toBeInTheDocument();
    expect(within(rowOf('user2')).getByRole('button', { name: '删除' })).toBeEnabled();
  });
});
