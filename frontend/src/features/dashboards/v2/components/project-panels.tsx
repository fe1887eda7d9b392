// The project cards of the v2 overview: the dashboard project (getV2ProjectInfo) and the 项目概况 figures
// (getProjectOverview, asked by project id).
import { useSnapshot } from 'valtio';
import { context } from '@/stores/context';
import { KpiGrid } from '../../shared/components/kpi-grid';
import { OperationPanel } from '../../shared/components/operation-panel';
import { percent } from '../../shared/lib/format';
import { sentId } from '@/lib/ids';
import './project-panels.css';

export function ProjectInfoPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel operation="getV2ProjectInfo" title="项目信息" grow={grow} extra={(project) => project.status}>
      {(project) => (
        <>
          <dl className="bs-facts">
            <dt>项目名称</dt>
            <dd title={project.name}>{project.name}</dd>
            <dt>项目地址</dt>
            <dd title={project.address}>{project.address}</dd>
            <dt>工期</dt>
            <dd>
              {project.startDate} 至 {project.endDate}
            </dd>
            {project.units.map((unit) => (
              <FactRow key={unit.role} label={unit.role} value={unit.name} />
            ))}
          </dl>
          <div className="bs-progress" role="progressbar" aria-valuenow={project.progressPercent} aria-label="项目进度">
            <span style={{ width: `${project.progressPercent}%` }} />
          </div>
          <small>项目进度 {percent(project.progressPercent)}</small>
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
      title="项目概况"
      grow={grow}
    >
      {(overview) => (
        <KpiGrid
          items={[
            { label: '总投资', value: overview.investment, unit: '万元' },
            { label: '建筑面积', value: overview.area, unit: 'm²' },
            { label: '总工期', value: overview.totalDays, unit: '天' },
            { label: '已施工', value: overview.elapsedDays, unit: '天' },
            { label: '劳务人员', value: overview.workerTotal, unit: '人' },
            { label: '管理人员', value: overview.managerTotal, unit: '人' },
          ]}
        />
      )}
    </OperationPanel>
  );
}
