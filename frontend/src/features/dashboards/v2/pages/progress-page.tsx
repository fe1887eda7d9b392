// /dashboard/v2/progress, 智慧进度: planned against actual, the phases of the plan, the construction period.
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { ConstructionProgressPanel } from '../../shared/widgets/construction-progress-panel';
import { ProgressShowPanel, ProgressTimelinePanel } from '../components/progress-panels';

export default function ProgressPage() {
  return (
    <ScreenGrid testId="screen-v2-progress">
      <ScreenColumn>
        <ProgressShowPanel />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <ProgressTimelinePanel />
      </ScreenColumn>
      <ScreenColumn>
        <ConstructionProgressPanel title="工期" />
      </ScreenColumn>
    </ScreenGrid>
  );
}
