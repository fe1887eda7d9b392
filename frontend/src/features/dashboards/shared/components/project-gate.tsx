// Renders a screen once its project is known (chosen and stored on first visit); a user with no authorised
// project gets a clear notice instead of a screen of failed panels.
import { Spin } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { useDashboardProject } from '../api/use-dashboard-project';
import { tr } from '@/lib/i18n/phrases';

export function ProjectGate({ children }: { children: ReactNode }) {
  const project = useDashboardProject();
  if (project.status === 'loading')
    return (
      <div className="bs-notice">
        <Spin size="large" />
      </div>
    );
  if (project.status === 'none')
    return (
      <div className="bs-notice" role="status">
        {tr('暂无授权项目，请联系管理员为您分配项目')}
      </div>
    );
  return children;
}
