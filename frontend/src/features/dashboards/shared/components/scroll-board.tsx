// A scroll board (DataV style): a header and five rows, moving on by one row every two seconds when the list
// is longer; the pointer over the board or the keyboard focus on it holds it (the board takes focus when it moves).
import type { ReactNode } from 'react';
import { boardRows, boardWaitMs } from '../config';
import { useHold } from '../hooks/use-hold';
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
  const { paused, handlers } = useHold();
  const offset = useRotation(rows.length, boardRows, boardWaitMs, paused);
  const template = { gridTemplateColumns: columns.map((column) => `${column.width ?? 1}fr`).join(' ') };
  return (
    <div className="bs-board" role="table" tabIndex={rows.length > boardRows ? 0 : undefined} {...handlers}>
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
