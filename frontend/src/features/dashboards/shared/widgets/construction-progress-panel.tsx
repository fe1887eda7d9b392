// Construction period (getConstructionProgress): days, safe days, progress bar and milestones.
import { KpiGrid } from '../components/kpi-grid';
import { OperationPanel } from '../components/operation-panel';
import { percent } from '../lib/format';
import { MilestoneList } from './milestone-list';
import { tr } from '@/lib/i18n/phrases';

export function ConstructionProgressPanel({ grow, title = tr('施工进度') }: { grow?: number; title?: string }) {
  return (
    <OperationPanel
      operation="getConstructionProgress"
      title={title}
      grow={grow}
      extra={(progress) => tr('{{start}} 至 {{end}}', { start: progress.startDate, end: progress.endDate })}
    >
      {(progress) => (
        <>
          <KpiGrid
            compact
            items={[
              { label: tr('总工期'), value: progress.totalDays, unit: tr('天') },
              { label: tr('已施工'), value: progress.elapsedDays, unit: tr('天') },
              { label: tr('剩余'), value: progress.remainingDays, unit: tr('天') },
              { label: tr('安全施工'), value: progress.safeDays, unit: tr('天') },
            ]}
          />
          <div className="bs-progress" role="progressbar" aria-valuenow={progress.progressPercent} aria-label={tr('总体进度')}>
            <span style={{ width: `${progress.progressPercent}%` }} />
          </div>
          <small>
            {tr('总体进度')} {percent(progress.progressPercent)}
          </small>
          <MilestoneList milestones={progress.milestones} />
        </>
      )}
    </OperationPanel>
  );
}
