// The user actions the recorded-calls test takes after a page of the app has settled (operations-called.test.tsx):
// the operations a page calls only when the user does something (a dialog filled in and confirmed, the search
// box, a login or register form sent, a share link made and revoked, a save or remove in the back office). Each
// is driven through the page as a user would (Testing Library and user-event on the real components), so the
// usage recorder sees what the action sends and what its answer is read for. Each action names the operations it
// must call: a button that stops calling one fails the test.
import { fireEvent, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { OperationId } from '@smartsite/api';
import { sessionSettings } from '@/config/settings';
import { resetTheme, updateTheme } from '@/stores/settings';

const userEvent = userEventLib.setup({ delay: null });

interface RecordedAction {
  /** The page the action starts on, and the screen name the usage file gives it. */
  route: string;
  name: string;
  /** What the user does once the page has settled; `settled` waits for the answers it asked for. */
  act: (settled: () => Promise<void>) => Promise<void>;
  /** The operations the action must call. */
  calls: OperationId[];
  /** Starts the page signed out (the login and register pages). */
  signedOut?: boolean;
  /** Sets up what the page needs beyond the answers (a build or theme setting); returns what undoes it. */
  arrange?: () => () => void;
}

/** A build setting (the navigation-bar version): a property of the settings object the app reads at each use. */
function withBuild(patch: Partial<Record<keyof typeof sessionSettings, unknown>>): () => () => void {
  return () => {
    const saved = Object.fromEntries(Object.keys(patch).map((key) => [key, sessionSettings[key as keyof typeof sessionSettings]]));
    Object.assign(sessionSettings, patch);
    return () => Object.assign(sessionSettings, saved);
  };
}

/** The newest dialog (a closed one stays in jsdom: Semi removes it after its leave animation, which never ends). */
const newestDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

/** Presses 确定 in the newest dialog (a remove confirm, a revoke confirm, a form's dialog). */
async function confirmDialog(): Promise<void> {
  await userEvent.click(within(await newestDialog()).getByRole('button', { name: '确定' }));
}

/** The first row of the back-office table with this test id. */
async function firstRow(testId: string): Promise<HTMLElement> {
  return (await within(await screen.findByTestId(testId)).findAllByTestId(`${testId}-row`))[0]!;
}

/** The dialog holding the form of this title. */
async function formDialog(title: string): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: title });
  return form.closest<HTMLElement>('[role="dialog"]') ?? form;
}

/** A choice in a select or tree select of the open form: the option to click. */
interface Choice {
  choose: string;
}

/**
 * Fills the fields of the open form, by label: text, numbers and dates typed (replacing what they held), a choice
 * picked from the field's dropdown.
 */
async function fill(dialog: HTMLElement, values: Record<string, string | Choice>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    if (typeof value === 'string') {
      // A date picker's label names its box; the text goes to the input inside.
      const input = field.matches('input, textarea') ? field : field.querySelector<HTMLElement>('input')!;
      await userEvent.clear(input);
      await userEvent.type(input, value);
      // A date is taken when the picker loses the focus.
      await userEvent.tab();
    } else {
      await userEvent.click(field);
      const option = (await screen.findAllByText(value.choose)).at(-1)!;
      await userEvent.click(option);
      // A select hands its value to the form once its dropdown's closing animation has ended, which jsdom never
      // plays; the end is fired here, under the name React listens for where AnimationEvent is missing (jsdom).
      fireEvent(option, new Event('webkitAnimationEnd', { bubbles: true }));
    }
  }
}

/** 编辑 on the first row, the form saved as it stands (the row's values). */
function editFirstRow(testId: string, entity: string) {
  return async (settled: () => Promise<void>) => {
    await userEvent.click(within(await firstRow(testId)).getByRole('button', { name: '编辑' }));
    const dialog = await formDialog(`编辑${entity}`);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await settled();
  };
}

/** 删除 on the first row, confirmed. */
function removeFirstRow(testId: string) {
  return async (settled: () => Promise<void>) => {
    await userEvent.click(within(await firstRow(testId)).getByRole('button', { name: '删除' }));
    await confirmDialog();
    await settled();
  };
}

/** 新增, the form filled in with these values (the rest keep their starting values) and saved. */
function create(entity: string, values: Record<string, string | Choice>, opener = '新增') {
  return async (settled: () => Promise<void>) => {
    await userEvent.click(await screen.findByRole('button', { name: opener }));
    const dialog = await formDialog(`新增${entity}`);
    await fill(dialog, values);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await settled();
  };
}

/** 更多 on the first row, then one of its forms, saved as it opens. */
function rowForm(testId: string, label: string) {
  return async (settled: () => Promise<void>) => {
    await userEvent.click(within(await firstRow(testId)).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByText(label));
    const dialog = await formDialog(label);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await settled();
  };
}

