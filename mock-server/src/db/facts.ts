// The daily facts the dashboards summarise. Each (project, day) is generated from its own PRNG stream
// keyed by (seed, project, day), so a day's facts do not depend on when they are generated: a database
// seeded last week and topped up today holds the same facts as one seeded today. Generated days are
// recorded in FactDay; topUpFacts fills the days from the last one to today, on SQLite or PostgreSQL.
import { addDays, atTime, daysBetween } from '../clock';
import { ALARM_SNAPSHOTS, alarmSnapshotUrl } from '../media/addresses';
import { PRODUCTION_VIEWS, productionPhotoUrl } from '../media/production-photos';
import { dailyLogText } from './phrases';
import { Random } from './prng';
import type { SqlSession, Writer } from './sql';
import { temperatureAt, weatherOf, type DayWeather } from './weather';
import {
  AI_ALARM_TYPES,
  QUALITY_CATEGORIES,
  QUALITY_ISSUES,
  RESPONSIBLE_UNITS,
  SECURITY_CATEGORIES,
  SECURITY_ISSUES,
  VEHICLE_SOURCES,
  VEHICLE_TYPES,
  WARNING_TYPES,
  PLATE_LETTERS,
  personName,
} from './vocabulary';

/** Days of history a simulated project keeps (ChartRangeBody allows up to 90). */
const HISTORY_DAYS = 90;
/** Days of weather forecast beyond today. */
const FORECAST_DAYS = 3;

interface ProjectFacts {
  id: number;
  city: string;
  startDate: string;
  workers: { id: number }[];
  managers: { id: number; name: string }[];
  siteCameras: { id: number }[];
  devices: { id: number; kind: string; name: string }[];
  phases: { name: string; actualStart: string; actualEnd: string }[];
}

async function loadProject(db: SqlSession, projectId: number): Promise<ProjectFacts> {
  const all = <T>(sql: string) => db.all<T>(sql, [projectId]);
  const [project] = await all<{ id: number; city: string; startDate: string }>(
    'SELECT "id", "city", "startDate" FROM "Project" WHERE "id" = ?',
  );
  return {
    ...project!,
    workers: await all('SELECT "id" FROM "Worker" WHERE "projectId" = ? ORDER BY "id"'),
    managers: await all('SELECT "id", "name" FROM "ManagerTeamMember" WHERE "projectId" = ? ORDER BY "id"'),
    siteCameras: await all('SELECT "id" FROM "Camera" WHERE "projectId" = ? AND "kind" = \'site\' ORDER BY "id"'),
    devices: await all('SELECT "id", "kind", "name" FROM "Device" WHERE "projectId" = ? ORDER BY "id"'),
    phases: await all('SELECT "name", "actualStart", "actualEnd" FROM "ProgressItem" WHERE "projectId" = ? ORDER BY "sort"'),
  };
}

/** One project-day being generated: where rows go, its PRNG stream and what the day is like. */
interface FactDayContext {
  insert: Writer['insert'];
  insertOnce: Writer['insertOnce'];
  rng: Random;
  project: ProjectFacts;
  pid: number;
  day: string;
  weather: DayWeather;
  rainy: boolean;
  sunday: boolean;
}

/**
 * Generates one day of facts for one project (the caller runs it inside a transaction). The domains draw from
 * one PRNG stream in turn, so their order here is part of the data: changing it changes every later domain.
 */
function generateDay(writer: Writer, seed: number, project: ProjectFacts, day: string) {
  const rng = new Random(seed, 'facts', project.id, day);
  const weather = weatherOf(seed, project.city, day);
  const facts: FactDayContext = {
    insert: writer.insert,
    insertOnce: writer.insertOnce,
    rng,
    project,
    pid: project.id,
    day,
    weather,
    rainy: weather.weather.includes('雨'),
    sunday: new Date(`${day}T00:00:00Z`).getUTCDay() === 0,
  };
  const present = labour(facts);
  aiAlarms(facts);
  deviceWarnings(facts);
  inspections(facts);
  environment(facts);
  utilities(facts, present);
  vehicles(facts);
  liftingWork(facts);
  sprayerRuns(facts);
  production(facts, present, new Random(seed, 'daily-log', project.id, day));
  weatherForecast(facts, seed);
  writer.insert('FactDay', { projectId: project.id, date: day });
}

