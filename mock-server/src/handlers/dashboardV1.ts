// v1 big screen. Every figure is computed from the project's facts up to now (services/*), so related
// numbers agree: the warning pies sum to the warning list's total, the attendance chart counts the
// same gate passes as the sign list and the labour KPIs.
import type { Schemas } from '@smartsite/api';
import { addDays, isoOf, startOfHour } from '../clock';
import { notFound } from '../errors';
import { productionThumbnailUrl } from '../media/production-photos';
import { chartDays, countBy, dayChart, namedValues } from '../services/charts';
import { crews, labourSummary, passes, passRow, signList, workersPresentPerDay } from '../services/labour';
import { pageOf, paging, keywordOf } from '../services/paging';
import { milestonesOf, period, progressOf } from '../services/projects';
import {
  aiAlarmRow,
  aiAlarms,
  INSPECTION_STATUSES,
  inspectionRow,
  inspections,
  warningRow,
  WARNING_STATUSES,
  warningStatus,
  warnings,
} from '../services/safety';
import { cameraList, utilityChart } from '../services/site';
import { workedShare } from '../services/working-day';
import type { Context, HandlerMap } from './context';

/** Filters rows by a keyword over some text columns, then pages them. */
function pageRows<T>(rows: T[], body: { pageNo?: number; pageSize?: number; keyword?: string }, text: (row: T) => string[]) {
  const keyword = keywordOf(body);
  const filtered = keyword ? rows.filter((row) => text(row).some((value) => value.includes(keyword))) : rows;
  const page = paging(body);
  return pageOf(filtered.slice(page.skip, page.skip + page.take), filtered.length, page);
}

export async function aiDayChart({ body, services, window }: Context<{ projectId: number; days?: number }>) {
  const days = chartDays(window.today, body.days);
  const alarms = (await aiAlarms(services.prisma, body.projectId, window)).filter((a) => a.date >= days[0]!);
  return dayChart(days, [{ name: 'AI告警', perDay: countBy(alarms, (a) => a.date) }], '次');
}

export async function aiTypeChart({ body, services, window }: Context<{ projectId: number }>) {
  return namedValues(countBy(await aiAlarms(services.prisma, body.projectId, window), (a) => a.type));
}

export async function aiLogPage({ body, services, window }: Context<Schemas['ProjectPageBody']>) {
  const rows = (await aiAlarms(services.prisma, body.projectId, window)).map((a) => aiAlarmRow(a, window.today));
  return pageRows(rows, body, (r) => [r.type, r.cameraName, r.status]);
}

export async function labourAttendanceChart({ body, services, window }: Context<{ projectId: number; days?: number }>) {
  const days = chartDays(window.today, body.days);
  const { workers } = await labourSummary(services.prisma, body.projectId, window);
  const present = await workersPresentPerDay(services.prisma, body.projectId, days, window.until);
  return dayChart(
    days,
    [
      { name: '出勤人数', perDay: present },
      { name: '在册人数', perDay: new Map(days.map((day) => [day, workers])) },
    ],
    '人',
  );
}

async function warningPage({ body, services, window }: Context<Schemas['ProjectPageBody']>) {
  const rows = (await warnings(services.prisma, body.projectId, window)).map((w) => warningRow(w, window.today));
  return pageRows(rows, body, (r) => [r.type, r.module, r.content, r.deviceName, r.status]);
}

export async function signRecords({ body, services, window }: Context<{ projectId: number }>) {
  return signList(services.prisma, body.projectId, window);
}

