// The app's Table measures itself after the frame that first paints it, not inside React's commit: Semi's Table
// with a fixed column reads its width there, which forced the layout of the whole new page in the commit's task.
import SemiTable from '@douyinfe/semi-ui-19/lib/es/table/Table';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, usesHeadWidths, type ColumnProps } from '@/components/table';
import { afterNextPaint } from '@/lib/after-paint';

interface Row {
  id: number;
  name: string;
}

const columns: ColumnProps<Row>[] = [
  { title: '名称', dataIndex: 'name', width: 200 },
  { title: '操作', key: 'actions', fixed: 'right', width: 120, render: () => '编辑' },
];
const rows: Row[] = [{ id: 1, name: '一号楼' }];

/** Counts reads of an element's box, which force a layout in a browser. */
function countMeasures() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
}

const afterPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

describe('Table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads no box while it mounts, and measures once the frame is painted', async () => {
    const measures = countMeasures();
    render(<Table<Row> rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.getByText('一号楼')).toBeInTheDocument();
    expect(measures).not.toHaveBeenCalled();
    await act(afterPaint);
    expect(measures).toHaveBeenCalled();
  });

  it('is needed: Semi reads the box inside the commit that mounts it', () => {
    const measures = countMeasures();
    render(<SemiTable<Row> rowKey="id" columns={columns} dataSource={rows} />);
    expect(measures).toHaveBeenCalled();
  });

  it('does not measure after it is gone', async () => {
    const measures = countMeasures();
    const { unmount } = render(<Table<Row> rowKey="id" columns={columns} dataSource={rows} />);
    unmount();
    await act(afterPaint);
    expect(measures).not.toHaveBeenCalled();
  });
});

// Columns without a numeric width: Semi's header row measures their cells in the commit when the table stores the
// widths, which only fixed columns and separate header or body tables read.
const unsized: ColumnProps<Row>[] = [
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: '名称', dataIndex: 'name' },
];

/** The header cells whose box was read. */
function headerCellsMeasured(measures: ReturnType<typeof countMeasures>): Element[] {
  return measures.mock.contexts.filter((element) => (element as Element).classList.contains('semi-table-row-head')) as Element[];
}

describe('Table header widths', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a table without fixed columns measures none of its header cells, and renders them the same', async () => {
    const measures = countMeasures();
    const { container } = render(<Table<Row> rowKey="id" columns={unsized} dataSource={rows} />);
    await act(afterPaint);
    expect(headerCellsMeasured(measures)).toEqual([]);
    const semi = render(<SemiTable<Row> rowKey="id" columns={unsized} dataSource={rows} />);
    expect(headerCellsMeasured(measures)).not.toEqual([]);
    expect(container.querySelector('table')!.outerHTML).toBe(semi.container.querySelector('table')!.outerHTML);
  });

  it('a table with a fixed column still measures the header cells without a width (its sticky offsets)', () => {
    const measures = countMeasures();
    render(<Table<Row> rowKey="id" columns={[...unsized, columns[1]!]} dataSource={rows} />);
    expect(headerCellsMeasured(measures)).not.toEqual([]);
  });

  it('knows every table that reads the widths', () => {
    expect(usesHeadWidths({ columns: unsized })).toBe(false);
    expect(usesHeadWidths({ columns: unsized, rowSelection: false })).toBe(false);
    expect(usesHeadWidths({ columns: [{ title: '组', children: [{ dataIndex: 'name', fixed: 'left' }] }] })).toBe(true);
    expect(usesHeadWidths({ columns: unsized, scroll: { y: 300 } })).toBe(true);
    expect(usesHeadWidths({ columns: unsized, sticky: true })).toBe(true);
    expect(usesHeadWidths({ columns: unsized, virtualized: true })).toBe(true);
    expect(usesHeadWidths({ columns: unsized, expandedRowRender: () => null })).toBe(true);
    expect(usesHeadWidths({ columns: unsized, groupBy: 'name' })).toBe(true);
    expect(usesHeadWidths({ columns: unsized, rowSelection: { fixed: true } })).toBe(true);
  });
});