/** A worker is present when they pass the gate in the morning; they leave in the evening. Returns how many came. */
function labour({ insert, rng, project, pid, day, rainy, sunday }: FactDayContext): number {
  const presence = (sunday ? 0.55 : 0.86) - (rainy ? 0.12 : 0) + rng.float(-0.04, 0.04, 2);
  let present = 0;
  for (const worker of project.workers) {
    if (!rng.chance(presence)) continue;
    present++;
    insert('AccessEvent', { projectId: pid, workerId: worker.id, date: day, time: atTime(day, rng.clock(390, 510)), direction: 'in' });
    insert('AccessEvent', { projectId: pid, workerId: worker.id, date: day, time: atTime(day, rng.clock(1020, 1140)), direction: 'out' });
  }
  for (const manager of project.managers) {
    if (rng.chance(sunday ? 0.5 : 0.9))
      insert('ManagerAttendance', { projectId: pid, memberId: manager.id, date: day, inTime: atTime(day, rng.clock(450, 540)) });
  }
  return present;
}

/** AI alarms from the site cameras. */
function aiAlarms({ insert, rng, project, pid, day }: FactDayContext) {
  const alarms = rng.int(0, 2 + Math.floor(project.siteCameras.length / 2));
  for (let a = 0; a < alarms && project.siteCameras.length; a++) {
    insert('AiAlarm', {
      projectId: pid,
      cameraId: rng.pick(project.siteCameras).id,
      type: rng.weighted(AI_ALARM_TYPES.map((type, i) => [type, 6 - i] as const)),
      date: day,
      time: atTime(day, rng.clock(420, 1080)),
      image: alarmSnapshotUrl(rng.int(1, ALARM_SNAPSHOTS)),
      handledOn: rng.chance(0.85) ? addDays(day, rng.int(0, 3)) : null,
    });
  }
}

/** Each monitoring module raises warnings only when the project has its devices. */
const WARNING_MODULES: [keyof typeof WARNING_TYPES, string][] = [
  ['塔吊监测', 'crane'],
  ['升降机监测', 'elevator'],
  ['环境监测', 'environment'],
  ['用电监测', 'power'],
];

/** Device warnings. */
function deviceWarnings({ insert, rng, project, pid, day }: FactDayContext) {
  for (const [module, kind] of WARNING_MODULES) {
    const devices = project.devices.filter((d) => d.kind === kind);
    if (!devices.length) continue;
    const count = rng.int(0, kind === 'environment' ? 3 : 1 + devices.length);
    for (let w = 0; w < count; w++) {
      const device = rng.pick(devices);
      const type = rng.pick(WARNING_TYPES[module]);
      insert('Warning', {
        projectId: pid,
        type,
        module,
        level: rng.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ]),
        content: `${device.name}${type}`,
        deviceName: device.name,
        date: day,
        time: atTime(day, rng.clock(0, 1440)),
        handledOn: rng.chance(0.9) ? addDays(day, rng.int(0, 4)) : null,
      });
    }
  }
}

/** Security and quality issues found on the day, rectified (or not) some days later. */
function inspections({ insert, rng, project, pid, day, sunday }: FactDayContext) {
  const kinds = [
    ['security', sunday ? 0 : rng.int(0, 3), SECURITY_CATEGORIES, SECURITY_ISSUES],
    ['quality', sunday ? 0 : rng.int(0, 2), QUALITY_CATEGORIES, QUALITY_ISSUES],
  ] as const;
  for (const [kind, count, categories, issues] of kinds) {
    for (let i = 0; i < count; i++) {
      const category = rng.pick(categories);
      const rectified = rng.chance(0.82);
      insert('Inspection', {
        projectId: pid,
        kind,
        title: (issues as Record<string, string>)[category]!,
        category,
        unit: rng.pick(RESPONSIBLE_UNITS),
        level: rng.weighted([
          ['一般', 7],
          ['较大', 2],
          ['重大', 1],
        ]),
        checker: project.managers.length ? rng.pick(project.managers).name : personName(rng),
        date: day,
        checkTime: atTime(day, rng.clock(540, 1020)),
        deadline: addDays(day, rng.int(3, 10)),
        rectifyTime: rectified ? atTime(addDays(day, rng.int(1, 12)), rng.clock(540, 1080)) : null,
      });
    }
  }
}

