// Connected devices (getV2IotCount): online out of total per device kind.
import { OperationPanel } from '../components/operation-panel';
import { tr } from '@/lib/i18n/phrases';
import { enumLabel } from '@/lib/i18n/enums';

export function IotCountPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel
      operation="getV2IotCount"
      title={tr('物联设备')}
      grow={grow}
      isEmpty={(devices) => devices.list.length === 0}
      extra={(devices) => tr('在线 {{online}}/{{total}}', { online: devices.online, total: devices.total })}
    >
      {(devices) => (
        <ul className="bs-list">
          {devices.list.map((kind) => (
            <li key={kind.code}>
              <span>{enumLabel(kind.name)}</span>
              <small>
                {tr('在线')} {kind.online} / {kind.total}
              </small>
            </li>
          ))}
        </ul>
      )}
    </OperationPanel>
  );
}
