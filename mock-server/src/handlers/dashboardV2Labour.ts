// v2 big screen, smart attendance tab: managers and labour teams.
import { chartDays, countBy, dayChart, namedValues, percent } from '../services/charts';
import { crews, labourSummary, managersPresentPerDay, passes, workersPresentPerDay } from '../services/labour';
import type { HandlerMap } from './context';

export const dashboardV2LabourHandlers = {
  getManagerCount: async ({ body, services, window }) => {
    const [summary, posts] = await Promise.all([
      labourSummary(services.prisma, body.projectId, window),
      services.prisma.managerTeamMember.findMany({ where: { projectId: body.projectId }, distinct: ['post'], select: { post: true } }),
    ]);
    return {
      total: summary.managers,
      present: summary.managersPresent,
      attendanceRate: percent(summary.managersPresent, summary.managers),
      posts: posts.length,
    };
  },

  getManagerInChart: async ({ body, services, window }) => {
    const days = chartDays(window.today, body.days);
    return dayChart(
      days,
      [{ name: '到岗人数', perDay: await managersPresentPerDay(services.prisma, body.projectId, days, window.until) }],
      '人',
    );
  },

  getManagerPostChart: async ({ body, services }) =>
    namedValues(
      countBy(
        await services.prisma.managerTeamMember.findMany({ where: { projectId: body.projectId }, select: { post: true } }),
        (m) => m.post,
      ),
    ),

  getLabourGroupTop: async ({ body, services, window }) => {
    // Attendance over the last seven days (person-days) per team.
    const ins = (await passes(services.prisma, body.projectId, chartDays(window.today, 7), window.until)).filter(
      (e) => e.direction === 'in',
    );
    return namedValues(countBy(ins, (e) => e.worker.team.name));
  },

  getLabourCompanyTop: async ({ body, services, window }) =>
    namedValues(countBy(await crews(services.prisma, body.projectId, window), (w) => w.company.name)),

  getLabourAttendanceChartV2: async ({ body, services, window }) => {
    const days = chartDays(window.today, body.days);
    const [workers, managers] = await Promise.all([
      workersPresentPerDay(services.prisma, body.projectId, days, window.until),
      managersPresentPerDay(services.prisma, body.projectId, days, window.until),
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
