// One kind of inspection (security or quality) as two columns of panels: figures, daily chart and issue list;
// categories, responsible units and terms. Each kind names its own operations.
import { ChartPanel, KpiPanel, PiePanel, RankingPanel, ScrollBoardPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn } from '../../shared/components/screen-grid';
import { inspectionColumns } from '../../shared/lib/columns';
import { inspectionOverviewFields } from '../../shared/lib/kpi-fields';

const kinds = {
  security: {
    label: '安全',
    overview: 'getSecurityOverview',
    day: 'getSecurityDayChart',
    list: 'listSecurityInspections',
    type: 'getSecurityTypeChart',
    unit: 'getSecurityUnitChart',
    term: 'getSecurityTermChart',
  },
  quality: {
    label: '质量',
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
      <KpiPanel operation={ops.overview} title={`${ops.label}巡检概况`} fields={inspectionOverviewFields} />
      <ChartPanel operation={ops.day} title={`${ops.label}问题趋势`} kind="bar" />
      <ScrollBoardPanel operation={ops.list} title={`${ops.label}问题清单`} body={boardPage} columns={inspectionColumns} grow={1.2} />
    </ScreenColumn>
  );
}

export function InspectionBreakdownColumn({ kind }: { kind: InspectionKind }) {
  const ops = kinds[kind];
  return (
    <ScreenColumn>
      <PiePanel operation={ops.type} title={`${ops.label}问题类别`} />
      <RankingPanel operation={ops.unit} title={`${ops.label}责任单位排名`} unit="项" />
      <PiePanel operation={ops.term} title={`${ops.label}整改期限`} />
    </ScreenColumn>
  );
}
