// Key figures as cards: a big number with its unit and label.
export interface KpiItem {
  label: string;
  value: number | string;
  unit?: string;
}

/** compact: smaller cards, for a panel that also holds a chart or list. */
export function KpiGrid({ items, compact = false }: { items: readonly KpiItem[]; compact?: boolean }) {
  return (
    <dl className={compact ? 'bs-kpis is-compact' : 'bs-kpis'}>
      {items.map((item) => (
        <div key={item.label} className="bs-kpi">
          <dd>
            <strong>{item.value}</strong>
            {item.unit ? <small>{item.unit}</small> : null}
          </dd>
          <dt>{item.label}</dt>
        </div>
      ))}
    </dl>
  );
}
