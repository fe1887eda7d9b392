// Semi's Table without the resizable variant. The package's Table is a wrapper that switches to ResizableTable when
// `resizable` is set, so importing it brings react-resizable and react-draggable (about 8 kB gzip) to every page
// with a table; no table here resizes its columns. The inner Table takes the same props and renders the same markup.
import SemiTable from '@douyinfe/semi-ui-19/lib/es/table/Table';
import type { TableProps } from '@douyinfe/semi-ui-19/lib/es/table';
import { afterNextPaint } from '@/lib/after-paint';

export type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';

// Semi's own bound on a row, which interfaces meet and `Record<string, unknown>` does not.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

/**
 * Semi's Table, measuring itself after the frame that first paints it. A table with a fixed column (the back-office
 * tables' actions) or a fixed header reads its width and scroll position in `componentDidMount`, inside React's
 * commit of the new page: that read forced the layout of the whole page in the commit's task (the largest self
 * time of /system/user in a CPU profile at 4x). After the paint the page is laid out and the read costs nothing.
 * The width only sizes cells spanning every column (the empty notice, expanded rows); later window resizes measure
 * as Semi does.
 */
export class Table<RecordType extends Row> extends SemiTable<RecordType> {
  private cancelFirstMeasure?: () => void;

  constructor(...args: ConstructorParameters<typeof SemiTable<RecordType>>) {
    super(...args);
    // Semi's header row measures the cells of columns without a numeric width in React's commit (a forced layout of
    // the new page) and stores the widths in the table's state (a second render), for two uses only: the sticky
    // offsets of fixed columns, and the cells of a fixed header's, virtual list's or expanded row's separate table.
    // It measures only when the table hands it somewhere to store them (TableHeaderRow.cacheRef).
    if (!usesHeadWidths(this.props)) (this as { setHeadWidths?: unknown }).setHeadWidths = undefined;
    // Semi's resize listener keeps the measure it was made with; only the call at mount goes through here.
    const measure = this.handleWindowResize;
    this.handleWindowResize = () => {
      this.cancelFirstMeasure?.();
      this.cancelFirstMeasure = afterNextPaint(measure);
    };
  }

  override componentWillUnmount() {
    this.cancelFirstMeasure?.();
    super.componentWillUnmount();
  }
}

type AnyColumn = { fixed?: unknown; children?: readonly AnyColumn[] };
const anyFixed = (columns: readonly AnyColumn[] = []): boolean =>
  columns.some((column) => Boolean(column.fixed) || anyFixed(column.children));

/** Whether Semi reads the header's measured widths for this table (props as it is made; they keep their shape). */
export function usesHeadWidths(props: TableProps): boolean {
  return Boolean(
    anyFixed(props.columns as readonly AnyColumn[] | undefined) ||
    props.scroll?.y ||
    props.sticky ||
    props.virtualized ||
    props.expandedRowRender ||
    props.groupBy ||
    (typeof props.rowSelection === 'object' && props.rowSelection?.fixed),
  );
}
