// Milestones (construction progress and progress show answers): done ones marked.
import type { Schemas } from '@smartsite/api';
import { enumLabel } from '@/lib/i18n/enums';
import { tr } from '@/lib/i18n/phrases';

export function MilestoneList({ milestones }: { milestones: readonly Schemas['Milestone'][] }) {
  return (
    <ul className="bs-list" data-testid="milestones">
      {milestones.map((milestone) => (
        <li key={milestone.name} className={milestone.done ? 'is-done' : undefined}>
          <span>{enumLabel(milestone.name)}</span>
          <small>
            {milestone.date} {milestone.done ? tr('已完成') : tr('未完成')}
          </small>
        </li>
      ))}
    </ul>
  );
}
