// Labour figures, all computed from the gate passes (AccessEvent) and manager attendance records: a
// worker is present on a day when they passed the gate inward that day, up to now.
import type { PrismaClient } from '../db/client';
import { countBy, percent } from './charts';

/** Facts are filtered to `until` (now, ISO +08:00): today's figures grow as the day goes on. */
export interface FactWindow {
  today: string;
  until: string;
}

export async function labourSummary(prisma: PrismaClient, projectId: number, { today, until }: FactWindow) {
  const [workers, managers, workersPresent, managersPresent, teams, companies] = await Promise.all([
    prisma.worker.count({ where: { projectId } }),
    prisma.managerTeamMember.count({ where: { projectId } }),
    prisma.accessEvent.count({ where: { projectId, date: today, direction: 'in', time: { lte: until } } }),
    prisma.managerAttendance.count({ where: { projectId, date: today, inTime: { lte: until } } }),
    prisma.team.count({ where: { projectId } }),
    prisma.company.count({ where: { projectId } }),
  ]);
  const total = workers + managers;
  const present = workersPresent + managersPresent;
  return { total, present, attendanceRate: percent(present, total), managers, workers, teams, companies, workersPresent, managersPresent };
}

/** Workers present per day over the given days. */
export async function workersPresentPerDay(prisma: PrismaClient, projectId: number, days: string[], until: string) {
  const events = await prisma.accessEvent.findMany({
    where: { projectId, direction: 'in', date: { gte: days[0]!, lte: days[days.length - 1]! }, time: { lte: until } },
    select: { date: true },
  });
  return countBy(events, (e) => e.date);
}

export async function managersPresentPerDay(prisma: PrismaClient, projectId: number, days: string[], until: string) {
  const records = await prisma.managerAttendance.findMany({
    where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! }, inTime: { lte: until } },
    select: { date: true },
  });
  return countBy(records, (r) => r.date);
}

/** Gate passes of the days with their worker, team and company. */
export async function passes(prisma: PrismaClient, projectId: number, days: string[], until: string) {
  return prisma.accessEvent.findMany({
    where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! }, time: { lte: until } },
    select: {
      id: true,
      date: true,
      time: true,
      direction: true,
      worker: {
        select: { name: true, workType: true, photo: true, team: { select: { name: true } }, company: { select: { name: true } } },
      },
    },
    orderBy: [{ time: 'desc' }, { id: 'desc' }],
  });
}

type Pass = Awaited<ReturnType<typeof passes>>[number];

/** A gate pass as the labour log shows it. */
export const passRow = (e: Pass) => ({
  id: e.id,
  name: e.worker.name,
  team: e.worker.team.name,
  workType: e.worker.workType,
  direction: e.direction as 'in' | 'out',
  time: e.time,
});

/** Today's sign-ins and sign-outs, latest first (the 50 latest) with their count. */
export async function signList(prisma: PrismaClient, projectId: number, window: FactWindow) {
  const today = await passes(prisma, projectId, [window.today], window.until);
  return { list: today.slice(0, 50).map((e) => ({ ...passRow(e), photo: e.worker.photo })), total: today.length };
}

/** Workers per team and company, and how many of them are present today. */
export async function crews(prisma: PrismaClient, projectId: number, { today, until }: FactWindow) {
  const [workers, presentToday] = await Promise.all([
    prisma.worker.findMany({
      where: { projectId },
      select: {
        id: true,
        teamId: true,
        companyId: true,
        team: { select: { name: true } },
        company: { select: { name: true, leader: true } },
      },
    }),
    prisma.accessEvent.findMany({ where: { projectId, date: today, direction: 'in', time: { lte: until } }, select: { workerId: true } }),
  ]);
  const present = new Set(presentToday.map((e) => e.workerId));
  return workers.map((w) => ({ ...w, present: present.has(w.id) }));
}
