// /dashboard/project, progress management: the construction period and the weather, the BIM view
// (docs/requirements/dashboards.md#v1-shell; the BIM tab shows it too), production dailies and photos.
import { ScrollBoardPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { dailyColumns } from '../../shared/lib/columns';
import { BimViewPanel } from '../../shared/widgets/bim-view-panel';
import { ConstructionProgressPanel } from '../../shared/widgets/construction-progress-panel';
import { WeatherPanel } from '../../shared/widgets/weather-panel';
import { PhotoPanel } from '../../shared/widgets/photo-panel';
import { tr } from '@/lib/i18n/phrases';

export default function ProgressPage() {
  return (
    <ScreenGrid testId="screen-project">
      <ScreenColumn>
        <ConstructionProgressPanel grow={1.4} />
        <WeatherPanel />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <BimViewPanel />
      </ScreenColumn>
      <ScreenColumn width={1.2}>
        <ScrollBoardPanel operation="listProductionDaily" title={tr('施工日志')} columns={dailyColumns} />
        <PhotoPanel />
      </ScreenColumn>
    </ScreenGrid>
  );
}