/** A button of the first organisation in the tree: 新增下级 (the child named), 编辑 (saved as it stands) or 删除. */
function organisation(button: '新增下级' | '编辑' | '删除') {
  return async (settled: () => Promise<void>) => {
    const node = (await screen.findAllByTestId('organisation-node'))[0]!;
    await userEvent.click(within(node).getByRole('button', { name: button }));
    if (button === '删除') await confirmDialog();
    else {
      const dialog = await formDialog(button === '编辑' ? '编辑组织' : '新增组织');
      if (button === '新增下级') await fill(dialog, { 组织名称: '华南分公司' });
      await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    }
    await settled();
  };
}

/** Opens the signed-in user's menu in the header and picks an item. */
async function userMenu(item: string): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: /用户菜单/ }));
  await userEvent.click(await screen.findByText(item));
}

/** Types into inputs found by placeholder. */
async function typeInto(values: Record<string, string>, within_: HTMLElement = document.body): Promise<void> {
  for (const [placeholder, value] of Object.entries(values)) await userEvent.type(within(within_).getByPlaceholderText(placeholder), value);
}

const users = { route: '/system/user', name: '控制台 用户管理' };
const projects = { route: '/project/list', name: '控制台 项目列表' };
const organisations = { route: '/system/organisation', name: '控制台 组织架构' };
const team = { route: '/project/team', name: '控制台 管理人员' };
const projectUsers = { route: '/project/users', name: '控制台 项目人员' };
const empower = { route: '/system/empower', name: '控制台 授权管理' };
const tenants = { route: '/system/tenant', name: '控制台 租户管理' };
const dashboardConfig = { route: '/project/dashboardConfig', name: '控制台 大屏配置' };
const home = { route: '/index', name: '控制台 项目概览' };