export const dashboardV1Handlers = {
  listSignRecords: signRecords,

  listDashboardVideos: async ({ body, services }) => cameraList(services.prisma, body.projectId, 'site'),

  getAiDayChart: aiDayChart,
  getAiTypeChart: aiTypeChart,

  getLabourIndex: async ({ body, services, window }) => {
    const { total, present, attendanceRate, managers, workers, teams, companies } = await labourSummary(
      services.prisma,
      body.projectId,
      window,
    );
    return { total, present, attendanceRate, managers, workers, teams, companies };
  },

  listLabourLogs: async ({ body, services, window }) => {
    const events = await passes(services.prisma, body.projectId, chartDays(window.today, 7), window.until);
    const rows = events.map(passRow);
    return pageRows(rows, body, (r) => [r.name, r.team, r.workType]);
  },

  getLabourTop: async ({ body, services, window }) => {
    const workers = await crews(services.prisma, body.projectId, window);
    return namedValues(
      countBy(
        workers.filter((w) => w.present),
        (w) => w.team.name,
      ),
    );
  },

  getWarningPieChart: async ({ body, services, window }) =>
    namedValues(countBy(await warnings(services.prisma, body.projectId, window), (w) => w.type)),
  getWarningModelPieChart: async ({ body, services, window }) =>
    namedValues(countBy(await warnings(services.prisma, body.projectId, window), (w) => w.module)),
  getWarningStatusPieChart: async ({ body, services, window }) =>
    namedValues(
      countBy(await warnings(services.prisma, body.projectId, window), (w) => warningStatus(w, window.today)),
      WARNING_STATUSES,
    ),
  listWarningLogs: warningPage,

  getSecurityChart: async ({ body, services, window }) => {
    // The last six months, by the current status of the issues found in each month.
    const months = Array.from({ length: 6 }, (_, i) => {
      const date = new Date(`${window.today.slice(0, 7)}-01T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() - 5 + i);
      return date.toISOString().slice(0, 7);
    });
    const rows = (await inspections(services.prisma, body.projectId, 'security', window)).map((i) => inspectionRow(i, window));
    return {
      categories: months,
      series: INSPECTION_STATUSES.map((status) => ({
        name: status,
        data: months.map((month) => rows.filter((r) => r.status === status && r.checkTime.startsWith(month)).length),
      })),
      unit: '项',
    };
  },

  listSecurityIssues: async ({ body, services, window }) => {
    const rows = (await inspections(services.prisma, body.projectId, 'security', window)).map((i) => inspectionRow(i, window));
    return pageRows(rows, body, (r) => [r.title, r.category, r.unit, r.status]);
  },

  listProductionPhotos: async ({ body, services, window }) => {
    const photos = await services.prisma.productionPhoto.findMany({
      where: { projectId: body.projectId, time: { lte: window.until } },
      orderBy: [{ time: 'desc' }, { id: 'desc' }],
      take: 12,
    });
    return { list: photos.map((p) => ({ id: p.id, title: p.title, url: p.url, thumbnail: productionThumbnailUrl(p.url), time: p.time })) };
  },

  listProductionDaily: async ({ body, services, window }) => {
    const logs = await services.prisma.productionDaily.findMany({
      // A day's production log is written when the site closes.
      where: { projectId: body.projectId, date: { lte: workedShare(window.until) < 1 ? addDays(window.today, -1) : window.today } },
      orderBy: { date: 'desc' },
      take: 10,
    });
    return { list: logs.map((l) => ({ id: l.id, date: l.date, weather: l.weather, content: l.content, author: l.author })) };
  },

  getConstructionProgress: async ({ body, services, window }) => {
    const { prisma } = services;
    const project = await prisma.project.findUniqueOrThrow({ where: { id: body.projectId } });
    const [progress, milestones] = await Promise.all([
      progressOf(prisma, project.id, window.today),
      milestonesOf(prisma, project.id, window.today),
    ]);
    const { totalDays, elapsedDays, remainingDays } = period(project, window.today);
    // Safe production days: every day since the start, as no accident is on record.
    return {
      startDate: project.startDate,
      endDate: project.endDate,
      totalDays,
      elapsedDays,
      remainingDays,
      progressPercent: progress.actualPercent,
      safeDays: elapsedDays,
      milestones,
    };
  },

  getWaterChart: async ({ body, services, window }) =>
    utilityChart(services.prisma, body.projectId, chartDays(window.today), window, [['water', '用水量']], 't'),
  getPowerChart: async ({ body, services, window }) =>
    utilityChart(services.prisma, body.projectId, chartDays(window.today), window, [['power', '用电量']], 'kWh'),

  listAiLogs: aiLogPage,

  getLabourAttendanceChart: labourAttendanceChart,

  getLabourTrendChart: async ({ body, services, window }) => {
    // Workers on site per day, one series per labour company: the series add up to the attendance chart.
    const days = chartDays(window.today, body.days);
    const ins = (await passes(services.prisma, body.projectId, days, window.until)).filter((e) => e.direction === 'in');
    const companies = [...new Set(ins.map((e) => e.worker.company.name))].sort();
    return dayChart(
      days,
      companies.map((name) => ({
        name,
        perDay: countBy(
          ins.filter((e) => e.worker.company.name === name),
          (e) => e.date,
        ),
      })),
      '人',
    );
  },

  getLabourTrendChartV2: async ({ body, services, window }) => {
    const days = chartDays(window.today, body.days);
    const events = await passes(services.prisma, body.projectId, days, window.until);
    return dayChart(
      days,
      [
        {
          name: '进场',
          perDay: countBy(
            events.filter((e) => e.direction === 'in'),
            (e) => e.date,
          ),
        },
        {
          name: '出场',
          perDay: countBy(
            events.filter((e) => e.direction === 'out'),
            (e) => e.date,
          ),
        },
      ],
      '人次',
    );
  },

  getWarningChart: async ({ body, services, window }) => {
    const days = chartDays(window.today, body.days);
    const recent = (await warnings(services.prisma, body.projectId, window)).filter((w) => w.date >= days[0]!);
    return dayChart(
      days,
      [1, 2, 3].map((level) => ({
        name: `${['一', '二', '三'][level - 1]}级告警`,
        perDay: countBy(
          recent.filter((w) => w.level === level),
          (w) => w.date,
        ),
      })),
      '次',
    );
  },

  listBranches: async ({ body, services, window }) => {
    const workers = await crews(services.prisma, body.projectId, window);
    const companies = await services.prisma.company.findMany({ where: { projectId: body.projectId }, orderBy: { id: 'asc' } });
    const staff = countBy(workers, (w) => String(w.companyId));
    const present = countBy(
      workers.filter((w) => w.present),
      (w) => String(w.companyId),
    );
    const rows = companies.map((c) => {
      const total = staff.get(String(c.id)) ?? 0;
      const here = present.get(String(c.id)) ?? 0;
      return {
        id: c.id,
        name: c.name,
        leader: c.leader,
        workers: total,
        present: here,
        attendanceRate: total ? Math.round((here / total) * 1000) / 10 : 0,
      };
    });
    return pageRows(rows, body, (r) => [r.name, r.leader]);
  },

  getWeather: async ({ body, services, window, now }) => {
    const { prisma } = services;
    const project = await prisma.project.findUniqueOrThrow({ where: { id: body.projectId }, select: { city: true } });
    const days = await prisma.weatherDay.findMany({
      where: { projectId: body.projectId, date: { gte: window.today, lte: addDays(window.today, 3) } },
      orderBy: { date: 'asc' },
    });
    const today = days[0];
    if (!today || today.date !== window.today) throw notFound('今日天气');
    return {
      city: body.city || project.city,
      weather: today.weather,
      temperature: Math.round((today.high + today.low) / 2),
      humidity: today.humidity,
      wind: today.wind,
      aqi: today.aqi,
      updateTime: startOfHour(isoOf(now)),
      forecast: days.slice(1).map((d) => ({ date: d.date, weather: d.weather, high: d.high, low: d.low })),
    };
  },
} satisfies HandlerMap;
