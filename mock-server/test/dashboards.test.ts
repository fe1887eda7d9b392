// Every dashboard call for every seeded project answers data that validates against openapi.yaml (or
// the expired-module 403 where the seed let a module expire), related numbers agree, projects differ,
// and today's figures move with the date.
import type { OperationId } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { addDays, atTime, dayOf, shortDay } from '../src/clock';
import { MODULE_EXPIRED } from '../src/errors';
import { contract, DEMO_ACCOUNTS, PROJECT, startApp, validateAnswer, type TestApp } from './helpers';

// Noon of today, site time: the facts of today up to noon count.
const today = dayOf(new Date());
const noon = new Date(atTime(today, '12:00:00'));
const t = await startApp({ now: () => noon });
const token = await t.login(DEMO_ACCOUNTS.admin);
const PROJECTS = Object.values(PROJECT);
const tenantOf = (projectId: number) => (projectId === PROJECT.school ? 2 : 1);

// Every dashboard read (switchSprayer, the one write, is covered below).
const dashboardOps = contract.operations.filter((op) => op.tag.startsWith('dashboard') && !op.writes);
const moduleOf = (operationId: string) =>
  contract.operations.find((op) => op.operationId === operationId)!.access.find((rule) => rule.kind === 'module');

const call = <Op extends OperationId>(app: TestApp, operationId: Op, body: object) => app.operation(operationId, body, { token });

/** The body an operation needs for a project (the time-lapse video id is looked up first). */
async function bodyFor(app: TestApp, operationId: string, projectId: number): Promise<Record<string, unknown>> {
  const base = { tenantId: tenantOf(projectId), projectId };
  if (operationId !== 'getDelayedVideo') return base;
  const videos = await call(app, 'listDelayedVideos', base);
  return { ...base, id: videos.body.data.list[0]!.id };
}

describe('every dashboard call for every seeded project', () => {
  it('covers the 80 dashboard reads of the document', () => {
    expect(dashboardOps).toHaveLength(80);
  });

  it.each(PROJECTS)('project %i: 200 with data valid against openapi.yaml, or 403 for an expired module', async (projectId) => {
    const problems: string[] = [];
    for (const op of dashboardOps) {
      const reply = await call(t, op.operationId as OperationId, await bodyFor(t, op.operationId, projectId));
      const expired = projectId === PROJECT.industrialPark && (moduleOf(op.operationId) as { code?: string } | undefined)?.code === 'iot';
      if (expired) {
        if (reply.status !== 403 || reply.body.msg !== MODULE_EXPIRED)
          problems.push(`${op.operationId}: expected the expired-module 403, got ${reply.status}`);
        continue;
      }
      if (reply.status !== 200) problems.push(`${op.operationId}: ${reply.status} ${reply.body.msg}`);
      else problems.push(...validateAnswer(op.operationId, reply.body).map((error) => `${op.operationId}: ${error}`));
    }
    expect(problems).toEqual([]);
  });

  it('charts cover the days asked for, up to today', async () => {
    for (const days of [1, 7, 90]) {
      const chart = (await call(t, 'getLabourAttendanceChart', { tenantId: 1, projectId: 1, days })).body.data;
      expect(chart.categories).toHaveLength(days);
      expect(chart.categories.at(-1)).toBe(shortDay(today));
      expect(chart.series.every((s) => s.data.length === days)).toBe(true);
    }
    expect((await call(t, 'getLabourAttendanceChart', { tenantId: 1, projectId: 1, days: 91 })).status).toBe(400);
  });
});

describe('the boards whose payload is the project only (docs/requirements/calls.md#project-only-boards)', () => {
  it.each(['listWarningLogs', 'listLabourLogs'] as const)(
    '%s: the project alone gives the latest 10; pageNo/pageSize still page',
    async (op) => {
      const latest = await call(t, op, { tenantId: 1, projectId: PROJECT.binjiang });
      expect(latest.status).toBe(200);
      expect(latest.body.data).toMatchObject({ pageNo: 1, pageSize: 10 });
      expect(latest.body.data.total).toBeGreaterThan(10);
      expect(latest.body.data.list).toHaveLength(10);
      const paged = await call(t, op, { tenantId: 1, projectId: PROJECT.binjiang, pageNo: 2, pageSize: 5 });
      expect(paged.body.data.list).toEqual(latest.body.data.list.slice(5, 10));
    },
  );
});