/** Environment readings every two hours, following the weather. */
function environment({ insert, rng, pid, day, weather, rainy }: FactDayContext) {
  for (let hour = 0; hour < 24; hour += 2) {
    const base = rainy ? 18 : 35 + weather.aqi / 4;
    const workHours = hour >= 8 && hour <= 18;
    insert('EnvironmentReading', {
      projectId: pid,
      date: day,
      time: atTime(day, `${String(hour).padStart(2, '0')}:00:00`),
      pm25: rng.float(base * 0.7, base * 1.3 + (workHours ? 10 : 0)),
      pm10: rng.float(base * 1.2, base * 1.9 + (workHours ? 20 : 0)),
      noise: rng.float(workHours ? 58 : 42, workHours ? 78 : 55),
      temperature: temperatureAt(weather, `${String(hour).padStart(2, '0')}:00`),
      humidity: rng.float(weather.humidity - 8, weather.humidity + 6),
      windSpeed: rng.float(0.5, 6.5),
    });
  }
}

/** Water and power, growing with the workers present. */
function utilities({ insert, rng, pid, day }: FactDayContext, present: number) {
  insert('UtilityUsage', {
    projectId: pid,
    date: day,
    water: rng.float(20 + present * 0.35, 30 + present * 0.5),
    power: rng.float(800 + present * 12, 1200 + present * 18),
  });
}

/** Vehicles through the gate. */
function vehicles({ insert, rng, project, pid, day }: FactDayContext) {
  const count = rng.int(4, 6 + Math.floor(project.workers.length / 8));
  for (let v = 0; v < count; v++) {
    const [source, prefix] = rng.pick(VEHICLE_SOURCES);
    const plate = prefix + Array.from({ length: 5 }, () => rng.pick(PLATE_LETTERS.split(''))).join('');
    const inMinute = rng.int(360, 1020);
    insert('VehiclePass', {
      projectId: pid,
      date: day,
      plate,
      type: rng.weighted(VEHICLE_TYPES.map((type, i) => [type, 5 - i] as const)),
      source,
      inTime: atTime(day, rng.clock(inMinute, inMinute + 1)),
      outTime: rng.chance(0.92) ? atTime(day, rng.clock(Math.min(inMinute + 20, 1430), Math.min(inMinute + 180, 1439))) : null,
    });
  }
}

/** The daily work of cranes and elevators. */
function liftingWork({ insert, rng, project, pid, day, rainy }: FactDayContext) {
  for (const device of project.devices) {
    if (device.kind === 'crane') {
      insert('DeviceWorkLog', {
        projectId: pid,
        deviceId: device.id,
        date: day,
        hours: rng.float(rainy ? 2 : 5, rainy ? 6 : 10.5),
        cycles: rng.int(rainy ? 15 : 40, rainy ? 60 : 160),
      });
    } else if (device.kind === 'elevator') {
      insert('DeviceWorkLog', { projectId: pid, deviceId: device.id, date: day, hours: rng.float(6, 11), cycles: rng.int(60, 210) });
    }
  }
}

/** Sprayers run automatically twice on dry days. */
function sprayerRuns({ insert, rng, project, pid, day, rainy }: FactDayContext) {
  if (rainy) return;
  const sprayers = project.devices.filter((d) => d.kind === 'sprayer');
  for (const [on, off] of [
    [600, 630],
    [900, 930],
  ] as const) {
    for (const sprayer of sprayers) {
      const log = (action: 'on' | 'off', minute: number) =>
        insert('SprayLog', {
          projectId: pid,
          deviceId: sprayer.id,
          action,
          mode: 'auto',
          operator: '系统',
          date: day,
          time: atTime(day, rng.clock(minute, minute + 5)),
        });
      log('on', on);
      log('off', off);
    }
  }
}

