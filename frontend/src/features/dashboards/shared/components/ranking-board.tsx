// A ranking board (DataV style): names by value, largest first, with a bar relative to the largest; shows
// five rows and scrolls one row every two seconds when there are more, held by the pointer or the keyboard focus.
// The leader stays on the top row while the others scroll beneath it: a ranking caught mid-scroll must never
// look as if it had no No.1.
import { boardRows, boardWaitMs } from '../config';
import { useHold } from '../hooks/use-hold';
import { useRotation } from '../hooks/use-rotation';
import { withUnit } from '../lib/format';
import { visibleWindow } from '../lib/rotation';
import type { NamedValues } from './pie-chart';
import './ranking-board.css';
import { enumLabel } from '@/lib/i18n/enums';

export function RankingBoard({ values, unit = '' }: { values: NamedValues; unit?: string }) {
  const { paused, handlers } = useHold();
  const ranked = [...values.list].sort((a, b) => b.value - a.value).map((item, index) => ({ ...item, rank: index + 1 }));
  const [leader, ...others] = ranked;
  const offset = useRotation(others.length, boardRows - 1, boardWaitMs, paused);
  const largest = Math.max(1, ...ranked.map((item) => item.value));
  const shown = leader ? [leader, ...visibleWindow(others, offset, boardRows - 1)] : [];
  return (
    <ol className="bs-ranking" tabIndex={ranked.length > boardRows ? 0 : undefined} {...handlers}>
      {shown.map((item) => (
        <li key={item.rank} className="bs-ranking-row">
          <span className="bs-ranking-rank">No.{item.rank}</span>
          <span className="bs-ranking-name" title={enumLabel(item.name)}>
            {enumLabel(item.name)}
          </span>
          <span className="bs-ranking-value">{withUnit(item.value, unit)}</span>
          <span className="bs-ranking-bar" aria-hidden="true">
            <span style={{ width: `${(item.value / largest) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
