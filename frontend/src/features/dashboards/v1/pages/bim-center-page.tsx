// /dashboard/bimCenter, BIM model: the model's resources (renderings, panoramas) and the schedule items the
// model is planned against. The 3D BIM view itself is only on the progress tab (docs/requirements/dashboards.md#v1-shell).
import { MediaPanel, ScrollBoardPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { progressItemColumns } from '../../shared/lib/columns';
import { tr } from '@/lib/i18n/phrases';

export default function BimCenterPage() {
  return (
    <ScreenGrid testId="screen-bimCenter">
      <ScreenColumn width={1.4}>
        <MediaPanel operation="listV2Renderings" title={tr('效果图')} />
      </ScreenColumn>
      <ScreenColumn width={1.4}>
        <MediaPanel operation="getV2PanoramaLinks" title={tr('全景漫游')} />
      </ScreenColumn>
      <ScreenColumn>
        <ScrollBoardPanel operation="listV2ProgressItems" title={tr('模型进度计划')} columns={progressItemColumns} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
