// The tower-crane group plan (see lib/crane-layout): reach circles, jibs and names; the chosen crane stands out.
import type { Schemas } from '@smartsite/api';
import { planCranes } from '../lib/crane-layout';
import { tr } from '@/lib/i18n/phrases';

export function CraneGroupView({
  cranes,
  isChosen,
}: {
  cranes: readonly Schemas['TowerCrane'][];
  isChosen: (crane: Schemas['TowerCrane']) => boolean;
}) {
  const plan = planCranes(cranes);
  const pad = 4;
  return (
    <svg
      className="pd-crane-group"
      viewBox={`${-pad} ${-pad} ${plan.width + 2 * pad} ${plan.height + 2 * pad}`}
      role="img"
      aria-label={tr('群塔平面示意')}
      data-testid="crane-group"
    >
      {plan.cranes.map(({ crane, x, y, jibX, jibY }) => (
        <g key={crane.id}>
          <circle className={`reach${isChosen(crane) ? ' is-chosen' : ''}`} cx={x} cy={y} r={crane.radiusM} />
          <line x1={x} y1={y} x2={jibX} y2={jibY} vectorEffect="non-scaling-stroke" />
          <circle cx={x} cy={y} r={1.2} fill="#fff" />
          <text x={x} y={y + 5} textAnchor="middle" style={{ fontSize: Math.max(2.5, plan.height / 14) }}>
            {crane.name}
          </text>
        </g>
      ))}
    </svg>
  );
}
