// v1 big screen. Every figure is computed from the project's facts up to now (repositories/*), so related
// numbers agree: the warning pies sum to the warning list's total, the attendance chart counts the
// same gate passes as the sign list and the labour KPIs.
import type { Schemas } from '@smartsite/api';
import { addDays, isoOf, startOfHour } from '../clock';
import { temperatureAt } from '../db/weather';
import { notFound } from '../errors';
import { camerasAt } from '../media/daylight';
import { productionThumbnailUrl } from '../media/production-photos';
import { aiDayChart, aiLogPage, aiTypeChart, labourAttendanceChart, pageRows, passRow, signList } from '../services/boards';
import { chartDays, countBy, dayChart, namedValues } from '../services/charts';
import { period } from '../services/projects';
import { INSPECTION_STATUSES, inspectionRow, warningRow, WARNING_STATUSES, warningStatus } from '../services/safety';
import { utilityChart } from '../services/site';
import { workedShare } from '../services/working-day';
import type { Context, HandlerMap } from './context';

async function warningPage({ body, repositories, window }: Context<Schemas['ProjectPageBody']>) {
  const rows = (await repositories.safety.warnings(body.projectId, window)).map((w) => warningRow(w, window.today));
  return pageRows(rows, body, (r) => [r.type, r.module, r.content, r.deviceName, r.status]);
}

