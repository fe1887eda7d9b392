// /dashboard/bimCenter, BIM model: the model itself in the 3D view the progress tab uses (docs/requirements/dashboards.md#v1-shell
// puts it on the progress tab; a tab titled BIM模型 without the model reads as broken, so it is here too), its
// resources (renderings, panoramas) and the schedule items the model is planned against.
import { MediaPanel, ScrollBoardPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { progressItemColumns } from '../../shared/lib/columns';
import { BimViewPanel } from '../../shared/widgets/bim-view-panel';
import { tr } from '@/lib/i18n/phrases';

export default function BimCenterPage() {
  return (
    <ScreenGrid testId="screen-bimCenter">
      <ScreenColumn>
        <MediaPanel operation="listV2Renderings" title={tr('效果图')} />
        <MediaPanel operation="getV2PanoramaLinks" title={tr('全景漫游')} />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <BimViewPanel />
      </ScreenColumn>
      <ScreenColumn width={1.2}>
        <ScrollBoardPanel operation="listV2ProgressItems" title={tr('模型进度计划')} columns={progressItemColumns} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
