// The BIM view (getV2MainBim): the model in a 3D viewer (three.js, loaded with this panel only), its name and how
// to move it in a bar below.
import { lazy, Suspense } from 'react';
import { mediaUrl } from '@/lib/media';
import { OperationPanel } from '../components/operation-panel';

const BimViewer = lazy(() => import('../bim/bim-viewer'));

export function BimViewPanel({ grow, title = 'BIM模型' }: { grow?: number; title?: string }) {
  return (
    <OperationPanel operation="getV2MainBim" title={title} grow={grow} testId="bim-view">
      {(model) => (
        <div className="bs-stage">
          <div className="bs-stage-body">
            <Suspense fallback={<div className="bs-stage-centre">模型加载中…</div>}>
              <BimViewer key={model.modelUrl} url={mediaUrl(model.modelUrl)} />
            </Suspense>
          </div>
          <div className="bs-stage-caption">
            <span>{model.name}</span>
            <small>拖动旋转 · 滚轮缩放</small>
          </div>
        </div>
      )}
    </OperationPanel>
  );
}
