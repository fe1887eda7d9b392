// The deterministic seed: the same seed and seed date give byte-identical data (test/seed.test.ts
// compares dumps). It writes through better-sqlite3 into a database whose tables `prisma db push`
// created; facts.ts then fills HISTORY_DAYS of daily facts up to the seed date.
import Database from 'better-sqlite3';
import type { Schemas } from '@smartsite/api';
import { consoleRoutes } from '@smartsite/api/routes';
import { addDays, atTime, BUSINESS_ZONE } from '../clock';
import { hashPassword, NO_PASSWORD } from '../auth/password';
import { accountAvatarUrl } from '../media/addresses';
import { topUpFacts } from './facts';
import { Random } from './prng';
import { seedProject, type SeededProject } from './projects';
import {
  ACCOUNTS,
  MENU_LISTS,
  MENU_SCOPES,
  MODULES,
  NOTICES,
  PROJECTS,
  ROLES,
  ROLE_OF_USER_TYPE,
  SEARCH_SUGGESTIONS,
  TENANTS,
  EXPIRED_MODULE,
} from './reference';
import { createInserter, sqliteSession, type Insert } from './sql';
import { personName } from './vocabulary';

export const DEFAULT_SEED = 20250527;

export interface SeedOptions {
  seed?: number;
  /** The seed date ('YYYY-MM-DD'); facts run up to it. */
  today: string;
}

export interface SeedSummary {
  seed: number;
  today: string;
  projects: number;
  factDays: number;
}

/** Opens a database file with the settings the server uses (see client.ts for why). */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}

export async function seedDatabase(file: string, options: SeedOptions): Promise<SeedSummary> {
  const seed = options.seed ?? DEFAULT_SEED;
  const { today } = options;
  const hashes = await accountPasswordHashes(seed);
  const db = openDatabase(file);
  try {
    let projectCount = 0;
    // Rows get their ids in insertion order, so the domains are seeded in this order and no other.
    db.transaction(() => {
      const insert = createInserter(db);
      insert('Setting', { key: 'seed', value: String(seed) });
      insert('Setting', { key: 'seedDate', value: today });
      insert('Setting', { key: 'timeZone', value: BUSINESS_ZONE.name });
      const roleIds = seedAccessModel(insert);
      const created = atTime(addDays(today, -800), '09:00:00');
      const tenants = seedTenants(insert, today, created);
      const projects = seedProjects(db, insert, seed, today, tenants);
      projectCount = projects.length;
      seedAccounts(insert, hashes, roleIds, tenants, projects, created);
      seedProjectStaff(insert, seed, roleIds, tenants, projects);
      seedNoticesAndSuggestions(insert, tenants, today);
    })();
    const factDays = await topUpFacts(sqliteSession(db), seed, today);
    return { seed, today, projects: projectCount, factDays };
  } finally {
    db.close();
  }
}

/** Ids of the seeded tenants (by their index in TENANTS) and organisations (by name). */
interface SeededTenants {
  tenantIds: number[];
  orgIds: Map<string, number>;
}

/** The demo accounts' password hashes. Salts come from the seed so that hashes, like everything else, repeat exactly. */
function accountPasswordHashes(seed: number): Promise<string[]> {
  const rng = new Random(seed, 'accounts');
  return Promise.all(
    ACCOUNTS.map((account) => hashPassword(account.password, Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255))))),
  );
}

/** Modules, roles and the menus each role sees; returns the role ids by code. */
function seedAccessModel(insert: Insert): Map<string, number> {
  MODULES.forEach((module, sort) => insert('Module', { ...module, sort }));
  const roleIds = new Map(
    ROLES.map((role) => [role.code, insert('Role', { code: role.code, name: role.name, abilities: role.abilities.join(',') })]),
  );
  seedMenus(insert, roleIds);
  return roleIds;
}

/** Tenants and their organisation trees. */
function seedTenants(insert: Insert, today: string, created: string): SeededTenants {
  const tenantIds: number[] = [];
  const orgIds = new Map<string, number>();
  TENANTS.forEach((tenant) => {
    const { organisations, ...fields } = tenant;
    const tenantId = insert('Tenant', {
      ...fields,
      minPhoto: '/favicon.ico',
      expireTime: tenant.status ? addDays(today, 730) : addDays(today, -30),
      createTime: created,
    });
    tenantIds.push(tenantId);
    const addOrg = (
      org: { name: string; children?: readonly { name: string; children?: readonly unknown[] }[] },
      parentId: number | null,
      sort: number,
    ) => {
      const id = insert('Organisation', { tenantId, parentId, name: org.name, sort, createTime: created });
      orgIds.set(org.name, id);
      (org.children ?? []).forEach((child, i) => addOrg(child as typeof org, id, i));
    };
    organisations.forEach((org, i) => addOrg(org, null, i));
  });
  return { tenantIds, orgIds };
}

