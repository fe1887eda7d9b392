// The generic data panels, each driven by an operationId whose answer has the panel's shape (checked by the
// compiler): charts, pies, rankings, key figures, scroll boards, camera walls and media covers.
import type { ResponseData, Schemas } from '@smartsite/api';
import type { CallBody, CallInput, OperationsAnswering, PostOperation } from '@/lib/api';
import { withUnit } from '../lib/format';
import type { KpiField } from '../lib/kpi-fields';
import { KpiGrid } from './kpi-grid';
import { MediaGrid } from './media-grid';
import { OperationPanel } from './operation-panel';
import type { PanelProps } from './panel';
import { isNamedValuesEmpty, PieChart } from './pie-chart';
import { RankingBoard } from './ranking-board';
import { ScrollBoard, type Column } from './scroll-board';
import { isChartEmpty, SeriesChart, type SeriesChartKind } from './series-chart';
import { VideoTile } from './video-tile';
import { tr } from '@/lib/i18n/phrases';
import { enumLabel } from '@/lib/i18n/enums';

type Layout = Pick<PanelProps, 'title' | 'grow' | 'testId'>;

type ChartOperation = OperationsAnswering<Schemas['Chart']>;
type NamedValueOperation = OperationsAnswering<Schemas['NamedValueList']>;
type ListOperation = OperationsAnswering<{ list: readonly unknown[] }>;
type MediaOperation = OperationsAnswering<Schemas['MediaLinkList']>;
type CameraOperation = OperationsAnswering<Schemas['CameraList']>;

export function ChartPanel({
  operation,
  body,
  kind = 'line',
  ...layout
}: Layout & { operation: ChartOperation; body?: CallBody<ChartOperation>; kind?: SeriesChartKind }) {
  return (
    <OperationPanel
      operation={operation}
      body={body}
      isEmpty={isChartEmpty}
      extra={(chart) => (chart.unit ? tr('单位：{{unit}}', { unit: enumLabel(chart.unit) }) : null)}
      {...layout}
    >
      {(chart) => <SeriesChart chart={chart} kind={kind} />}
    </OperationPanel>
  );
}

export function PiePanel({ operation, totalLabel, ...layout }: Layout & { operation: NamedValueOperation; totalLabel?: string }) {
  return (
    <OperationPanel operation={operation} isEmpty={isNamedValuesEmpty} {...layout}>
      {(values) => <PieChart values={values} totalLabel={totalLabel} />}
    </OperationPanel>
  );
}

export function RankingPanel({ operation, unit, ...layout }: Layout & { operation: NamedValueOperation; unit?: string }) {
  return (
    <OperationPanel
      operation={operation}
      isEmpty={isNamedValuesEmpty}
      extra={(values) => tr('合计 {{total}}', { total: withUnit(values.total, unit) })}
      {...layout}
    >
      {(values) => <RankingBoard values={values} unit={unit} />}
    </OperationPanel>
  );
}

export function KpiPanel<Op extends PostOperation>({
  operation,
  fields,
  ...layout
}: Layout & { operation: Op; fields: readonly KpiField<ResponseData<Op>>[] }) {
  return (
    <OperationPanel operation={operation} {...layout}>
      {(data) => <KpiGrid items={fields.map((field) => ({ label: field.label, unit: field.unit, value: Number(data[field.key]) }))} />}
    </OperationPanel>
  );
}

type RowOf<Op extends PostOperation> = ResponseData<Op> extends { list: readonly (infer Row)[] } ? Row : never;

/** The rows of a list answer; anything but an array of objects is an answer the board cannot show. */
function listOf(data: unknown): readonly unknown[] {
  const list = (data as { list?: unknown }).list;
  if (!Array.isArray(list) || list.some((row) => row === null || typeof row !== 'object')) throw new Error(tr('list 不是对象的列表'));
  return list;
}

/** Paged calls: the first page, large enough for the board to cycle through. */
export const boardPage = { pageNo: 1, pageSize: 20 } as const;

export function ScrollBoardPanel<Op extends ListOperation>({
  operation,
  body,
  columns,
  ...layout
}: Layout & { operation: Op; body?: CallInput<Op>; columns: readonly Column<RowOf<Op>>[] }) {
  return (
    <OperationPanel
      operation={operation}
      body={body}
      isEmpty={(data) => listOf(data).length === 0}
      extra={(data) => {
        const { total } = data as { total?: number };
        return total === undefined ? null : tr('共 {{total}} 条', { total });
      }}
      {...layout}
    >
      {(data) => (
        <ScrollBoard
          rows={(data as { list: readonly RowOf<Op>[] }).list}
          columns={columns}
          rowKey={(row, index) => (row && typeof row === 'object' && 'id' in row ? String(row.id) : index)}
        />
      )}
    </OperationPanel>
  );
}

export function MediaPanel({ operation, ...layout }: Layout & { operation: MediaOperation }) {
  return (
    <OperationPanel operation={operation} isEmpty={(media) => media.list.length === 0} {...layout}>
      {(media) => <MediaGrid items={media.list} />}
    </OperationPanel>
  );
}

export function VideoWallPanel({
  operation,
  body,
  limit,
  ...layout
}: Layout & { operation: CameraOperation; body?: CallBody<CameraOperation>; limit?: number }) {
  return (
    <OperationPanel
      operation={operation}
      body={body}
      isEmpty={(cameras) => cameras.list.length === 0}
      extra={(cameras) => tr('在线 {{online}}/{{total}}', { online: cameras.online, total: cameras.total })}
      {...layout}
    >
      {(cameras) => (
        <div className="bs-video-wall">
          {cameras.list.slice(0, limit).map((camera) => (
            <VideoTile key={camera.id} source={{ ...camera, url: camera.streamUrl }} />
          ))}
        </div>
      )}
    </OperationPanel>
  );
}
