// Reference data of the seed: modules, roles, menus, tenants, organisations, accounts, notices and
// search suggestions. Everything here is fixed; only dates follow the seed date.

/** The demo accounts (README). Phones are unique so that phone + SMS login works for each. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123', phone: '13800138000' },
  tenant: { username: 'tenant', password: 'tenant123', phone: '13800138001' },
  user: { username: 'user', password: 'user123', phone: '13800138002' },
  guest: { username: 'guest', password: 'guest123', phone: '13800138003' },
  tenant2: { username: 'tenant2', password: 'tenant2123', phone: '13800138004' },
} as const;

/** Modules a project can be authorised for; x-access `module:<code>` rules name these codes. */
export const MODULES = [
  { code: 'overview', name: '项目概况' },
  { code: 'labour', name: '智慧考勤' },
  { code: 'camera', name: '视频监控' },
  { code: 'warning', name: '告警中心' },
  { code: 'inspection', name: '智慧巡检' },
  { code: 'progress', name: '智慧进度' },
  { code: 'iot', name: '物联监测' },
  { code: 'bim', name: '智慧建造' },
  { code: 'party', name: '数字党建' },
] as const;

export type ModuleCode = (typeof MODULES)[number]['code'];

/** The module of a stored code; the document's ModuleCode enum lets no other code be stored. */
export function moduleOf(code: string): (typeof MODULES)[number] {
  const found = MODULES.find((m) => m.code === code);
  if (!found) throw new Error(`unknown module code ${JSON.stringify(code)} in the database`);
  return found;
}

/** v2 tab labels shown by default (the first three v2 tabs depend on 项目概况). */
export const DEFAULT_MODEL_SHOW = '项目概况,智慧巡检,智慧考勤,智慧进度,智慧建造,数字党建';

export const DEFAULT_FOOTER = '基于数字物联打造的新一代数字工地平台';

export const ROLES = [
  { code: 'admin', name: '系统管理员', abilities: ['system', 'dashboard', 'project:write', 'user:write', 'tenant:write', 'empower:write'] },
  { code: 'tenant', name: '租户管理员', abilities: ['dashboard', 'project:write', 'user:write'] },
  { code: 'user', name: '项目人员', abilities: ['project:read'] },
] as const;

export type RoleCode = (typeof ROLES)[number]['code'];

/** The role a user of each type gets. */
export const ROLE_OF_USER_TYPE: Record<string, RoleCode> = { system: 'admin', tenant: 'tenant', user: 'user' };

/**
 * The v2 menu context of a first-level route of the console's tree (@smartsite/api/routes): its 'project' or
 * 'tenant' menus; a route not named here is in both.
 */
export const MENU_SCOPES: Readonly<Record<string, 'project' | 'tenant'>> = { '/project': 'project', '/system': 'tenant' };

export const MENU_LISTS = ['menu', 'menuV2', 'router'] as const;
export type MenuList = (typeof MENU_LISTS)[number];

export const TENANTS = [
  {
    name: '中建智慧建设集团',
    enterpriseName: '中建智慧建设集团有限公司',
    unifiedCreditCode: '91330100MA2H3K7P5X',
    contact: '张建国',
    phone: '0571-88886666',
    status: 1,
    copyright: '中建智慧建设集团有限公司',
    title: 'BIM+智慧工地',
    commandPlatform: true,
    organisations: [
      { name: '中建智慧建设集团', children: [{ name: '华东分公司', children: [{ name: '杭州项目管理部' }] }, { name: '华南分公司' }] },
    ],
  },
  {
    name: '华东城建投资',
    enterpriseName: '华东城建投资有限公司',
    unifiedCreditCode: '91310000MA1K4C8N2Q',
    contact: '李华',
    phone: '021-66668888',
    status: 1,
    copyright: '华东城建投资有限公司',
    title: '城建智慧工地',
    commandPlatform: false,
    organisations: [{ name: '华东城建投资', children: [{ name: '城建一公司' }] }],
  },
  {
    name: '西部交通建设',
    enterpriseName: '西部交通建设集团有限公司',
    unifiedCreditCode: '91510100MA6CLT2R8W',
    contact: '赵川',
    phone: '028-85556666',
    status: 0,
    copyright: '',
    title: '',
    commandPlatform: false,
    organisations: [{ name: '西部交通建设' }],
  },
] as const;

/** Accounts: tenant is an index into TENANTS, org the organisation name, projects indexes into PROJECTS. */
export const ACCOUNTS = [
  {
    ...DEMO_ACCOUNTS.admin,
    nickname: '系统管理员',
    userType: 'system',
    tenant: 0,
    org: '中建智慧建设集团',
    post: '平台管理员',
    projects: [],
  },
  {
    ...DEMO_ACCOUNTS.tenant,
    nickname: '租户管理员',
    userType: 'tenant',
    tenant: 0,
    org: '中建智慧建设集团',
    post: '信息化主管',
    projects: [],
  },
  { ...DEMO_ACCOUNTS.user, nickname: '项目专员', userType: 'user', tenant: 0, org: '杭州项目管理部', post: '施工员', projects: [0, 1] },
  { ...DEMO_ACCOUNTS.guest, nickname: '访客', userType: 'user', tenant: 0, org: '华东分公司', post: '', projects: [] },
  {
    ...DEMO_ACCOUNTS.tenant2,
    nickname: '城建管理员',
    userType: 'tenant',
    tenant: 1,
    org: '华东城建投资',
    post: '信息化主管',
    projects: [],
  },
] as const;

/**
 * The seeded projects: different sizes (workers), one name of 13 characters and one longer than 15
 * (the v1 title-size rules), one in the second tenant. Dates are days relative to the seed date.
 */
