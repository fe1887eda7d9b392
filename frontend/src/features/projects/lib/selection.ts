// Project selection rules of docs/requirements/projects.md#project-selection (second and third navigation bars, the simple list variant, node
// clicks), pure: each takes the tree and what storage holds and says what to select and store.
import type { Schemas } from '@smartsite/api';
import type { MenuType } from '@/lib/storage';
import { sameId, type Id } from '@/lib/ids';

export type ProjectNode = Schemas['ProjectTreeNode'];
export type ProjectOption = Schemas['ProjectOption'];
export type UserType = Schemas['UserType'];

/** What goes to storage: projectId (absent for a tenant context), projectName, menuType and the tenant. */
export interface Selection {
  projectId?: Id;
  projectName: string;
  menuType: MenuType;
  tenantId?: Id;
}

export interface StoredContext {
  projectId?: Id;
  projectName?: string;
  menuType?: MenuType;
}

const idOf = (node: ProjectNode) => node.projectId ?? node.id;
const nameOf = (node: ProjectNode) => node.projectName || node.name;

/** Every project node of the tree, in display order. */
export function allProjects(nodes: readonly ProjectNode[]): ProjectNode[] {
  return nodes.flatMap((node) => (node.type === 'project' ? [node, ...allProjects(node.subgroup)] : allProjects(node.subgroup)));
}

/**
 * The first project found by descending into the first sub-group that has children: sub-groups without
 * children (an organisation with no project) are passed over.
 */
export function firstProject(nodes: readonly ProjectNode[]): ProjectNode | undefined {
  for (const node of nodes) {
    if (node.type === 'project') return node;
    if (node.subgroup.length) {
      const found = firstProject(node.subgroup);
      if (found) return found;
    }
  }
  return undefined;
}

/** The first organisation-level node (an org, or the tenant a system user's tree starts with), in display order. */
export function firstOrganisation(nodes: readonly ProjectNode[]): ProjectNode | undefined {
  return nodes.find((node) => node.type !== 'project');
}

function projectSelection(node: ProjectNode): Selection {
  return { projectId: idOf(node), projectName: nameOf(node), menuType: 'project', tenantId: node.tenantId };
}

/**
 * Second version: no stored project, or a stored id missing from the tree, takes the first project; otherwise
 * the stored project stays and its name is refreshed from the tree. Undefined when the tree has no project.
 */
export function selectProjectV2(tree: readonly ProjectNode[], storedProjectId: Id | undefined): Selection | undefined {
  const stored = allProjects(tree).find((node) => sameId(idOf(node), storedProjectId));
  const chosen = stored ?? firstProject(tree);
  return chosen && projectSelection(chosen);
}

/** Simple list variant: no stored id takes the first project (to be stored); otherwise the stored id is selected. */
export function selectFromList(list: readonly ProjectOption[], storedProjectId: Id | undefined): Id | undefined {
  return storedProjectId ?? list[0]?.id;
}

/**
 * Third version. System and tenant users: with no stored menuType and exactly one project overall, that project;
 * else with no stored project name, the first organisation as tenant context. Ordinary users with no menuType get
 * the first project. Otherwise the stored context is validated against the tree, falling back to the first project.
 * Undefined when nothing can be selected (no project and no organisation).
 */
export function selectProjectV3(tree: readonly ProjectNode[], stored: StoredContext, userType: UserType): Selection | undefined {
  const projects = allProjects(tree);
  const first = firstProject(tree);
  if (userType !== 'user') {
    if (!stored.menuType && projects.length === 1) return projectSelection(projects[0]!);
    if (!stored.projectName) {
      const organisation = firstOrganisation(tree);
      if (organisation) return { projectName: organisation.name, menuType: 'tenant', tenantId: organisation.tenantId };
    }
  } else if (!stored.menuType) {
    return first && projectSelection(first);
  }
  if (stored.menuType === 'tenant' && userType !== 'user' && stored.projectName) {
    if (contextNodes(tree).some((node) => node.name === stored.projectName)) return { projectName: stored.projectName, menuType: 'tenant' };
  } else {
    const project = projects.find((node) => sameId(idOf(node), stored.projectId));
    if (project) return projectSelection(project);
  }
  return first && projectSelection(first);
}

/** Organisation and tenant nodes (tenant-level contexts). */
function contextNodes(nodes: readonly ProjectNode[]): ProjectNode[] {
  return nodes.flatMap((node) => (node.type === 'project' ? [] : [node, ...contextNodes(node.subgroup)]));
}

/**
 * A click in the third version's tree: a project node selects the project; a tenant node selects the tenant
 * context (only for users whose type is not 'user'); organisation nodes do nothing.
 */
export function selectNode(node: ProjectNode, userType: UserType): Selection | undefined {
  if (node.type === 'project') return projectSelection(node);
  if (node.type === 'tenant' && userType !== 'user')
    return { projectName: node.name, menuType: 'tenant', tenantId: node.tenantId ?? node.id };
  return undefined;
}
