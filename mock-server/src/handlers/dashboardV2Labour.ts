// v2 big screen, smart attendance tab: managers and labour teams.
import { chartDays, countBy, dayChart, namedValues, percent } from '../services/charts';
import type { HandlerMap } from './context';

export const dashboardV2LabourHandlers = {
  getManagerCount: async ({ body, repositories, window }) => {
    const [summary, posts] = await Promise.all([
      repositories.labour.summary(body.projectId, window),
      repositories.labour.managerPostCount(body.projectId),
    ]);
    return {
      total: summary.managers,
      present: summary.managersPresent,
      attendanceRate: percent(summary.managersPresent, summary.managers),
      posts,
    };
  },

  getManagerInChart: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    return dayChart(
      days,
      [{ name: '到岗人数', perDay: await repositories.labour.managersPresentPerDay(body.projectId, days, window.until) }],
      '人',
    );
  },

  getManagerPostChart: async ({ body, repositories }) =>
    namedValues(countBy(await repositories.labour.managerPosts(body.projectId), (m) => m.post)),

  getLabourGroupTop: async ({ body, repositories, window }) => {
    // Attendance over the last seven days (person-days) per team.
    const ins = (await repositories.labour.passes(body.projectId, chartDays(window.today, 7), window.until)).filter(
      (e) => e.direction === 'in',
    );
    return namedValues(countBy(ins, (e) => e.worker.team.name));
  },

  getLabourCompanyTop: async ({ body, repositories, window }) =>
    namedValues(countBy(await repositories.labour.crews(body.projectId, window), (w) => w.company.name)),

  getLabourAttendanceChartV2: async ({ body, repositories, window }) => {
    const days = chartDays(window.today, body.days);
    const [workers, managers] = await Promise.all([
      repositories.labour.workersPresentPerDay(body.projectId, days, window.until),
      repositories.labour.managersPresentPerDay(body.projectId, days, window.until),
    ]);
    return dayChart(
      days,
      [
        { name: '劳务人员', perDay: workers },
        { name: '管理人员', perDay: managers },
      ],
      '人',
    );
  },
} satisfies HandlerMap;
