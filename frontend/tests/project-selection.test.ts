// @vitest-environment node
// docs/requirements/projects.md#project-selection project selection: second version (tree, fallbacks, name refresh), simple list variant, third
// version (single project, first organisation as tenant context, ordinary users, validation fallback), node clicks.
import { describe, expect, it } from 'vitest';
import {
  allProjects,
  firstProject,
  selectFromList,
  selectNode,
  selectProjectV2,
  selectProjectV3,
  type ProjectNode,
} from '@/features/projects/lib/selection';

const project = (id: number, name: string, tenantId = 1): ProjectNode => ({
  type: 'project',
  id,
  name,
  projectId: id,
  projectName: name,
  tenantId,
  subgroup: [],
});
const org = (id: number, name: string, subgroup: ProjectNode[], tenantId = 1): ProjectNode => ({
  type: 'org',
  id,
  name,
  orgId: id,
  orgName: name,
  tenantId,
  subgroup,
});
const tenant = (id: number, name: string, subgroup: ProjectNode[]): ProjectNode => ({ type: 'tenant', id, name, tenantId: id, subgroup });

// The first organisation's first sub-group has no children: the first project is found in the next one.
const tree: ProjectNode[] = [
  org(1, '中建智慧建设集团', [
    org(2, '空的分公司', []),
    org(3, '华东分公司', [project(11, '滨江新城安置房项目'), project(12, '城西科创园二期')]),
    tenant(2, '租户乙', [project(21, '乙方项目', 2)]),
  ]),
];
const single: ProjectNode[] = [org(1, '集团', [org(2, '分公司', [project(31, '唯一项目')])])];

describe('second version', () => {
  it('finds the first project by descending into the first sub-group with children', () => {
    expect(firstProject(tree)?.id).toBe(11);
    expect(allProjects(tree).map((node) => node.id)).toEqual([11, 12, 21]);
  });

  it('with no stored project takes the first project', () => {
    expect(selectProjectV2(tree, undefined)).toEqual({
      projectId: 11,
      projectName: '滨江新城安置房项目',
      menuType: 'project',
      tenantId: 1,
    });
  });

  it('with a stored id missing from the tree falls back to the first project', () => {
    expect(selectProjectV2(tree, 999)?.projectId).toBe(11);
  });

  it('with a stored id in the tree keeps it and refreshes its name', () => {
    expect(selectProjectV2(tree, 12)).toMatchObject({ projectId: 12, projectName: '城西科创园二期' });
  });

  it('selects nothing from a tree without projects', () => {
    expect(selectProjectV2([org(1, '空', [])], undefined)).toBeUndefined();
  });
});

describe('simple list variant', () => {
  const list = [
    { id: 5, name: '甲' },
    { id: 6, name: '乙' },
  ];
  it('with no stored id chooses the first project; otherwise the stored id', () => {
    expect(selectFromList(list, undefined)).toBe(5);
    expect(selectFromList(list, 6)).toBe(6);
    expect(selectFromList([], undefined)).toBeUndefined();
  });
});

describe('third version', () => {
  it('system and tenant users without menuType and exactly one project get that project', () => {
    for (const userType of ['system', 'tenant'] as const) {
      expect(selectProjectV3(single, {}, userType)).toEqual({ projectId: 31, projectName: '唯一项目', menuType: 'project', tenantId: 1 });
    }
  });

  it('system and tenant users with several projects and no stored name get the first organisation as tenant context', () => {
    expect(selectProjectV3(tree, {}, 'system')).toEqual({ projectName: '中建智慧建设集团', menuType: 'tenant', tenantId: 1 });
    expect(selectProjectV3(tree, { menuType: 'project', projectId: 12 }, 'tenant')).toMatchObject({
      projectName: '中建智慧建设集团',
      menuType: 'tenant',
    });
  });

  it('a tree that starts with the tenant (system users) uses the tenant as the first organisation', () => {
    const withTenant = [tenant(1, '中建智慧建设集团', tree)];
    expect(selectProjectV3(withTenant, {}, 'system')).toEqual({ projectName: '中建智慧建设集团', menuType: 'tenant', tenantId: 1 });
  });

  it('ordinary users without menuType get the first project, even with one stored', () => {
    expect(selectProjectV3(tree, {}, 'user')).toMatchObject({ projectId: 11, menuType: 'project' });
    expect(selectProjectV3(tree, { projectId: 12, projectName: '城西科创园二期' }, 'user')).toMatchObject({ projectId: 11 });
  });

  it('otherwise validates the stored project and keeps it', () => {
    expect(selectProjectV3(tree, { menuType: 'project', projectId: 12, projectName: '旧名' }, 'user')).toMatchObject({
      projectId: 12,
      projectName: '城西科创园二期',
    });
    expect(selectProjectV3(tree, { menuType: 'project', projectId: 21, projectName: '乙方项目' }, 'system')).toMatchObject({
      projectId: 21,
      tenantId: 2,
    });
  });

  it('a stored project that fails validation falls back to the first project', () => {
    expect(selectProjectV3(tree, { menuType: 'project', projectId: 999, projectName: '已删除' }, 'user')).toMatchObject({ projectId: 11 });
    expect(selectProjectV3(tree, { menuType: 'project', projectId: 999, projectName: '已删除' }, 'system')).toMatchObject({
      projectId: 11,
    });
  });

  it('a stored tenant context is kept for system users when it is still in the tree', () => {
    expect(selectProjectV3(tree, { menuType: 'tenant', projectName: '租户乙' }, 'system')).toEqual({
      projectName: '租户乙',
      menuType: 'tenant',
    });
    expect(selectProjectV3(tree, { menuType: 'tenant', projectName: '已撤销的租户' }, 'system')).toMatchObject({ projectId: 11 });
  });

  it('ordinary users cannot stay in a tenant context', () => {
    expect(selectProjectV3(tree, { menuType: 'tenant', projectName: '租户乙' }, 'user')).toMatchObject({
      projectId: 11,
      menuType: 'project',
    });
  });

  it('selects nothing when the user has no project (ordinary user without projects)', () => {
    expect(selectProjectV3([], {}, 'user')).toBeUndefined();
  });
});

describe('node clicks (third version)', () => {
  it('a project node stores id, name and menuType project', () => {
    expect(selectNode(project(12, '城西科创园二期'), 'user')).toEqual({
      projectId: 12,
      projectName: '城西科创园二期',
      menuType: 'project',
      tenantId: 1,
    });
  });

  it('a tenant node stores menuType tenant and its name, only for users whose type is not user', () => {
    expect(selectNode(tenant(2, '租户乙', []), 'system')).toEqual({ projectName: '租户乙', menuType: 'tenant', tenantId: 2 });
    expect(selectNode(tenant(2, '租户乙', []), 'tenant')).toMatchObject({ menuType: 'tenant' });
    expect(selectNode(tenant(2, '租户乙', []), 'user')).toBeUndefined();
  });

  it('organisation nodes do nothing', () => {
    expect(selectNode(org(1, '集团', []), 'system')).toBeUndefined();
  });
});
