// Project-change panel (docs/requirements/projects.md#project-change-panel, docs/requirements/dashboards.md#project-switch-dialog): a search box and the authorised projects; a click asks
// 确定切换到《{name}》吗? and on 确定 stores the project and reloads. Used by the v1/v2 navigation bars and the
// dashboards' 项目切换 dialogs.
import { IconSearch } from '@douyinfe/semi-icons';
import { Empty, Input, List, Spin } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { filterByName } from '@/lib/filter-by-name';
import { confirm } from '@/lib/notify';
import { switchProject, useAuthorisedProjects } from '@/lib/projects';
import { sameId, type Id } from '@/lib/ids';
import { context } from '@/stores/context';
import './project-change-panel.css';

export function ProjectChangePanel({ height = 360 }: { height?: number }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = useAuthorisedProjects();
  const current = useSnapshot(context).projectId;
  const projects = filterByName(data ?? [], keyword);

  const choose = async (project: { id: Id; name: string }) => {
    if (await confirm(t('projectPanel.confirm', { name: project.name }), t('common.confirmTitle'))) switchProject(project);
  };

  return (
    <div className="project-change-panel">
      <Input prefix={<IconSearch />} placeholder={t('projectPanel.search')} value={keyword} onChange={setKeyword} showClear />
      <div className="project-change-list" style={{ height }}>
        {isLoading ? (
          <Spin />
        ) : projects.length === 0 ? (
          <Empty description={t('projectPanel.empty')} />
        ) : (
          <List
            dataSource={projects}
            renderItem={(project) => (
              <List.Item
                className={sameId(project.id, current) ? 'project-change-item is-current' : 'project-change-item'}
                onClick={() => void choose(project)}
                main={project.name}
              />
            )}
          />
        )}
      </div>
    </div>
  );
}
