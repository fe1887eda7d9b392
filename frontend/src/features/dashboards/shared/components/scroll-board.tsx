// A scroll board (DataV style): a header and five rows, moving on by one row every two seconds when the list
// is longer; the pointer over the board holds it.
import { useState, type ReactNode } from 'react';
import { boardRows, boardWaitMs } from '../config';
import { useRotation } from '../hooks/use-rotation';
import { visibleWindow } from '../lib/rotation';

export interface Column<Row> {
  title: string;
  value: (row: Row) => ReactNode;
  /** Relative width (fr); default 1. */
  width?: number;
}

export function ScrollBoard<Row>({
  rows,
  columns,
  rowKey,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row, index: number) => string | number;
}) {
  const [paused, setPaused] = useState(false);
  const offset = useRotation(rows.length, boardRows, boardWaitMs, paused);
  const template = { gridTemplateColumns: columns.map((column) => `${column.width ?? 1}fr`).join(' ') };
  return (
    <div className="bs-board" role="table" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <div className="bs-board-row is-header" role="row" style={template}>
        {columns.map((column) => (
          <span key={column.title} role="columnheader">
            {column.title}
          </span>
        ))}
      </div>
      {visibleWindow(rows, offset, boardRows).map((row, index) => (
        <div key={`${rowKey(row, index)}`} className="bs-board-row" role="row" style={template}>
          {columns.map((column) => (
            <span key={column.title} role="cell">
              {column.value(row)}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