describe('related numbers agree', () => {
  it.each([PROJECT.binjiang, PROJECT.campus, PROJECT.school])(
    'warnings of project %i: every pie sums to the list total and the 90-day chart',
    async (projectId) => {
      const body = { tenantId: tenantOf(projectId), projectId };
      const total = (await call(t, 'listWarningLogs', body)).body.data.total;
      expect(total).toBeGreaterThan(0);
      for (const pie of ['getWarningPieChart', 'getWarningModelPieChart', 'getWarningStatusPieChart'] as const) {
        const data = (await call(t, pie, body)).body.data;
        expect(data.total, pie).toBe(total);
        expect(
          data.list.reduce((sum, item) => sum + item.value, 0),
          pie,
        ).toBe(total);
      }
      const chart = (await call(t, 'getWarningChart', { ...body, days: 90 })).body.data;
      expect(chart.series.flatMap((s) => s.data).reduce((a, b) => a + b, 0)).toBe(total);
      const crane = (await call(t, 'getTowerCraneWarning', body)).body.data.total;
      const models = (await call(t, 'getWarningModelPieChart', body)).body.data.list;
      expect(models.find((m) => m.name === '塔吊监测')?.value ?? 0).toBe(crane);
    },
  );

  it.each(PROJECTS)('labour of project %i: the charts count the same gate passes as the KPIs and the sign list', async (projectId) => {
    const body = { tenantId: tenantOf(projectId), projectId, days: 14 };
    const index = (await call(t, 'getLabourIndex', body)).body.data;
    const attendance = (await call(t, 'getLabourAttendanceChart', body)).body.data;
    const [present, registered] = attendance.series;
    const managersIn = (await call(t, 'getManagerInChart', body)).body.data.series[0]!.data;
    expect(present!.data.at(-1)! + managersIn.at(-1)!).toBe(index.present);
    expect(registered!.data.every((n) => n === index.workers)).toBe(true);
    // Per-company series add up to the attendance of each day.
    const byCompany = (await call(t, 'getLabourTrendChart', body)).body.data.series;
    expect(present!.data.map((_, day) => byCompany.reduce((sum, s) => sum + s.data[day]!, 0))).toEqual(present!.data);
    // Workers present are the inward passes; the v2 chart shows the same workers.
    const passes = (await call(t, 'getLabourTrendChartV2', body)).body.data.series;
    expect(passes[0]!.data).toEqual(present!.data);
    expect((await call(t, 'getLabourAttendanceChartV2', body)).body.data.series.map((s) => s.data)).toEqual([present!.data, managersIn]);
    const signs = (await call(t, 'listSignRecords', body)).body.data;
    expect(signs.total).toBe(passes[0]!.data.at(-1)! + passes[1]!.data.at(-1)!);
    const summary = (await call(t, 'getV2Labour', body)).body.data;
    expect(summary).toMatchObject({ present: index.present, total: index.total });
    const teams = (await call(t, 'getLabourTop', body)).body.data;
    expect(teams.total).toBe(present!.data.at(-1));
    const companies = (await call(t, 'getLabourCompanyTop', body)).body.data;
    expect(companies.total).toBe(index.workers);
  });

  it.each([
    {
      kind: 'security',
      overview: 'getSecurityOverview',
      list: 'listSecurityInspections',
      pies: ['getSecurityTypeChart', 'getSecurityUnitChart', 'getSecurityTermChart'],
    },
    {
      kind: 'quality',
      overview: 'getQualityOverview',
      list: 'listQualityInspections',
      pies: ['getQualityTypeChart', 'getQualityUnitChart', 'getQualityTermChart'],
    },
  ] as const)('$kind inspections: the overview, the list and the three pies count the same issues', async ({ overview, list, pies }) => {
    const body = { tenantId: 1, projectId: PROJECT.binjiang };
    const totals = (await call(t, overview, body)).body.data;
    expect(totals.total).toBeGreaterThan(0);
    expect(totals.pending + totals.rectifying + totals.rectified + totals.overdue).toBe(totals.total);
    expect((await call(t, list, body)).body.data.total).toBe(totals.total);
    for (const pie of pies) expect((await call(t, pie, body)).body.data.total, pie).toBe(totals.total);
  });

  it("the v2 safety chart's 已整改 counts the security overview's rectified issues", async () => {
    const body = { tenantId: 1, projectId: PROJECT.binjiang };
    const { rectified } = (await call(t, 'getSecurityOverview', body)).body.data;
    const safety = (await call(t, 'getV2SafetyChart', body)).body.data;
    expect(safety.list.find((s) => s.name === '已整改')?.value).toBe(rectified);
  });

  it('AI alarms: the type pie, the log and the 90-day chart count the same alarms', async () => {
    const body = { tenantId: 1, projectId: PROJECT.metro };
    const total = (await call(t, 'listAiLogs', body)).body.data.total;
    expect((await call(t, 'getAiTypeChart', body)).body.data.total).toBe(total);
    expect((await call(t, 'listV2AiLogs', body)).body.data.total).toBe(total);
    const chart = (await call(t, 'getV2AiDayChart', { ...body, days: 90 })).body.data;
    expect(chart.series[0]!.data.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('switching a sprayer', () => {
  it('changes its state, logs the action and shows in the next answers', async () => {
    const body = { tenantId: 1, projectId: PROJECT.binjiang };
    const sprayers = (await call(t, 'listSprayers', body)).body.data.list;
    const logsBefore = (await call(t, 'listSprayLogs', body)).body.data.total;
    const reply = await call(t, 'switchSprayer', { ...body, id: sprayers[0]!.id, action: 'on' });
    expect(reply.status).toBe(200);
    expect(validateAnswer('switchSprayer', reply.body)).toEqual([]);
    expect(reply.body.data).toMatchObject({ status: 'on', mode: 'manual' });
    expect((await call(t, 'listSprayers', body)).body.data.list[0]!.status).toBe('on');
    const logs = (await call(t, 'listSprayLogs', body)).body.data;
    expect(logs.total).toBe(logsBefore + 1);
    expect(logs.list[0]).toMatchObject({ operator: '系统管理员', action: 'on' });
    expect((await call(t, 'switchSprayer', { ...body, id: 999_999, action: 'off' })).status).toBe(404);
  });
});

describe('different projects give different data', () => {
  it('no two seeded projects share their labour KPIs, warning pie or camera list', async () => {
    for (const operationId of ['getLabourIndex', 'getWarningPieChart', 'listDashboardVideos', 'getV2ProjectInfo'] as const) {
      const answers = await Promise.all(
        PROJECTS.map(async (p) => JSON.stringify((await call(t, operationId, { tenantId: tenantOf(p), projectId: p })).body.data)),
      );
      expect(new Set(answers).size, operationId).toBe(PROJECTS.length);
    }
  });
});

describe('today moves with the date', () => {
  it('a day later, new facts exist for the new day and the figures follow them', async () => {
    const body = { tenantId: 1, projectId: PROJECT.binjiang };
    const before = (await call(t, 'listSignRecords', body)).body.data;
    expect(before.list[0]!.time.startsWith(today)).toBe(true);
    const tomorrow = addDays(today, 1);
    const later = await startApp({ now: () => new Date(atTime(tomorrow, '12:00:00')) });
    const laterToken = await later.login(DEMO_ACCOUNTS.admin);
    const after = (await later.operation('listSignRecords', body, { token: laterToken })).body.data;
    expect(after.total).toBeGreaterThan(0);
    expect(after.list.every((record) => record.time.startsWith(tomorrow))).toBe(true);
    const chart = (await later.operation('getLabourAttendanceChart', body, { token: laterToken })).body.data;
    expect(chart.categories.at(-1)).toBe(shortDay(tomorrow));
    // Yesterday's figures are unchanged facts: the day-before point equals today's earlier answer.
    const earlier = (await call(t, 'getLabourAttendanceChart', body)).body.data;
    expect(chart.series[0]!.data.at(-2)).toBeGreaterThanOrEqual(earlier.series[0]!.data.at(-1)!);
  });
});