export const dashboardV1Handlers = {
  listSignRecords: async ({ body, repositories, window }) =>
    signList(await repositories.labour.passes(body.projectId, [window.today], window.until)),

  listDashboardVideos: async ({ body, repositories, now }) => camerasAt(await repositories.site.cameraList(body.projectId, 'site'), now),

  // ProjectBody admits more fields: a `days` sent along is honoured, as the v2 chart's own body declares it.
  getAiDayChart: async ({ body, repositories, window }) =>
    aiDayChart(await repositories.safety.aiAlarms(body.projectId, window), chartDays(window.today, (body as { days?: number }).days)),
  getAiTypeChart: async ({ body, repositories, window }) => aiTypeChart(await repositories.safety.aiAlarms(body.projectId, window)),

  getLabourIndex: async ({ body, repositories, window }) => {
    const { total, present, attendanceRate, managers, workers, teams, companies } = await repositories.labour.summary(
      body.projectId,
      window,
    );
    return { total, present, attendanceRate, managers, workers, teams, companies };
  },

  listLabourLogs: async ({ body, repositories, window }) => {
    const events = await repositories.labour.passes(body.projectId, chartDays(window.today, 7), window.until);
    const rows = events.map(passRow);
    return pageRows(rows, body, (r) => [r.name, r.team, r.workType]);
  },

  getLabourTop: async ({ body, repositories, window }) => {
    const workers = await repositories.labour.crews(body.projectId, window);
    return namedValues(
      countBy(
        workers.filter((w) => w.present),
        (w) => w.team.name,
      ),
    );
  },

  getWarningPieChart: async ({ body, repositories, window }) =>
    namedValues(countBy(await repositories.safety.warnings(body.projectId, window), (w) => w.type)),
  getWarningModelPieChart: async ({ body, repositories, window }) =>
    namedValues(countBy(await repositories.safety.warnings(body.projectId, window), (w) => w.module)),
  getWarningStatusPieChart: async ({ body, repositories, window }) =>
    namedValues(
      countBy(await repositories.safety.warnings(body.projectId, window), (w) => warningStatus(w, window.today)),
      WARNING_STATUSES,
    ),
  listWarningLogs: warningPage,

  getSecurityChart: async ({ body, repositories, window }) => {
    // The last six months, by the current status of the issues found in each month.
    const months = Array.from({ length: 6 }, (_, i) => {
      const date = new Date(`${window.today.slice(0, 7)}-01T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() - 5 + i);
      return date.toISOString().slice(0, 7);
    });
    const rows = (await repositories.safety.inspections(body.projectId, 'security', window)).map((i) => inspectionRow(i, window));
    return {
      categories: months,
      series: INSPECTION_STATUSES.map((status) => ({
        name: status,
        data: months.map((month) => rows.filter((r) => r.status === status && r.checkTime.startsWith(month)).length),
      })),
      unit: '项',
    };
  },

  listSecurityIssues: async ({ body, repositories, window }) => {
    const rows = (await repositories.safety.inspections(body.projectId, 'security', window)).map((i) => inspectionRow(i, window));
    return pageRows(rows, body, (r) => [r.title, r.category, r.unit, r.status]);
  },

  listProductionPhotos: async ({ body, repositories, window }) => {
    const photos = await repositories.projects.productionPhotos(body.projectId, window.until, 12);
    return { list: photos.map((p) => ({ id: p.id, title: p.title, url: p.url, thumbnail: productionThumbnailUrl(p.url), time: p.time })) };
  },

  listProductionDaily: async ({ body, repositories, window }) => {
    // A day's production log is written when the site closes.
    const lastDay = workedShare(window.until) < 1 ? addDays(window.today, -1) : window.today;
    const logs = await repositories.projects.productionDaily(body.projectId, lastDay, 10);
    return { list: logs.map((l) => ({ id: l.id, date: l.date, weather: l.weather, content: l.content, author: l.author })) };
  },

  getConstructionProgress: async ({ body, repositories, window }) => {
    const project = await repositories.projects.find(body.projectId);
    const [progress, milestones] = await Promise.all([
      repositories.projects.progress(project.id, window.today),
      repositories.projects.milestones(project.id, window.today),
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

  getWaterChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today);
    return utilityChart(await repositories.site.utilityUsage(body.projectId, days), days, window, [['water', '用水量']], 't');
  },
  getPowerChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today);
    return utilityChart(await repositories.site.utilityUsage(body.projectId, days), days, window, [['power', '用电量']], 'kWh');
  },

  listAiLogs: async ({ body, repositories, window }) =>
    aiLogPage(await repositories.safety.aiAlarms(body.projectId, window), body, window.today),

  getLabourAttendanceChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    const [present, workers] = await Promise.all([
      repositories.labour.workersPresentPerDay(body.projectId, days, window.until),
      repositories.labour.workerCount(body.projectId),
    ]);
    return labourAttendanceChart(days, present, workers);
  },

  getLabourTrendChart: async ({ body, repositories, window }) => {
    // Workers on site per day, one series per labour company: the series add up to the attendance chart.
    const days = chartDays(window.today, body.days);
    const ins = (await repositories.labour.passes(body.projectId, days, window.until)).filter((e) => e.direction === 'in');
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

  getLabourTrendChartV2: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    const events = await repositories.labour.passes(body.projectId, days, window.until);
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

  getWarningChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    const recent = (await repositories.safety.warnings(body.projectId, window)).filter((w) => w.date >= days[0]!);
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

  listBranches: async ({ body, repositories, window }) => {
    const workers = await repositories.labour.crews(body.projectId, window);
    const companies = await repositories.labour.companies(body.projectId);
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

  getWeather: async ({ body, repositories, window, now }) => {
    const project = await repositories.projects.name(body.projectId);
    const days = await repositories.projects.weather(body.projectId, window.today, addDays(window.today, 3));
    const today = days[0];
    if (!today || today.date !== window.today) throw notFound('今日天气');
    const updateTime = startOfHour(isoOf(now));
    return {
      city: body.city || project.city,
      weather: today.weather,
      // The day's curve at the hour of the report, as the site's sensor reads it (db/weather.ts).
      temperature: Math.round(temperatureAt(today, updateTime.slice(11, 16))),
      humidity: today.humidity,
      wind: today.wind,
      aqi: today.aqi,
      updateTime,
      forecast: days.slice(1).map((d) => ({ date: d.date, weather: d.weather, high: d.high, low: d.low })),
    };
  },
} satisfies HandlerMap;
