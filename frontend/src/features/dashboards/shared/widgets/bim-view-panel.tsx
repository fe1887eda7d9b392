// The BIM view (getV2MainBim): the model in a 3D viewer (three.js, loaded with this panel only, once the panel
// comes near the screen and the page is idle), its name and how to move it in a bar below.
import { lazy, Suspense, useRef } from 'react';
import { mediaUrl } from '@/lib/media';
import { OperationPanel } from '../components/operation-panel';
import { useSeenWhenIdle } from '../hooks/use-seen-when-idle';
import { tr } from '@/lib/i18n/phrases';

const loadBimViewer = () => import('../bim/bim-viewer');
const BimViewer = lazy(loadBimViewer);

export function BimViewPanel({ grow, title = tr('BIM模型') }: { grow?: number; title?: string }) {
  return (
    <OperationPanel operation="getV2MainBim" title={title} grow={grow} testId="bim-view">
      {(model) => (
        <div className="bs-stage">
          <BimStage url={mediaUrl(model.modelUrl)} />
          <div className="bs-stage-caption">
            <span>{model.name}</span>
            <small>{tr('拖动旋转 · 滚轮缩放')}</small>
          </div>
        </div>
      )}
    </OperationPanel>
  );
}

/** The viewer's chunk is fetched and its WebGL context made only when the stage comes near the screen, when idle. */
function BimStage({ url }: { url: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenWhenIdle(ref, loadBimViewer);
  const loading = <div className="bs-stage-centre">{tr('模型加载中…')}</div>;
  return (
    <div ref={ref} className="bs-stage-body" data-seen={seen || undefined}>
      {seen ? (
        <Suspense fallback={loading}>
          <BimViewer key={url} url={url} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
