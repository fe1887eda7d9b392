// Schedule progress: planned against actual with the milestones (getV2ProgressShow), and each phase of the
// plan with its completion (listV2ProgressItems) as a list and as a chart.
import type { Schemas } from '@smartsite/api';
import { KpiGrid } from '../../shared/components/kpi-grid';
import { SeriesChart } from '../../shared/components/series-chart';
import { OperationPanel } from '../../shared/components/operation-panel';
import { statusTag } from '../../shared/lib/columns';
import { percent } from '../../shared/lib/format';
import { MilestoneList } from '../../shared/widgets/milestone-list';
import './progress-panels.css';
import { tr } from '@/lib/i18n/phrases';
import { enumLabel } from '@/lib/i18n/enums';

export function ProgressShowPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel operation="getV2ProgressShow" title={tr('进度对比')} grow={grow}>
      {(progress) => (
        <>
          <KpiGrid
            items={[
              { label: tr('计划进度'), value: percent(progress.plannedPercent) },
              { label: tr('实际进度'), value: percent(progress.actualPercent) },
              { label: tr('进度偏差'), value: progress.deviationDays, unit: tr('天') },
            ]}
          />
          <MilestoneList milestones={progress.milestones} />
        </>
      )}
    </OperationPanel>
  );
}

export function ProgressTimelinePanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel operation="listV2ProgressItems" title={tr('施工阶段进度')} grow={grow} isEmpty={(items) => items.list.length === 0}>
      {(items) => (
        <ul className="bs-list bs-timeline">
          {items.list.map((item) => (
            <li key={item.id}>
              <span>{enumLabel(item.name)}</span>
              <small>
                {item.plannedStart} ~ {item.plannedEnd}
              </small>
              <span className="bs-progress" role="progressbar" aria-valuenow={item.percent} aria-label={enumLabel(item.name)}>
                <span style={{ width: `${item.percent}%` }} />
              </span>
              {statusTag(item.status)}
            </li>
          ))}
        </ul>
      )}
    </OperationPanel>
  );
}

/** Completion per phase as a chart (phases in plan order). */
function phaseCompletion(items: readonly Schemas['ProgressItem'][]): Schemas['Chart'] {
  return { categories: items.map((item) => item.name), series: [{ name: tr('完成'), data: items.map((item) => item.percent) }], unit: '%' };
}

export function PhaseCompletionPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel
      operation="listV2ProgressItems"
      title={tr('各阶段完成率')}
      grow={grow}
      testId="panel-listV2ProgressItems-chart"
      isEmpty={(items) => items.list.length === 0}
    >
      {(items) => <SeriesChart chart={phaseCompletion(items.list)} kind="bar" />}
    </OperationPanel>
  );
}