export const recordedActions: RecordedAction[] = [
  {
    ...users,
    act: create('用户', { 用户名: 'zhang_san', 昵称: '张三', 手机号: '13912345678', 密码: 'secret123' }),
    calls: ['saveUser'],
  },
  { ...users, act: editFirstRow('user-table', '用户'), calls: ['updateUser'] },
  { ...users, act: removeFirstRow('user-table'), calls: ['removeUser'] },
  {
    ...projects,
    act: create('项目', {
      项目名称: '城西科创园二期',
      所属组织: { choose: '华东分公司' },
      开工日期: '2026-03-01',
      竣工日期: '2027-12-31',
    }),
    calls: ['saveProject'],
  },
  { ...projects, act: editFirstRow('project-table', '项目'), calls: ['updateProject'] },
  { ...projects, act: removeFirstRow('project-table'), calls: ['removeProject'] },
  { ...projects, act: rowForm('project-table', '安全质量目标'), calls: ['updateProjectSafetyQuality'] },
  { ...projects, act: rowForm('project-table', '责任主体'), calls: ['updateProjectResponsibleEntity'] },
  { ...projects, act: rowForm('project-table', '基础资料'), calls: ['getProjectBaseFileUrl', 'updateProjectBaseFile'] },
  { ...organisations, act: organisation('新增下级'), calls: ['saveOrganisation'] },
  { ...organisations, act: organisation('编辑'), calls: ['updateOrganisation'] },
  { ...organisations, act: organisation('删除'), calls: ['removeOrganisation'] },
  {
    ...team,
    act: create('管理人员', { 姓名: '赵强', 岗位: '安全员', 手机号: '13912345678', 所属单位: '中建智慧建设集团' }),
    calls: ['addManagerTeamMember'],
  },
  {
    route: '/project/contract',
    name: '控制台 合同管理',
    act: create('合同', {
      合同名称: '钢筋采购合同',
      合同编号: 'HT-2026-009',
      甲方: '杭州滨江城建发展有限公司',
      乙方: '中建智慧建设集团',
      '合同金额(万元)': '1200',
      签订日期: '2026-11-20',
    }),
    calls: ['addContract'],
  },
  { ...team, act: editFirstRow('manager-team-table', '管理人员'), calls: ['updateManagerTeamMember'] },
  { ...team, act: removeFirstRow('manager-team-table'), calls: ['removeManagerTeamMember'] },
  {
    ...projectUsers,
    act: create('项目人员', { 用户: { choose: '王经理（tenant）' }, 岗位: '技术员' }),
    calls: ['saveProjectUser'],
  },
  { ...projectUsers, act: editFirstRow('project-user-table', '项目人员'), calls: ['updateProjectUser'] },
  { ...projectUsers, act: removeFirstRow('project-user-table'), calls: ['removeProjectUser'] },
  { ...empower, act: editFirstRow('empower-table', '授权'), calls: ['saveEmpowerRecord'] },
  { ...empower, act: removeFirstRow('empower-table'), calls: ['removeEmpowerRecord'] },
  { ...tenants, act: editFirstRow('tenant-table', '租户'), calls: ['saveTenant'] },
  {
    route: '/system/customized',
    name: '控制台 个性化设置',
    act: async (settled) => {
      await userEvent.click(await screen.findByRole('button', { name: '保存' }));
      await settled();
    },
    calls: ['saveOrganisationCustomized'],
  },
  {
    ...dashboardConfig,
    act: async (settled) => {
      await userEvent.click(await screen.findByRole('button', { name: '保存' }));
      await settled();
    },
    calls: ['saveDashboard'],
  },
  {
    ...dashboardConfig,
    act: async (settled) => {
      // The version the project does not use yet.
      const versions = await Promise.all(['一代大屏', '二代大屏'].map((name) => screen.findByRole('radio', { name })));
      await userEvent.click(versions.find((radio) => !(radio as HTMLInputElement).checked)!);
      await settled();
    },
    calls: ['updateProjectDashboardVersion'],
  },
  {
    ...dashboardConfig,
    act: async (settled) => {
      await userEvent.click(await screen.findByRole('button', { name: '新建分享链接' }));
      const dialog = await formDialog('新建分享链接');
      await fill(dialog, { 标签: '项目部会议室电视' });
      await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      await settled();
    },
    calls: ['createShareLink'],
  },
  {
    ...dashboardConfig,
    act: async (settled) => {
      const row = (await screen.findAllByTestId('share-link-row'))[0]!;
      await userEvent.click(within(row).getByRole('button', { name: '撤销' }));
      await confirmDialog();
      await settled();
    },
    calls: ['revokeShareLink'],
  },
  {
    route: '/login',
    name: '登录',
    signedOut: true,
    act: async (settled) => {
      await typeInto({ 用户名: 'admin', 密码: 'admin123' });
      await userEvent.click(screen.getAllByRole('button', { name: '登录' })[0]!);
      await settled();
    },
    calls: ['getAccessToken'],
  },
  {
    route: '/login',
    name: '登录',
    signedOut: true,
    act: async (settled) => {
      await userEvent.click(screen.getByText('手机号登录'));
      const form = (await screen.findByPlaceholderText('手机号')).closest('form')!;
      await typeInto({ 手机号: '13800138000' }, form);
      await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
      await settled();
      await typeInto({ 手机验证码: '123456' }, form);
      await userEvent.click(within(form).getByRole('button', { name: '登录' }));
      await settled();
    },
    calls: ['sendLoginMsgCode', 'savePhonePassword'],
  },
  {
    route: '/register',
    name: '注册',
    signedOut: true,
    act: async (settled) => {
      await typeInto({ 用户名: 'zhang_san', 密码: 'secret123', '昵称(选填)': '张三', 手机号: '13912345678' });
      await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
      await settled();
      await typeInto({ 手机验证码: '123456' });
      await userEvent.click(screen.getByRole('button', { name: '注册' }));
      await settled();
    },
    calls: ['sendLoginMsgCode', 'register'],
  },
  {
    ...home,
    act: async (settled) => {
      await userMenu('修改密码');
      const dialog = await screen.findByRole('dialog', { name: '修改密码' });
      await userEvent.type(within(dialog).getByLabelText('原密码'), 'admin123');
      await userEvent.type(within(dialog).getByLabelText('新密码'), 'secret123');
      await userEvent.type(within(dialog).getByLabelText('确认密码'), 'secret123');
      await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      await settled();
    },
    calls: ['changePassword'],
  },
  {
    ...home,
    act: async (settled) => {
      await userMenu('退出登录');
      await settled();
    },
    calls: ['logout'],
  },
  {
    ...home,
    act: async (settled) => {
      await userEvent.click(await screen.findByRole('button', { name: '数字工地指挥平台' }));
      await settled();
    },
    calls: ['goDashboard'],
  },
  {
    ...home,
    // The search tool shows once the theme drawer's 搜索 switch is on (off by default).
    arrange: () => {
      updateTheme({ showSearch: true });
      return resetTheme;
    },
    act: async (settled) => {
      await userEvent.click(await screen.findByRole('button', { name: '搜索' }));
      await userEvent.type(await screen.findByPlaceholderText('搜索页面或关键字'), '塔吊');
      await settled();
    },
    calls: ['getSearchSuggestions'],
  },
  // Not actions but builds: the first and second navigation bars (VITE_NAVBAR_VERSION) load other menus and trees.
  { ...home, arrange: withBuild({ navBarVersion: 'v1' }), act: async () => undefined, calls: ['getMenuList'] },
  { ...home, arrange: withBuild({ navBarVersion: 'v2' }), act: async () => undefined, calls: ['getAuthorisedProjectTreeV2'] },
];
