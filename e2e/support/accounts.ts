// The seeded demo accounts (mock-server/src/db/reference.ts) and what each should see after login.
export interface Account {
  username: string;
  password: string;
  nickname: string;
  /** The context shown by the project switcher right after the first login. */
  initialContext: string;
}

export const accounts = {
  admin: { username: 'admin', password: 'admin123', nickname: '系统管理员', initialContext: '中建智慧建设集团' },
  tenant: { username: 'tenant', password: 'tenant123', nickname: '租户管理员', initialContext: '中建智慧建设集团' },
  user: { username: 'user', password: 'user123', nickname: '项目专员', initialContext: '滨江花园安置房项目' },
  guest: { username: 'guest', password: 'guest123', nickname: '访客', initialContext: '选择项目' },
  tenant2: { username: 'tenant2', password: 'tenant2123', nickname: '城建管理员', initialContext: '华东城建投资' },
} as const satisfies Record<string, Account>;

export type AccountName = keyof typeof accounts;

/** The seeded projects the journeys name (user sees the first two). */
export const projects = {
  binjiang: { id: 1, name: '滨江花园安置房项目' },
  /** 13 characters: the v1 title rule gives 28px. */
  metro: { id: 2, name: '杭州地铁七号线工程第三标段' },
  /** 23 characters: the v1 title rule gives 15px. */
  futureCity: { id: 3, name: '未来科技城国际人才公寓及配套商业综合体建设项目' },
  /** The seed lets its IoT module authorisation expire (see expiredModuleCalls). */
  industrialPark: { id: 4, name: '智慧产业园一期' },
  lingang: { id: 5, name: '临港新城中学改扩建工程' },
} as const;

/** Dashboard calls the server refuses for 智慧产业园一期, whose IoT module authorisation the seed lets expire. */
export const expiredModuleCalls = /^403 POST \/api\/dashboard\/(v2\/project\/(environmentChart|iotCount)|project\/shiGong\/weather)$/;