/** The production log and a photo of the phases under way. */
function production({ insert, insertOnce, rng, project, pid, day, weather, rainy }: FactDayContext, present: number, logRng: Random) {
  const phases = project.phases.filter((p) => p.actualStart <= day && p.actualEnd >= day).map((p) => p.name);
  insertOnce('ProductionDaily', {
    projectId: pid,
    date: day,
    weather: `${weather.weather} ${weather.low}~${weather.high}℃`,
    content: dailyLogText(logRng, { phases, present, rainy }),
    author: project.managers[0]?.name ?? '项目部',
  });
  if (rng.chance(0.6)) {
    const phase = rng.pick(phases.length ? phases : ['现场准备']);
    insert('ProductionPhoto', {
      projectId: pid,
      title: `${phase}施工现场`,
      url: productionPhotoUrl(phase, rng.int(1, PRODUCTION_VIEWS)),
      date: day,
      time: atTime(day, rng.clock(540, 1020)),
    });
  }
}

/** The day's weather and the forecast (each day from its own stream, so they agree whenever written). */
function weatherForecast({ insertOnce, project, pid, day }: FactDayContext, seed: number) {
  for (let ahead = 0; ahead <= FORECAST_DAYS; ahead++) {
    const date = addDays(day, ahead);
    insertOnce('WeatherDay', { projectId: pid, date, ...weatherOf(seed, project.city, date) });
  }
}

/** Refreshes the live readings of cranes, elevators and sprayers to those of `day`. */
function refreshReadings(writer: Writer, seed: number, project: ProjectFacts, day: string) {
  const rng = new Random(seed, 'readings', project.id, day);
  const update = { run: (reading: string, time: string, id: number) => writer.run(UPDATE_READING, [reading, time, id]) };
  for (const device of project.devices) {
    const time = atTime(day, rng.clock(480, 1080));
    if (device.kind === 'crane') {
      const reading = {
        loadTon: rng.float(0.5, 6),
        heightM: rng.float(20, 90),
        radiusM: rng.float(8, 55),
        windSpeed: rng.float(0.5, 9),
        angle: rng.float(0, 360),
      };
      update.run(JSON.stringify({ ...reading, loadRatio: Math.round((reading.loadTon / 8) * 1000) / 10 }), time, device.id);
    } else if (device.kind === 'elevator') {
      const people = rng.int(0, 12);
      const loadKg = people * 75 + rng.int(0, 600);
      update.run(
        JSON.stringify({
          floor: rng.int(1, 28),
          loadKg,
          loadRatio: Math.round((loadKg / 2000) * 1000) / 10,
          speed: rng.float(0, 1.2),
          people,
        }),
        time,
        device.id,
      );
    } else {
      update.run('{}', time, device.id);
    }
  }
  writer.run(UPDATE_SPRAYER_RUN, [project.id]);
}

const UPDATE_READING = 'UPDATE "Device" SET "reading" = ?, "updateTime" = ? WHERE "id" = ?';
const UPDATE_SPRAYER_RUN =
  'UPDATE "Device" SET "lastRunTime" = (SELECT MAX("time") FROM "SprayLog" WHERE "deviceId" = "Device"."id" AND "action" = \'on\') ' +
  'WHERE "projectId" = ? AND "kind" = \'sprayer\'';

/** Generates the missing fact days of every simulated project, from HISTORY_DAYS ago to `today`. */
export async function topUpFacts(db: SqlSession, seed: number, today: string): Promise<number> {
  const projects = await db.all<{ id: number }>('SELECT "id" FROM "Project" WHERE "simulated" = ? ORDER BY "id"', [true]);
  let generated = 0;
  for (const { id } of projects) {
    const [{ last } = { last: null }] = await db.all<{ last: string | null }>(
      'SELECT MAX("date") AS "last" FROM "FactDay" WHERE "projectId" = ?',
      [id],
    );
    const project = await loadProject(db, id);
    let day = last ? addDays(last, 1) : addDays(today, 1 - HISTORY_DAYS);
    if (day < project.startDate) day = project.startDate;
    if (daysBetween(day, today) < 0) continue;
    await db.write((writer) => {
      for (; day <= today; day = addDays(day, 1)) {
        generateDay(writer, seed, project, day);
        generated++;
      }
      refreshReadings(writer, seed, project, today);
    });
  }
  return generated;
}
