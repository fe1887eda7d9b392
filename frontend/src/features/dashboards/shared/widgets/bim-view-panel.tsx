// The BIM view (getV2MainBim): the model's thumbnail on a stage, with its name and file in a bar below. The mock
// serves no model files, so no 3D viewer is loaded: the bar says so over a thumbnail (which may carry its own
// centred caption), the centre of the stage without one.
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';
import { OperationPanel } from '../components/operation-panel';

const previewNote = '三维模型预览（模拟环境未加载模型文件）';

export function BimViewPanel({ grow, title = 'BIM模型' }: { grow?: number; title?: string }) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  return (
    <OperationPanel operation="getV2MainBim" title={title} grow={grow} testId="bim-view">
      {(model) => {
        const picture = !thumbnailFailed && Boolean(model.thumbnail);
        return (
          <div className="bs-stage">
            <div className="bs-stage-body">
              {picture ? (
                <img src={mediaUrl(model.thumbnail)} alt="" onError={() => setThumbnailFailed(true)} />
              ) : (
                <div className="bs-stage-centre">
                  <strong>{model.name}</strong>
                  <span>{previewNote}</span>
                </div>
              )}
            </div>
            <div className="bs-stage-caption">
              <span>{model.name}</span>
              <small title={model.modelUrl}>{picture ? `${previewNote} · ${model.modelUrl}` : model.modelUrl}</small>
            </div>
          </div>
        );
      }}
    </OperationPanel>
  );
}
