// The app's Table measures itself after the frame that first paints it, not inside React's commit: Semi's Table
// with a fixed column reads its width there, which forced the layout of the whole new page in the commit's task.
import SemiTable from '@douyinfe/semi-ui-19/lib/es/table/Table';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type ColumnProps } from '@/components/table';
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
