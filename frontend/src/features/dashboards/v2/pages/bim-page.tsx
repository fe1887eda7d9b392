// /dashboard/v2/bim, 智慧建造: the BIM view between the renderings and the panoramas.
import { MediaPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { BimViewPanel } from '../../shared/widgets/bim-view-panel';
import { tr } from '@/lib/i18n/phrases';

export default function BimPage() {
  return (
    <ScreenGrid testId="screen-v2-bim">
      <ScreenColumn>
        <MediaPanel operation="listV2Renderings" title={tr('效果图')} />
      </ScreenColumn>
      <ScreenColumn width={2.2}>
        <BimViewPanel />
      </ScreenColumn>
      <ScreenColumn>
        <MediaPanel operation="getV2PanoramaLinks" title={tr('全景漫游')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
