// Labour figures, all computed from the gate passes (AccessEvent) and manager attendance records: a
// worker is present on a day when they passed the gate inward that day, up to now.
import type { PrismaClient } from '../db/client';
import { countBy, percent } from '../services/charts';
import type { FactWindow } from '../services/labour';

export class LabourRepository {
  constructor(private readonly db: PrismaClient) {}

  async summary(projectId: number, { today, until }: FactWindow) {
    const { db } = this;
    const [workers, managers, workersPresent, managersPresent, teams, companies] = await Promise.all([
      db.worker.count({ where: { projectId } }),
      db.managerTeamMember.count({ where: { projectId } }),
      db.accessEvent.count({ where: { projectId, date: today, direction: 'in', time: { lte: until } } }),
      db.managerAttendance.count({ where: { projectId, date: today, inTime: { lte: until } } }),
      db.team.count({ where: { projectId } }),
      db.company.count({ where: { projectId } }),
    ]);
    const total = workers + managers;
    const present = workersPresent + managersPresent;
    return {
      total,
      present,
      attendanceRate: percent(present, total),
      managers,
      workers,
      teams,
      companies,
      workersPresent,
      managersPresent,
    };
  }

  /** Workers on the roll (the attendance chart's flat series needs nothing else). */
  workerCount(projectId: number): Promise<number> {
    return this.db.worker.count({ where: { projectId } });
  }

  /** Workers and managers on the roll. */
  async headcount(projectId: number) {
    const [workers, managers] = await Promise.all([
      this.db.worker.count({ where: { projectId } }),
      this.db.managerTeamMember.count({ where: { projectId } }),
    ]);
    return { workers, managers };
  }

  /** Workers present per day over the given days. */
  async workersPresentPerDay(projectId: number, days: string[], until: string) {
    const events = await this.db.accessEvent.findMany({
      where: { projectId, direction: 'in', date: { gte: days[0]!, lte: days[days.length - 1]! }, time: { lte: until } },
      select: { date: true },
    });
    return countBy(events, (e) => e.date);
  }

  async managersPresentPerDay(projectId: number, days: string[], until: string) {
    const records = await this.db.managerAttendance.findMany({
      where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! }, inTime: { lte: until } },
      select: { date: true },
    });
    return countBy(records, (r) => r.date);
  }

  /** Gate passes of the days with their worker, team and company. */
  passes(projectId: number, days: string[], until: string) {
    return this.db.accessEvent.findMany({
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

  /** Workers per team and company, and how many of them are present today. */
  async crews(projectId: number, { today, until }: FactWindow) {
    const [workers, presentToday] = await Promise.all([
      this.db.worker.findMany({
        where: { projectId },
        select: {
          id: true,
          teamId: true,
          companyId: true,
          team: { select: { name: true } },
          company: { select: { name: true, leader: true } },
        },
      }),
      this.db.accessEvent.findMany({
        where: { projectId, date: today, direction: 'in', time: { lte: until } },
        select: { workerId: true },
      }),
    ]);
    const present = new Set(presentToday.map((e) => e.workerId));
    return workers.map((w) => ({ ...w, present: present.has(w.id) }));
  }

  companies(projectId: number) {
    return this.db.company.findMany({ where: { projectId }, orderBy: { id: 'asc' } });
  }

  /** How many distinct posts the management team has. */
  async managerPostCount(projectId: number): Promise<number> {
    return (await this.db.managerTeamMember.findMany({ where: { projectId }, distinct: ['post'], select: { post: true } })).length;
  }

  /** The posts of the project's management team, one entry per manager. */
  managerPosts(projectId: number) {
    return this.db.managerTeamMember.findMany({ where: { projectId }, select: { post: true } });
  }
}

export type Pass = Awaited<ReturnType<LabourRepository['passes']>>[number];
