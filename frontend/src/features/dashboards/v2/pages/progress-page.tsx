// /dashboard/v2/progress, 智慧进度: planned against actual and the site diary; the phases of the plan as a
// list and a chart; the construction period and production photos.
import { ScrollBoardPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { dailyColumns } from '../../shared/lib/columns';
import { ConstructionProgressPanel } from '../../shared/widgets/construction-progress-panel';
import { PhotoPanel } from '../../shared/widgets/photo-panel';
import { PhaseCompletionPanel, ProgressShowPanel, ProgressTimelinePanel } from '../components/progress-panels';
import { tr } from '@/lib/i18n/phrases';

export default function ProgressPage() {
  return (
    <ScreenGrid testId="screen-v2-progress">
      <ScreenColumn>
        <ProgressShowPanel />
        <ScrollBoardPanel operation="listProductionDaily" title={tr('施工日志')} columns={dailyColumns} />
      </ScreenColumn>
      <ScreenColumn width={1.8}>
        <ProgressTimelinePanel />
        <PhaseCompletionPanel />
      </ScreenColumn>
      <ScreenColumn>
        <ConstructionProgressPanel title={tr('工期')} />
        <PhotoPanel />
      </ScreenColumn>
    </ScreenGrid>
  );
}
