// v2 big screen, smart inspection tab: the same six views for security and for quality issues.
import type { Schemas } from '@smartsite/api';
import { chartDays, countBy, dayChart, namedValues, percent } from '../services/charts';
import { keywordOf, pageOf, paging } from '../services/paging';
import type { InspectionKind } from '../repositories/safety';
import { inspectionRow, termOf, TERMS } from '../services/safety';
import type { Context, HandlerMap } from './context';

const rowsOf = async ({ body, repositories, window }: Context<{ projectId: number }>, kind: InspectionKind) =>
  (await repositories.safety.inspections(body.projectId, kind, window)).map((i) => inspectionRow(i, window));

function views(kind: InspectionKind) {
  return {
    overview: async (context: Context<{ projectId: number }>): Promise<Schemas['InspectionOverview']> => {
      const rows = await rowsOf(context, kind);
      const count = (status: Schemas['Inspection']['status']) => rows.filter((r) => r.status === status).length;
      const rectified = count('已整改');
      return {
        total: rows.length,
        pending: count('待整改'),
        rectifying: count('整改中'),
        rectified,
        overdue: count('已超期'),
        rectifyRate: percent(rectified, rows.length),
      };
    },
    dayChart: async (context: Context<{ projectId: number; days?: number }>) => {
      const days = chartDays(context.window.today, context.body.days);
      const rows = await rowsOf(context, kind);
      return dayChart(
        days,
        [
          { name: '发现问题', perDay: countBy(rows, (r) => r.checkTime.slice(0, 10)) },
          {
            name: '完成整改',
            perDay: countBy(
              rows.filter((r) => r.rectifyTime),
              (r) => r.rectifyTime!.slice(0, 10),
            ),
          },
        ],
        '项',
      );
    },
    list: async (context: Context<Schemas['ProjectPageBody']>) => {
      const keyword = keywordOf(context.body);
      const rows = (await rowsOf(context, kind)).filter(
        (r) => !keyword || [r.title, r.category, r.unit, r.status, r.checker].some((text) => text.includes(keyword)),
      );
      const page = paging(context.body);
      return pageOf(rows.slice(page.skip, page.skip + page.take), rows.length, page);
    },
    typeChart: async (context: Context<{ projectId: number }>) => namedValues(countBy(await rowsOf(context, kind), (r) => r.category)),
    unitChart: async (context: Context<{ projectId: number }>) => namedValues(countBy(await rowsOf(context, kind), (r) => r.unit)),
    termChart: async (context: Context<{ projectId: number }>) => namedValues(countBy(await rowsOf(context, kind), termOf), TERMS),
  };
}

const security = views('security');
const quality = views('quality');

export const dashboardV2InspectionHandlers = {
  getSecurityOverview: security.overview,
  getSecurityDayChart: security.dayChart,
  listSecurityInspections: security.list,
  getSecurityTypeChart: security.typeChart,
  getSecurityUnitChart: security.unitChart,
  getSecurityTermChart: security.termChart,
  getQualityOverview: quality.overview,
  getQualityDayChart: quality.dayChart,
  listQualityInspections: quality.list,
  getQualityTypeChart: quality.typeChart,
  getQualityUnitChart: quality.unitChart,
  getQualityTermChart: quality.termChart,
} satisfies HandlerMap;
