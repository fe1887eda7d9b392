// Semi's Table without the resizable variant. The package's Table is a wrapper that switches to ResizableTable when
// `resizable` is set, so importing it brings react-resizable and react-draggable (about 8 kB gzip) to every page
// with a table; no table here resizes its columns. The inner Table takes the same props and renders the same markup.
export { default as Table } from '@douyinfe/semi-ui-19/lib/es/table/Table';
export type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
