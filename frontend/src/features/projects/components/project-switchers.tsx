// The project switcher of each navigation-bar version (docs/requirements/projects.md#project-switcher, docs/requirements/projects.md#project-change-panel, docs/requirements/projects.md#project-selection): v1 a project select, v2 the
// organisation/project tree, v3 the organisation/tenant/project tree with tenant contexts.
import { Select } from '@douyinfe/semi-ui-19';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionSettings } from '@/config/settings';
import { reloadAt } from '@/lib/navigation';
import { switchProject, useAuthorisedProjects } from '@/lib/projects';
import { context, setContext } from '@/stores/context';
import { session } from '@/stores/user';
import { useProjectTreeV2, useProjectTreeV3 } from '../api/project-trees';
import { selectFromList, selectNode, selectProjectV2, selectProjectV3 } from '../lib/selection';
import { isStored } from '../lib/store-selection';
import { TreeSwitcher } from './tree-switcher';
import { sameId } from '@/lib/ids';

/** First version: a filterable select of the authorised projects (simple list variant). */
export function ProjectSelectV1() {
  const { t } = useTranslation();
  const { data: projects } = useAuthorisedProjects();
  const ctx = useSnapshot(context);
  const selected = projects && selectFromList(projects, ctx.projectId);
  useEffect(() => {
    const chosen = projects?.find((project) => sameId(project.id, selected));
    if (chosen && ctx.projectId === undefined) setContext({ projectId: chosen.id, projectName: chosen.name, menuType: 'project' });
  }, [projects, selected, ctx.projectId]);
  return (
    <Select
      className="project-select"
      filter
      placeholder={t('projectPanel.selectPlaceholder')}
      value={selected}
      optionList={(projects ?? []).map((project) => ({ value: project.id, label: project.name }))}
      onChange={(value) => {
        const project = projects?.find((item) => sameId(item.id, value));
        if (project) switchProject(project);
      }}
      style={{ width: 240 }}
    />
  );
}

/** Second version: organisations and projects; a project click stores it and reloads. */
export function ProjectSwitcherV2() {
  const { data: tree, isLoading } = useProjectTreeV2();
  const ctx = useSnapshot(context);
  useEffect(() => {
    const selection = tree && selectProjectV2(tree, context.projectId);
    if (selection && !isStored(selection, context)) setContext(selection);
  }, [tree]);
  return (
    <TreeSwitcher
      tree={tree}
      loading={isLoading}
      label={ctx.projectName}
      selectedKey={ctx.projectId ? `project-${ctx.projectId}` : undefined}
      onNodeClick={(node) => {
        if (node.type !== 'project') return;
        setContext({ projectId: node.projectId ?? node.id, projectName: node.projectName || node.name, menuType: 'project' });
        window.location.reload();
      }}
    />
  );
}

/** Third version: project and (for system and tenant users) tenant contexts; a choice goes to the home page. */
export function ProjectSwitcherV3() {
  const { data: tree, isLoading } = useProjectTreeV3();
  const ctx = useSnapshot(context);
  const { userType } = useSnapshot(session);
  useEffect(() => {
    const selection = tree && selectProjectV3(tree, context, userType);
    if (selection && !isStored(selection, context)) setContext(selection);
  }, [tree, userType]);
  return (
    <TreeSwitcher
      tree={tree}
      loading={isLoading}
      label={ctx.projectName}
      selectedKey={ctx.menuType === 'project' && ctx.projectId ? `project-${ctx.projectId}` : undefined}
      onNodeClick={(node) => {
        const selection = selectNode(node, userType);
        if (!selection) return;
        setContext(selection);
        reloadAt(sessionSettings.homePath);
      }}
    />
  );
}
