// A PTZ (pan, tilt, zoom) control pad. The contract has no PTZ call, so a press is only recorded and shown
// ("not sent in the mock") rather than pretending to move a camera.
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp, IconMinus, IconPlus } from '@douyinfe/semi-icons';
import { useState, type ReactNode } from 'react';
import { tr } from '@/lib/i18n/phrases';

const commands: { key: string; label: string; icon: ReactNode; area: string }[] = [
  { key: 'up', label: tr('上'), icon: <IconArrowUp />, area: 'up' },
  { key: 'left', label: tr('左'), icon: <IconArrowLeft />, area: 'left' },
  { key: 'right', label: tr('右'), icon: <IconArrowRight />, area: 'right' },
  { key: 'down', label: tr('下'), icon: <IconArrowDown />, area: 'down' },
  { key: 'zoomIn', label: tr('放大'), icon: <IconPlus />, area: 'zin' },
  { key: 'zoomOut', label: tr('缩小'), icon: <IconMinus />, area: 'zout' },
];

export function PtzPad({ cameraName }: { cameraName?: string }) {
  const [last, setLast] = useState<string>();
  return (
    <div className="pd-ptz" data-testid="ptz-pad">
      <div className="pd-ptz-grid">
        {commands.map((command) => (
          <button
            key={command.key}
            type="button"
            className="bs-button"
            style={{ gridArea: command.area }}
            aria-label={command.label}
            onClick={() => setLast(command.label)}
          >
            {command.icon}
          </button>
        ))}
      </div>
      <p role="status">
        {last
          ? tr('{{camera}}：{{command}}（模拟环境，指令未下发）', { camera: cameraName ?? tr('摄像头'), command: last })
          : tr('选择方向或变焦')}
      </p>
    </div>
  );
}
