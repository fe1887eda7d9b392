// Warnings, AI alarms and inspections up to now, latest first (their statuses are derived from the day
// in services/safety.ts).
import type { PrismaClient } from '../db/client';
import type { FactWindow } from '../services/labour';

export type InspectionKind = 'security' | 'quality';

export class SafetyRepository {
  constructor(private readonly db: PrismaClient) {}

  /** All warnings of the project up to now, latest first (optionally of one monitoring module). */
  warnings(projectId: number, { until }: FactWindow, module?: string) {
    return this.db.warning.findMany({
      where: { projectId, time: { lte: until }, ...(module ? { module } : {}) },
      orderBy: [{ time: 'desc' }, { id: 'desc' }],
    });
  }

  /** Warnings of the projects still open at `window` (not handled by today). */
  openWarningCount(projectIds: number[], window: FactWindow): Promise<number> {
    return this.db.warning.count({
      where: { projectId: { in: projectIds }, time: { lte: window.until }, OR: [{ handledOn: null }, { handledOn: { gt: window.today } }] },
    });
  }

  /** Warnings raised today up to now. */
  warningsTodayCount(projectId: number, window: FactWindow): Promise<number> {
    return this.db.warning.count({ where: { projectId, date: window.today, time: { lte: window.until } } });
  }

  aiAlarms(projectId: number, { until }: FactWindow) {
    return this.db.aiAlarm.findMany({
      where: { projectId, time: { lte: until } },
      include: { camera: { select: { name: true } } },
      orderBy: [{ time: 'desc' }, { id: 'desc' }],
    });
  }

  inspections(projectId: number, kind: InspectionKind, { until }: FactWindow) {
    return this.db.inspection.findMany({
      where: { projectId, kind, checkTime: { lte: until } },
      orderBy: [{ checkTime: 'desc' }, { id: 'desc' }],
    });
  }
}

export type WarningRecord = Awaited<ReturnType<SafetyRepository['warnings']>>[number];
export type AiAlarmRecord = Awaited<ReturnType<SafetyRepository['aiAlarms']>>[number];
export type InspectionRecord = Awaited<ReturnType<SafetyRepository['inspections']>>[number];
