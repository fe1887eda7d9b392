// v2 big screen, digital site tab: environment, water and power, cranes, elevators, sprayers, vehicles; the
// confined-space board (/tv/confinedSpace) reads its gas detectors here too.
import { isoOf } from '../clock';
import { notFound } from '../errors';
import { chartDays, countBy, dayChart, namedValues, sumBy } from '../services/charts';
import { keywordOf, pageOf, paging } from '../services/paging';
import { confinedSpaceBoard } from '../services/confined-space';
import { elevator, sprayer, towerCrane, utilityChart } from '../services/site';
import { soFarToday } from '../services/working-day';
import type { Context, HandlerMap } from './context';

/** Hours (or lifts / trips) per day of each device of a kind, one series per device. */
async function deviceWorkChart(
  { body, repositories, window }: Context<{ projectId: number; days?: number }>,
  kind: 'crane' | 'elevator',
  column: 'hours' | 'cycles',
  unit: string,
) {
  const days = chartDays(window.today, body.days);
  const [list, logs] = await Promise.all([
    repositories.site.devices(body.projectId, kind),
    repositories.site.deviceWorkLogs(body.projectId, days),
  ]);
  return dayChart(
    days,
    list.map((d) => ({
      name: d.name,
      perDay: soFarToday(
        sumBy(
          logs.filter((l) => l.deviceId === d.id),
          (l) => l.date,
          (l) => l[column],
        ),
        window,
        column === 'cycles' ? 0 : 1,
      ),
    })),
    unit,
  );
}

/** Vehicle passes over the last 30 days, for the type and origin pies. */
const recentVehicles = ({ body, repositories, window }: Context<{ projectId: number }>) =>
  repositories.site.vehiclePasses(body.projectId, chartDays(window.today, 30), window.until);

export const dashboardV2DigitalHandlers = {
  getEnvironmentWarningChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    const recent = (await repositories.safety.warnings(body.projectId, window, '环境监测')).filter((w) => w.date >= days[0]!);
    const types = [...new Set(recent.map((w) => w.type))].sort();
    return dayChart(
      days,
      types.map((type) => ({
        name: type,
        perDay: countBy(
          recent.filter((w) => w.type === type),
          (w) => w.date,
        ),
      })),
      '次',
    );
  },

  getWaterAndElectricityChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    return utilityChart(
      await repositories.site.utilityUsage(body.projectId, days),
      days,
      window,
      [
        ['water', '用水量(t)'],
        ['power', '用电量(kWh)'],
      ],
      '',
    );
  },

  getTowerCraneEfficiency: (context) => deviceWorkChart(context, 'crane', 'hours', 'h'),
  getElevatorEfficiency: (context) => deviceWorkChart(context, 'elevator', 'cycles', '次'),

  getTowerCraneWarning: async ({ body, repositories, window }) =>
    namedValues(countBy(await repositories.safety.warnings(body.projectId, window, '塔吊监测'), (w) => w.type)),
  getElevatorWarning: async ({ body, repositories, window }) =>
    namedValues(countBy(await repositories.safety.warnings(body.projectId, window, '升降机监测'), (w) => w.type)),

  listTowerCranes: async ({ body, repositories, window }) => ({
    list: (await repositories.site.devices(body.projectId, 'crane')).map((device) => towerCrane(device, window)),
  }),
  listElevators: async ({ body, repositories, window }) => ({
    list: (await repositories.site.devices(body.projectId, 'elevator')).map((device) => elevator(device, window)),
  }),

  getConfinedSpaceBoard: async ({ body, repositories, window }) =>
    confinedSpaceBoard(await repositories.site.confinedSpaceSite(body.projectId, window.today), body.projectId, window),

  listPanoramaImages: async ({ body, repositories }) => repositories.projects.mediaLinks(body.projectId, ['panorama']),

  listSprayers: async ({ body, repositories, window }) => {
    const [list, histories] = await Promise.all([
      repositories.site.devices(body.projectId, 'sprayer'),
      repositories.site.sprayerHistories(body.projectId, window.until),
    ]);
    return { list: list.map((device) => sprayer(device, histories.get(device.id) ?? {})) };
  },

  listSprayLogs: async ({ body, repositories, window }) => {
    const page = paging(body);
    const [logs, total] = await repositories.site.sprayLogPage(body.projectId, window.until, keywordOf(body), page);
    return pageOf(
      logs.map((l) => ({
        id: l.id,
        sprayerName: l.device.name,
        action: l.action as 'on' | 'off',
        mode: l.mode as 'auto' | 'manual',
        operator: l.operator,
        time: l.time,
      })),
      total,
      page,
    );
  },

  switchSprayer: async ({ body, user, repositories, now, today, window }) => {
    const updated = await repositories.site.switchSprayer(body.projectId, body.id, body.action, user.nickname, isoOf(now), today);
    if (!updated) throw notFound(`喷淋设备 ${body.id}`);
    return sprayer(updated, (await repositories.site.sprayerHistories(body.projectId, window.until)).get(updated.id));
  },

  getVehicleTrend: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    const passes = await repositories.site.vehiclePasses(body.projectId, days, window.until);
    return dayChart(
      days,
      [
        { name: '进场', perDay: countBy(passes, (p) => p.date) },
        {
          name: '出场',
          perDay: countBy(
            passes.filter((p) => p.outTime !== null && p.outTime <= window.until),
            (p) => p.date,
          ),
        },
      ],
      '辆',
    );
  },

  getVehicleTypes: async (context) => namedValues(countBy(await recentVehicles(context), (p) => p.type)),
  getVehicleSources: async (context) => namedValues(countBy(await recentVehicles(context), (p) => p.source)),
} satisfies HandlerMap;
