// The project cards of the v2 overview: the dashboard project (getV2ProjectInfo) and the 项目概况 figures
// (getProjectOverview, asked by project id).
import { useSnapshot } from 'valtio';
import { context } from '@/stores/context';
import { KpiGrid } from '../../shared/components/kpi-grid';
import { OperationPanel } from '../../shared/components/operation-panel';
import { percent } from '../../shared/lib/format';
import { sentId } from '@/lib/ids';
import './project-panels.css';
import { tr } from '@/lib/i18n/phrases';
import { enumLabel } from '@/lib/i18n/enums';

export function ProjectInfoPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel operation="getV2ProjectInfo" title={tr('项目信息')} grow={grow} extra={(project) => enumLabel(project.status)}>
      {(project) => (
        <>
          <dl className="bs-facts">
            <dt>{tr('项目名称')}</dt>
            <dd title={project.name}>{project.name}</dd>
            <dt>{tr('项目地址')}</dt>
            <dd title={project.address}>{project.address}</dd>
            <dt>{tr('工期')}</dt>
            <dd>
              {project.startDate} {tr('至')} {project.endDate}
            </dd>
            {project.units.map((unit) => (
              <FactRow key={unit.role} label={unit.role} value={unit.name} />
            ))}
          </dl>
          <div className="bs-progress" role="progressbar" aria-valuenow={project.progressPercent} aria-label={tr('项目进度')}>
            <span style={{ width: `${project.progressPercent}%` }} />
          </div>
          <small>
            {tr('项目进度')} {percent(project.progressPercent)}
          </small>
        </>
      )}
    </OperationPanel>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd title={value}>{value}</dd>
    </>
  );
}

export function ProjectOverviewPanel({ grow }: { grow?: number }) {
  const { projectId } = useSnapshot(context);
  return (
    <OperationPanel
      operation="getProjectOverview"
      body={{ id: sentId(projectId ?? 0) }}
      options={{ enabled: projectId !== undefined }}
      title={tr('项目概况')}
      grow={grow}
    >
      {(overview) => (
        <KpiGrid
          items={[
            { label: tr('总投资'), value: overview.investment, unit: tr('万元') },
            { label: tr('建筑面积'), value: overview.area, unit: 'm²' },
            { label: tr('总工期'), value: overview.totalDays, unit: tr('天') },
            { label: tr('已施工'), value: overview.elapsedDays, unit: tr('天') },
            { label: tr('劳务人员'), value: overview.workerTotal, unit: tr('人') },
            { label: tr('管理人员'), value: overview.managerTotal, unit: tr('人') },
          ]}
        />
      )}
    </OperationPanel>
  );
}
