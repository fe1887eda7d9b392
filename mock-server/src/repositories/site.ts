// Cameras, IoT devices, their logs, utilities, vehicles and environment readings of a project.
import type { Schemas } from '@smartsite/api';
import type { PrismaClient } from '../db/client';

/** The spray log that sets a sprayer's state now (its latest up to now), and its latest start. */
export interface SprayerHistory {
  last?: { action: string; mode: string };
  lastRunTime?: string | null;
}

export class SiteRepository {
  constructor(private readonly db: PrismaClient) {}

  async cameraList(projectId: number, kind: 'site' | 'ar'): Promise<Schemas['CameraList']> {
    const cameras = await this.db.camera.findMany({ where: { projectId, kind }, orderBy: { id: 'asc' } });
    return {
      list: cameras.map((c) => ({
        id: c.id,
        name: c.name,
        location: c.location,
        status: c.status as 'online' | 'offline',
        streamUrl: c.streamUrl,
        poster: c.poster,
      })),
      total: cameras.length,
      online: cameras.filter((c) => c.status === 'online').length,
    };
  }

  /** The cameras of the projects (every kind). */
  cameraCount(projectIds: number[]): Promise<number> {
    return this.db.camera.count({ where: { projectId: { in: projectIds } } });
  }

  async cameraCounts(projectId: number) {
    const [total, online] = await Promise.all([
      this.db.camera.count({ where: { projectId } }),
      this.db.camera.count({ where: { projectId, status: 'online' } }),
    ]);
    return { total, online };
  }

  mainCamera(projectId: number) {
    return this.db.camera.findFirst({ where: { projectId, main: true } });
  }

  arMarkers(projectId: number) {
    return this.db.arMarker.findMany({ where: { projectId }, orderBy: { id: 'asc' } });
  }

  delayedVideos(projectId: number) {
    return this.db.delayedVideo.findMany({ where: { projectId }, orderBy: { id: 'asc' } });
  }

  delayedVideo(projectId: number, id: number) {
    return this.db.delayedVideo.findFirst({ where: { id, projectId } });
  }

  /** Water and power used per day over the days. */
  utilityUsage(projectId: number, days: string[]) {
    return this.db.utilityUsage.findMany({ where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! } } });
  }

  devices(projectId: number, kind: string) {
    return this.db.device.findMany({ where: { projectId, kind }, orderBy: { id: 'asc' } });
  }

  /** The devices of the projects (every kind). */
  deviceCount(projectIds: number[]): Promise<number> {
    return this.db.device.count({ where: { projectId: { in: projectIds } } });
  }

  deviceStates(projectId: number) {
    return this.db.device.findMany({ where: { projectId }, select: { kind: true, status: true } });
  }

  deviceWorkLogs(projectId: number, days: string[]) {
    return this.db.deviceWorkLog.findMany({ where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! } } });
  }

  /** Each sprayer's state as its spray log has it up to now (the stored state may be a later day's). */
  async sprayerHistories(projectId: number, until: string): Promise<Map<number, SprayerHistory>> {
    const logs = await this.db.sprayLog.findMany({
      where: { projectId, time: { lte: until } },
      orderBy: [{ time: 'asc' }, { id: 'asc' }],
      select: { deviceId: true, action: true, mode: true, time: true },
    });
    const histories = new Map<number, SprayerHistory>();
    for (const log of logs) {
      const history = histories.get(log.deviceId) ?? {};
      history.last = log;
      if (log.action === 'on') history.lastRunTime = log.time;
      histories.set(log.deviceId, history);
    }
    return histories;
  }

  /** A page of the spray log up to now, filtered by sprayer name or operator. */
  sprayLogPage(projectId: number, until: string, keyword: string | undefined, page: { skip: number; take: number }) {
    const where = {
      projectId,
      time: { lte: until },
      ...(keyword ? { OR: [{ device: { name: { contains: keyword } } }, { operator: { contains: keyword } }] } : {}),
    };
    return Promise.all([
      this.db.sprayLog.findMany({
        where,
        include: { device: { select: { name: true } } },
        orderBy: [{ time: 'desc' }, { id: 'desc' }],
        skip: page.skip,
        take: page.take,
      }),
      this.db.sprayLog.count({ where }),
    ]);
  }

  /** Switches a sprayer by hand and logs it; null when the project has no such sprayer. */
  async switchSprayer(projectId: number, id: number, action: 'on' | 'off', operator: string, time: string, today: string) {
    const { db } = this;
    const device = await db.device.findFirst({ where: { id, projectId, kind: 'sprayer' } });
    if (!device) return null;
    const [updated] = await db.$transaction([
      db.device.update({
        where: { id: device.id },
        data: { switchState: action, mode: 'manual', ...(action === 'on' ? { lastRunTime: time } : {}), updateTime: time },
      }),
      db.sprayLog.create({ data: { projectId, deviceId: device.id, action, mode: 'manual', operator, date: today, time } }),
    ]);
    return updated;
  }

  vehiclePasses(projectId: number, days: string[], until: string) {
    return this.db.vehiclePass.findMany({
      where: { projectId, date: { gte: days[0]!, lte: days[days.length - 1]! }, inTime: { lte: until } },
    });
  }

  /**
   * What the confined-space model draws from: the seed, whether the project is simulated (a project made in the
   * back office has no monitored spaces), who came through the gate today (by worker id, so a crew is the same all
   * day) and the managers who sign permits.
   */
  async confinedSpaceSite(projectId: number, today: string) {
    const { db } = this;
    const [seed, project, entries, managers] = await Promise.all([
      db.setting.findUnique({ where: { key: 'seed' } }),
      db.project.findUnique({ where: { id: projectId }, select: { simulated: true } }),
      db.accessEvent.findMany({
        where: { projectId, date: today, direction: 'in' },
        select: { worker: { select: { name: true } } },
        orderBy: { workerId: 'asc' },
      }),
      db.managerTeamMember.findMany({ where: { projectId }, select: { name: true }, orderBy: { id: 'asc' } }),
    ]);
    return {
      seed: Number(seed?.value ?? 0),
      simulated: project?.simulated ?? false,
      workers: entries.map((entry) => entry.worker.name),
      managers: managers.map((manager) => manager.name),
    };
  }

  /** Environment readings from `since` up to now, oldest first. */
  environmentReadings(projectId: number, since: string, until: string) {
    return this.db.environmentReading.findMany({
      where: { projectId, date: { gte: since }, time: { lte: until } },
      orderBy: { time: 'asc' },
    });
  }
}

export type DeviceRecord = Awaited<ReturnType<SiteRepository['devices']>>[number];
export type UtilityUsageRecord = Awaited<ReturnType<SiteRepository['utilityUsage']>>[number];
