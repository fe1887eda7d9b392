// The header clock: time, month and day, weekday in the business zone, re-rendered every second (docs/requirements/dashboards.md#clock).
import { useNow } from '@/hooks/use-now';
import { businessNow, businessZone } from '@/lib/business-clock';
import { formatClock } from '../lib/clock';
import './live-clock.css';

export function LiveClock({ withDate = false }: { withDate?: boolean }) {
  const text = formatClock(businessNow(useNow().getTime()), businessZone());
  return (
    <div className="bs-clock" data-testid="dashboard-clock">
      <strong>{text.time}</strong>
      <span>
        {withDate ? `${text.date} ` : `${text.monthDay} `}
        {text.weekday}
      </span>
    </div>
  );
}
