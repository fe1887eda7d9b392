// One kind of inspection (security or quality) as two columns of panels: figures, daily chart and issue list;
// categories, responsible units and terms. Each kind names its own operations.
import { ChartPanel, KpiPanel, PiePanel, RankingPanel, ScrollBoardPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn } from '../../shared/components/screen-grid';
import { inspectionColumns } from '../../shared/lib/columns';
import { inspectionOverviewFields } from '../../shared/lib/kpi-fields';
import { tr } from '@/lib/i18n/phrases';

const kinds = {
  security: {
    label: tr('安全'),
    overview: 'getSecurityOverview',
    day: 'getSecurityDayChart',
    list: 'listSecurityInspections',
    type: 'getSecurityTypeChart',
    unit: 'getSecurityUnitChart',
    term: 'getSecurityTermChart',
  },
  quality: {
    label: tr('质量'),
    overview: 'getQualityOverview',
    day: 'getQualityDayChart',
    list: 'listQualityInspections',
    type: 'getQualityTypeChart',
    unit: 'getQualityUnitChart',
    term: 'getQualityTermChart',
  },
} as const;

export type InspectionKind = keyof typeof kinds;

export function InspectionSummaryColumn({ kind }: { kind: InspectionKind }) {
  const ops = kinds[kind];
  return (
    <ScreenColumn>
      <KpiPanel operation={ops.overview} title={tr('{{kind}}巡检概况', { kind: ops.label })} fields={inspectionOverviewFields} />
      <ChartPanel operation={ops.day} title={tr('{{kind}}问题趋势', { kind: ops.label })} kind="bar" />
      <ScrollBoardPanel
        operation={ops.list}
        title={tr('{{kind}}问题清单', { kind: ops.label })}
        body={boardPage}
        columns={inspectionColumns}
        grow={1.2}
      />
    </ScreenColumn>
  );
}

export function InspectionBreakdownColumn({ kind }: { kind: InspectionKind }) {
  const ops = kinds[kind];
  return (
    <ScreenColumn>
      <PiePanel operation={ops.type} title={tr('{{kind}}问题类别', { kind: ops.label })} />
      <RankingPanel operation={ops.unit} title={tr('{{kind}}责任单位排名', { kind: ops.label })} unit={tr('项')} />
      <PiePanel operation={ops.term} title={tr('{{kind}}整改期限', { kind: ops.label })} />
    </ScreenColumn>
  );
}