/** The projects with their standing entities (projects.ts), one of them with an expired module. */
function seedProjects(db: Database.Database, insert: Insert, seed: number, today: string, { tenantIds, orgIds }: SeededTenants) {
  const projects = PROJECTS.map((def, index) => seedProject(insert, seed, today, index, def, tenantIds[def.tenant]!, orgIds.get(def.org)!));
  const expired = projects[EXPIRED_MODULE.project]!;
  db.prepare('UPDATE EmpowerRecord SET expireTime = ? WHERE projectId = ? AND moduleCode = ?').run(
    addDays(today, -10),
    expired.id,
    EXPIRED_MODULE.module,
  );
  return projects;
}

/** The demo accounts of README.md, with their roles and projects. */
function seedAccounts(
  insert: Insert,
  hashes: string[],
  roleIds: Map<string, number>,
  { tenantIds, orgIds }: SeededTenants,
  projects: SeededProject[],
  created: string,
) {
  ACCOUNTS.forEach((account, i) => {
    const userId = insert('User', {
      username: account.username,
      nickname: account.nickname,
      phone: account.phone,
      passwordHash: hashes[i]!,
      avatar: accountAvatarUrl(account.username),
      userType: account.userType,
      tenantId: tenantIds[account.tenant]!,
      orgId: orgIds.get(account.org) ?? null,
      post: account.post,
      createTime: created,
    });
    insert('UserRole', { userId, roleId: roleIds.get(ROLE_OF_USER_TYPE[account.userType]!)! });
    for (const p of account.projects)
      insert('ProjectUser', { projectId: projects[p]!.id, userId, post: account.post, createTime: created });
  });
}

/** Project staff who log in by phone (no password until they save one). */
function seedProjectStaff(
  insert: Insert,
  seed: number,
  roleIds: Map<string, number>,
  { orgIds }: SeededTenants,
  projects: SeededProject[],
) {
  const staffRng = new Random(seed, 'staff');
  projects.forEach((project, p) => {
    ['项目经理', '安全员'].forEach((post, s) => {
      const userId = insert('User', {
        username: `staff${p + 1}${s + 1}`,
        nickname: personName(staffRng),
        phone: `1390000${String(p + 1).padStart(2, '0')}${String(s + 1).padStart(2, '0')}`,
        passwordHash: NO_PASSWORD,
        userType: 'user',
        tenantId: project.tenantId,
        orgId: orgIds.get(PROJECTS[p]!.org) ?? null,
        post,
        createTime: atTime(project.startDate, '10:00:00'),
      });
      insert('UserRole', { userId, roleId: roleIds.get('user')! });
      insert('ProjectUser', { projectId: project.id, userId, post, createTime: atTime(project.startDate, '10:00:00') });
    });
  });
}

function seedNoticesAndSuggestions(insert: Insert, { tenantIds }: SeededTenants, today: string) {
  NOTICES.forEach((notice) => {
    const { tenant, daysAgo, ...fields } = notice;
    insert('Notice', {
      ...fields,
      tenantId: tenant === null ? null : tenantIds[tenant]!,
      createTime: atTime(addDays(today, -daysAgo), '09:00:00'),
    });
  });
  SEARCH_SUGGESTIONS.forEach((suggestion, sort) =>
    insert('SearchSuggestion', {
      value: suggestion.value,
      url: suggestion.url,
      sort,
      roles: 'roles' in suggestion ? suggestion.roles : '',
    }),
  );
}

function seedMenus(insert: Insert, roleIds: Map<string, number>) {
  for (const list of MENU_LISTS) {
    const add = (menu: Schemas['Route'], parentId: number | null, sort: number) => {
      // The roles that see a route are rows of RoleMenu; the handler puts them back into meta when it answers.
      const { roles, ...meta } = menu.meta;
      const id = insert('Menu', {
        list,
        scope: list === 'menuV2' ? (MENU_SCOPES[menu.path] ?? 'all') : 'all',
        parentId,
        sort,
        path: menu.path,
        name: menu.name ?? '',
        component: menu.component ?? '',
        redirect: menu.redirect ?? '',
        meta: JSON.stringify(meta),
      });
      for (const role of Array.isArray(roles) ? roles : ROLES.map((r) => r.code))
        insert('RoleMenu', { roleId: roleIds.get(role)!, menuId: id });
      (menu.children ?? []).forEach((child, i) => add(child, id, i));
    };
    consoleRoutes.forEach((menu, i) => add(menu, null, i));
  }
}
