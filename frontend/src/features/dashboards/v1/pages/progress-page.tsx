// /dashboard/project, progress management: the construction period, the BIM view (only this tab shows it,
// spec 02 §2), production dailies and photos.
import type { Schemas } from '@smartsite/api';
import { ScrollBoardPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import type { Column } from '../../shared/components/scroll-board';
import { BimViewPanel } from '../../shared/widgets/bim-view-panel';
import { ConstructionProgressPanel } from '../../shared/widgets/construction-progress-panel';
import { PhotoPanel } from '../components/photo-panel';

const dailyColumns: Column<Schemas['ProductionDaily']>[] = [
  { title: '日期', value: (row) => row.date, width: 1.1 },
  { title: '天气', value: (row) => row.weather, width: 1.1 },
  { title: '施工内容', value: (row) => <span title={row.content}>{row.content}</span>, width: 3 },
  { title: '记录人', value: (row) => row.author, width: 0.8 },
];

export default function ProgressPage() {
  return (
    <ScreenGrid testId="screen-project">
      <ScreenColumn>
        <ConstructionProgressPanel />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <BimViewPanel />
      </ScreenColumn>
      <ScreenColumn width={1.2}>
        <ScrollBoardPanel operation="listProductionDaily" title="施工日志" columns={dailyColumns} />
        <PhotoPanel />
      </ScreenColumn>
    </ScreenGrid>
  );
}
