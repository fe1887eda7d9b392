// Construction period (getConstructionProgress): days, safe days, progress bar and milestones.
import { KpiGrid } from '../components/kpi-grid';
import { OperationPanel } from '../components/operation-panel';
import { percent } from '../lib/format';
import { MilestoneList } from './milestone-list';

export function ConstructionProgressPanel({ grow, title = '施工进度' }: { grow?: number; title?: string }) {
  return (
    <OperationPanel
      operation="getConstructionProgress"
      title={title}
      grow={grow}
      extra={(progress) => `${progress.startDate} 至 ${progress.endDate}`}
    >
      {(progress) => (
        <>
          <KpiGrid
            compact
            items={[
              { label: '总工期', value: progress.totalDays, unit: '天' },
              { label: '已施工', value: progress.elapsedDays, unit: '天' },
              { label: '剩余', value: progress.remainingDays, unit: '天' },
              { label: '安全施工', value: progress.safeDays, unit: '天' },
            ]}
          />
          <div className="bs-progress" role="progressbar" aria-valuenow={progress.progressPercent} aria-label="总体进度">
            <span style={{ width: `${progress.progressPercent}%` }} />
          </div>
          <small>总体进度 {percent(progress.progressPercent)}</small>
          <MilestoneList milestones={progress.milestones} />
        </>
      )}
    </OperationPanel>
  );
}