export const PROJECTS = [
  {
    tenant: 0,
    org: '杭州项目管理部',
    name: '滨江花园安置房项目',
    label: '住宅',
    city: '杭州',
    address: '浙江省杭州市滨江区江南大道188号',
    lng: 120.2119,
    lat: 30.2084,
    startOffset: -420,
    endOffset: 310,
    investment: 86000,
    area: 126000,
    workers: 110,
    dashboardVersion: 'v2',
    description: '安置房住宅12栋及地下车库，装配式建筑。',
    units: ['杭州滨江城市建设发展有限公司', '中建智慧建设集团有限公司', '浙江省建筑设计研究院', '浙江江南工程管理股份有限公司'],
  },
  {
    tenant: 0,
    org: '杭州项目管理部',
    name: '杭州地铁七号线工程第三标段',
    label: '市政',
    city: '杭州',
    address: '浙江省杭州市萧山区市心北路与金城路交叉口',
    lng: 120.2707,
    lat: 30.1812,
    startOffset: -600,
    endOffset: 520,
    investment: 235000,
    area: 48000,
    workers: 80,
    dashboardVersion: 'v1',
    description: '地铁区间盾构及两座地下车站主体结构施工。',
    units: ['杭州市地铁集团有限责任公司', '中建智慧建设集团有限公司', '中铁第四勘察设计院集团有限公司', '浙江五洲工程项目管理有限公司'],
  },
  {
    tenant: 0,
    org: '华东分公司',
    name: '未来科技城国际人才公寓及配套商业综合体建设项目',
    label: '商业综合体',
    city: '杭州',
    address: '浙江省杭州市余杭区文一西路1818号',
    lng: 119.9872,
    lat: 30.2737,
    startOffset: -300,
    endOffset: 640,
    investment: 412000,
    area: 265000,
    workers: 150,
    dashboardVersion: 'v2',
    description: '人才公寓6栋、商业综合体1座及地下三层车库，绿色建筑三星。',
    units: ['杭州未来科技城建设有限公司', '中建智慧建设集团有限公司', '中国联合工程有限公司', '浙江建友工程咨询有限公司'],
  },
  {
    tenant: 0,
    org: '华南分公司',
    name: '智慧产业园一期',
    label: '厂房',
    city: '广州',
    address: '广东省广州市黄埔区科学大道99号',
    lng: 113.4491,
    lat: 23.1686,
    startOffset: -180,
    endOffset: 200,
    investment: 18000,
    area: 32000,
    workers: 30,
    dashboardVersion: 'v2',
    description: '标准厂房4栋及配套研发楼，钢结构。',
    units: ['广州智慧产业园投资有限公司', '中建智慧建设集团有限公司', '广东省建筑设计研究院', '广州建设工程监理有限公司'],
  },
  {
    tenant: 1,
    org: '城建一公司',
    name: '临港新城中学改扩建工程',
    label: '学校',
    city: '上海',
    address: '上海市浦东新区临港新城环湖西二路500号',
    lng: 121.9308,
    lat: 30.9006,
    startOffset: -240,
    endOffset: 260,
    investment: 26000,
    area: 41000,
    workers: 60,
    dashboardVersion: 'v2',
    description: '教学楼、实验楼、体育馆改扩建及室外总体工程。',
    units: ['上海临港新城教育发展有限公司', '华东城建投资有限公司', '同济大学建筑设计研究院', '上海建科工程咨询有限公司'],
  },
] as const;

/** The module whose authorisation the seed lets expire, and on which project (智慧产业园一期). */
export const EXPIRED_MODULE = { project: 3, module: 'iot' } as const;

export const NOTICES = [
  {
    tenant: null,
    title: '系统升级通知',
    notice: '平台将于本周六22:00至24:00进行升级维护，期间部分功能暂停使用。',
    image: '/static/notice/upgrade.png',
    daysAgo: 1,
  },
  {
    tenant: null,
    title: '安全生产月',
    notice: '6月为全国安全生产月，请各项目组织开展安全教育与隐患排查。',
    image: '/static/notice/safety.png',
    daysAgo: 6,
  },
  {
    tenant: 0,
    title: '安全通知',
    notice: '即日起开展冬季施工安全专项检查，请各项目部做好准备。',
    image: '/static/notice/safety.png',
    daysAgo: 3,
  },
  {
    tenant: 0,
    title: '质量观摩会',
    notice: '集团质量观摩会将在滨江花园安置房项目举行，请相关人员准时参加。',
    image: '/static/notice/quality.png',
    daysAgo: 9,
  },
  {
    tenant: 1,
    title: '考勤系统切换',
    notice: '劳务实名制考勤设备将于下周完成更换，请提前登记人员信息。',
    image: '/static/notice/labour.png',
    daysAgo: 2,
  },
] as const;

export const SEARCH_SUGGESTIONS = [
  { value: '项目概览', url: '#/index' },
  { value: '工程视图', url: '#/index/map' },
  { value: '项目列表', url: '#/project/list' },
  { value: '管理人员', url: '#/project/team' },
  { value: '合同管理', url: '#/project/contract' },
  { value: '智慧工地大屏', url: '#/dashboard/v2/project' },
  { value: '用户管理', url: '#/system/user', roles: 'admin,tenant' },
  { value: '组织架构', url: '#/system/organisation', roles: 'admin,tenant' },
  { value: '租户管理', url: '#/system/tenant', roles: 'admin' },
  { value: '授权管理', url: '#/system/empower', roles: 'admin' },
  { value: 'Semi Design', url: 'https://semi.design' },
] as const;
