// The small freshness mark of a display board: when its data last arrived, and, while the backend cannot be
// reached, that it is showing that data and trying again.
import { useSnapshot } from 'valtio';
import { businessNow, businessZone } from '@/lib/business-clock';
import { formatClock } from '../../dashboards/shared/lib/clock';
import { boardStatus } from '../lib/board-refresh';
import { tr } from '@/lib/i18n/phrases';

export function BoardStatus() {
  const { updatedAt, unreachable } = useSnapshot(boardStatus);
  if (!updatedAt) return null;
  const time = formatClock(businessNow(updatedAt), businessZone()).time;
  return (
    <span className={unreachable ? 'bs-board-status is-stale' : 'bs-board-status'} data-testid="board-status" role="status">
      {unreachable ? tr('连接中断，显示 {{time}} 的数据，正在重试', { time }) : tr('更新于 {{time}}', { time })}
    </span>
  );
}
