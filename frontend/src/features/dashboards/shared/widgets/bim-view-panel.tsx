// The BIM view (getV2MainBim): the model's thumbnail on a stage, with its name and file. The mock serves no
// model files, so no 3D viewer is loaded; the stage says so.
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';
import { OperationPanel } from '../components/operation-panel';

export function BimViewPanel({ grow, title = 'BIM模型' }: { grow?: number; title?: string }) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  return (
    <OperationPanel operation="getV2MainBim" title={title} grow={grow} testId="bim-view">
      {(model) => (
        <div className="bs-stage">
          {!thumbnailFailed && model.thumbnail ? (
            <img src={mediaUrl(model.thumbnail)} alt="" onError={() => setThumbnailFailed(true)} />
          ) : null}
          <div className="bs-stage-centre">
            <strong>{model.name}</strong>
            <span>三维模型预览（模拟环境未加载模型文件）</span>
          </div>
          <div className="bs-stage-caption">
            <span>{model.name}</span>
            <small>{model.modelUrl}</small>
          </div>
        </div>
      )}
    </OperationPanel>
  );
}
