// v2 big screen, digital site tab: environment, water and power, cranes, elevators, sprayers, vehicles.
import { isoOf } from '../clock';
import { notFound } from '../errors';
import { chartDays, countBy, dayChart, namedValues, sumBy } from '../services/charts';
import { keywordOf, queryPage } from '../services/paging';
import { warnings } from '../services/safety';
import { devices, elevator, sprayer, sprayerHistories, towerCrane, utilityChart, vehiclePasses } from '../services/site';
import { soFarToday } from '../services/working-day';
import { mediaLinks } from '../services/projects';
import type { Context, HandlerMap } from './context';

/** Hours (or lifts / trips) per day of each device of a kind, one series per device. */
async function deviceWorkChart(
  { body, services, window }: Context<{ projectId: number; days?: number }>,
  kind: 'crane' | 'elevator',
  column: 'hours' | 'cycles',
  unit: string,
) {
  const days = chartDays(window.today, body.days);
  const [list, logs] = await Promise.all([
    devices(services.prisma, body.projectId, kind),
    services.prisma.deviceWorkLog.findMany({ where: { projectId: body.projectId, date: { gte: days[0]!, lte: days[days.length - 1]! } } }),
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
const recentVehicles = ({ body, services, window }: Context<{ projectId: number }>) =>
  vehiclePasses(services.prisma, body.projectId, chartDays(window.today, 30), window.until);

export const dashboardV2DigitalHandlers = {
  getEnvironmentWarningChart: async ({ body, services, window }) => {
    const days = chartDays(window.today, body.days);
    const recent = (await warnings(services.prisma, body.projectId, window, '环境监测')).filter((w) => w.date >= days[0]!);
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

  getWaterAndElectricityChart: async ({ body, services, window }) =>
    utilityChart(
      services.prisma,
      body.projectId,
      chartDays(window.today, body.days),
      window,
      [
        ['water', '用水量(t)'],
        ['power', '用电量(kWh)'],
      ],
      '',
    ),

  getTowerCraneEfficiency: (context) => deviceWorkChart(context, 'crane', 'hours', 'h'),
  getElevatorEfficiency: (context) => deviceWorkChart(context, 'elevator', 'cycles', '次'),

  getTowerCraneWarning: async ({ body, services, window }) =>
    namedValues(countBy(await warnings(services.prisma, body.projectId, window, '塔吊监测'), (w) => w.type)),
  getElevatorWarning: async ({ body, services, window }) =>
    namedValues(countBy(await warnings(services.prisma, body.projectId, window, '升降机监测'), (w) => w.type)),

  listTowerCranes: async ({ body, services, window }) => ({
    list: (await devices(services.prisma, body.projectId, 'crane')).map((device) => towerCrane(device, window)),
  }),
  listElevators: async ({ body, services, window }) => ({
    list: (await devices(services.prisma, body.projectId, 'elevator')).map((device) => elevator(device, window)),
  }),

  listPanoramaImages: async ({ body, services }) => mediaLinks(services.prisma, body.projectId, ['panorama']),

  listSprayers: async ({ body, services, window }) => {
    const [list, histories] = await Promise.all([
      devices(services.prisma, body.projectId, 'sprayer'),
      sprayerHistories(services.prisma, body.projectId, window.until),
    ]);
    return { list: list.map((device) => sprayer(device, histories.get(device.id) ?? {})) };
  },

  listSprayLogs: async ({ body, services, window }) => {
    const keyword = keywordOf(body);
    const where = {
      projectId: body.projectId,
      time: { lte: window.until },
      ...(keyword ? { OR: [{ device: { name: { contains: keyword } } }, { operator: { contains: keyword } }] } : {}),
    };
    return queryPage(
      body,
      (page) =>
        services.prisma.sprayLog.findMany({
          where,
          include: { device: { select: { name: true } } },
          orderBy: [{ time: 'desc' }, { id: 'desc' }],
          ...page,
        }),
      () => services.prisma.sprayLog.count({ where }),
      (l) => ({
        id: l.id,
        sprayerName: l.device.name,
        action: l.action as 'on' | 'off',
        mode: l.mode as 'auto' | 'manual',
        operator: l.operator,
        time: l.time,
      }),
    );
  },

  switchSprayer: async ({ body, user, services, now, today, window }) => {
    const { prisma } = services;
    const device = await prisma.device.findFirst({ where: { id: body.id, projectId: body.projectId, kind: 'sprayer' } });
    if (!device) throw notFound(`喷淋设备 ${body.id}`);
    const time = isoOf(now);
    const [updated] = await prisma.$transaction([
      prisma.device.update({
        where: { id: device.id },
        data: { switchState: body.action, mode: 'manual', ...(body.action === 'on' ? { lastRunTime: time } : {}), updateTime: time },
      }),
      prisma.sprayLog.create({
        data: {
          projectId: body.projectId,
          deviceId: device.id,
          action: body.action,
          mode: 'manual',
          operator: user.nickname,
          date: today,
          time,
        },
      }),
    ]);
    return sprayer(updated, (await sprayerHistories(prisma, body.projectId, window.until)).get(updated.id));
  },

  getVehicleTrend: async ({ body, services, window }) => {
    const days = chartDays(window.today, body.days);
    const passes = await vehiclePasses(services.prisma, body.projectId, days, window.until);
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
