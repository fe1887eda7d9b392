// Spray (dust suppression) devices (listSprayers) with the spray action button (switchSprayer, a write):
// turning one on or off refreshes the devices and the spray log.
import type { Schemas } from '@smartsite/api';
import { useState } from 'react';
import { callOperation, useRevalidate } from '@/lib/api';
import { toast } from '@/lib/notify';
import { OperationPanel } from '../../shared/components/operation-panel';
import { tr } from '@/lib/i18n/phrases';

type Sprayer = Schemas['Sprayer'];

function SprayerRow({ sprayer, busy, onSwitch }: { sprayer: Sprayer; busy: boolean; onSwitch: () => void }) {
  const on = sprayer.status === 'on';
  return (
    <li>
      <span>
        {sprayer.name} <small>{sprayer.location}</small>
      </span>
      <small>{sprayer.mode === 'auto' ? tr('自动') : tr('手动')}</small>
      <button
        type="button"
        className={`bs-button${on ? ' is-on' : ''}`}
        disabled={busy}
        onClick={onSwitch}
        aria-pressed={on}
        data-testid={`spray-action-${sprayer.id}`}
      >
        {on ? tr('关闭喷淋') : tr('开启喷淋')}
      </button>
    </li>
  );
}

export function SprayerPanel({ grow }: { grow?: number }) {
  const revalidate = useRevalidate();
  const [busyId, setBusyId] = useState<number>();

  const switchSprayer = async (sprayer: Sprayer) => {
    setBusyId(sprayer.id);
    try {
      const updated = await callOperation(
        'switchSprayer',
        { id: sprayer.id, action: sprayer.status === 'on' ? 'off' : 'on' },
        { toast: false },
      );
      toast(
        'success',
        updated.status === 'on' ? tr('{{name}}已开启', { name: updated.name }) : tr('{{name}}已关闭', { name: updated.name }),
      );
      await revalidate(['listSprayers', 'listSprayLogs']);
    } catch (error) {
      toast('error', error instanceof Error ? error.message : tr('操作失败'));
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <OperationPanel
      operation="listSprayers"
      title={tr('喷淋降尘')}
      grow={grow}
      isEmpty={(sprayers) => sprayers.list.length === 0}
      extra={(sprayers) =>
        tr('运行 {{on}}/{{total}}', { on: sprayers.list.filter((sprayer) => sprayer.status === 'on').length, total: sprayers.list.length })
      }
    >
      {(sprayers) => (
        <ul className="bs-list">
          {sprayers.list.map((sprayer) => (
            <SprayerRow key={sprayer.id} sprayer={sprayer} busy={busyId === sprayer.id} onSwitch={() => void switchSprayer(sprayer)} />
          ))}
        </ul>
      )}
    </OperationPanel>
  );
}
