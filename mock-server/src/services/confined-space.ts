// The confined spaces of a simulated site (有限空间作业监测): which spaces a project monitors, the day's work in
// them and their detectors' gas readings at any minute. Nothing is stored: like the weather's curve, everything is
// a function of the seed, the project, the day and the minute, so every panel and every reload agree. A work
// window opens with ventilation and a gas test; the crew enters some minutes later and leaves when it ends. Now and
// then the gas goes past a limit: before entry (the test fails, entry waits) or at night in a closed sewer or pit,
// never with anyone inside.
import type { Schemas } from '@smartsite/api';
import { atTime } from '../clock';
import { Random } from '../db/prng';
import type { FactWindow } from './labour';

/** Alarm limits: O2 19.5-23.5 % vol (GB 8958), H2S 10 ppm, CO 24 ppm (GBZ 2.1 PC-STEL 30 mg/m³), LEL 10 / 25 %. */
export const CONFINED_SPACE_THRESHOLDS: Schemas['ConfinedSpaceThresholds'] = {
  o2Min: 19.5,
  o2Max: 23.5,
  h2sAlarm: 10,
  coAlarm: 24,
  lelWarning: 10,
  lelAlarm: 25,
};

type Gas = 'o2' | 'h2s' | 'co' | 'lel';
type Kind = 'sewer' | 'pit' | 'tunnel' | 'tank';

/** The spaces a site may have; a project monitors two to four of them. */
const CATALOGUE: readonly { name: string; location: string; kind: Kind }[] = [
  { name: '1#污水检查井', location: '东侧市政接驳口', kind: 'sewer' },
  { name: '化粪池', location: '生活区北侧', kind: 'sewer' },
  { name: '地下室集水井', location: '地下二层 B2-3 轴', kind: 'pit' },
  { name: '电缆隧道', location: '南侧配电房至 1# 楼', kind: 'tunnel' },
  { name: '地下消防水池', location: '地下一层东北角', kind: 'tank' },
  { name: '雨水顶管工作井', location: '西侧围挡内', kind: 'pit' },
];

/** A space's quiet readings (low, high) per gas, and what goes wrong in it when something does. */
const PROFILES: Record<Kind, { quiet: Record<Gas, [number, number]>; hazard: Gas }> = {
  sewer: { quiet: { o2: [20.3, 20.9], h2s: [0.4, 3.2], co: [0, 3], lel: [0, 4] }, hazard: 'h2s' },
  pit: { quiet: { o2: [20.5, 20.9], h2s: [0, 1.2], co: [0, 2], lel: [1, 6] }, hazard: 'lel' },
  tunnel: { quiet: { o2: [20.2, 20.9], h2s: [0, 0.3], co: [0, 4], lel: [0, 2] }, hazard: 'o2' },
  tank: { quiet: { o2: [19.9, 20.8], h2s: [0, 0.2], co: [0, 1], lel: [0, 1] }, hazard: 'o2' },
};

interface Space {
  id: number;
  name: string;
  location: string;
  kind: Kind;
}

/** A stretch of minutes in which a gas drifts to `peak` and back. */
interface Episode {
  from: number;
  to: number;
  gas: Gas;
  peak: number;
}

interface WorkWindow {
  space: Space;
  start: number;
  end: number;
  /** When the crew goes in: after the gas test, and after a failed one has cleared. */
  entry: number;
  responsible: string;
  crew: { name: string; entry: number }[];
}

/** What the model reads from the database (repositories.site.confinedSpaceSite). */
export interface ConfinedSpaceSite {
  seed: number;
  simulated: boolean;
  /** Workers through the gate today, in a fixed order. */
  workers: string[];
  managers: string[];
}

function spacesOf(seed: number, projectId: number): Space[] {
  const rng = new Random(seed, 'confined-spaces', projectId);
  const pool = [...CATALOGUE];
  return Array.from({ length: rng.int(2, 4) }, (_, index) => {
    const [picked] = pool.splice(rng.int(0, pool.length - 1), 1);
    return { id: index + 1, ...picked! };
  });
}

const clockOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
const minuteOf = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
const fiveMinutes = (minute: number) => Math.round(minute / 5) * 5;

/** The day's work windows and gas episodes of every space. */
function dayPlan(site: ConfinedSpaceSite, projectId: number, spaces: Space[], day: string) {
  const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
  const crewRng = new Random(site.seed, 'confined-crew', projectId, day);
  const free = [...site.workers];
  const windows: WorkWindow[] = [];
  const episodes = new Map<number, Episode[]>();
  for (const space of spaces) {
    const rng = new Random(site.seed, 'confined-work', projectId, space.id, day);
    const { hazard } = PROFILES[space.kind];
    const spaceEpisodes: Episode[] = [];
    // A closed sewer or pit builds up gas overnight (the fixed detector reads it; nobody is in).
    if (space.kind !== 'tunnel' && space.kind !== 'tank' && rng.chance(0.35)) {
      const from = rng.int(60, 240);
      spaceEpisodes.push({ from, to: from + rng.int(40, 150), gas: hazard, peak: hazardPeak(rng, hazard) });
    }
    const shifts: [number, number, number, number, number][] = [
      [510, 570, 120, 180, sunday ? 0.3 : 0.75],
      [810, 870, 90, 150, sunday ? 0.2 : 0.5],
    ];
    for (const [earliest, latest, shortest, longest, chance] of shifts) {
      if (!rng.chance(chance)) continue;
      const start = fiveMinutes(rng.int(earliest, latest));
      const end = fiveMinutes(start + rng.int(shortest, longest));
      let entry = start + rng.int(15, 25);
      // The gas test before entry fails now and then: ventilation runs on until it clears.
      if (rng.chance(0.2)) {
        const to = start + rng.int(8, 18);
        spaceEpisodes.push({ from: start - rng.int(20, 60), to, gas: hazard, peak: hazardPeak(rng, hazard) });
        entry = to + rng.int(8, 12);
      }
      const size = Math.min(free.length, rng.int(1, 3));
      const crew = Array.from({ length: size }, (_, index) => ({
        name: free.splice(crewRng.int(0, free.length - 1), 1)[0]!,
        entry: entry + index * rng.int(1, 4),
      }));
      const responsible = site.managers.length ? rng.pick(site.managers) : '项目部';
      windows.push({ space, start, end, entry, responsible, crew });
    }
    episodes.set(space.id, spaceEpisodes);
  }
  return { windows: windows.sort((a, b) => a.start - b.start || a.space.id - b.space.id), episodes };
}

/** How far a gas goes in an episode: mostly past the alarm, sometimes (LEL) only past the warning. */
function hazardPeak(rng: Random, gas: Gas): number {
  const { h2sAlarm, coAlarm, lelWarning, lelAlarm, o2Min } = CONFINED_SPACE_THRESHOLDS;
  if (gas === 'h2s') return rng.float(h2sAlarm + 1, h2sAlarm + 9);
  if (gas === 'co') return rng.float(coAlarm + 2, coAlarm + 20);
  if (gas === 'lel') return rng.chance(0.4) ? rng.float(lelWarning + 2, lelAlarm - 3) : rng.float(lelAlarm + 2, lelAlarm + 12);
  return rng.float(o2Min - 1.5, o2Min - 0.4);
}

/** A gas's reading at a minute: a slow drift inside its quiet range, a little noise, ventilation, an episode. */
function reading(
  seed: number,
  projectId: number,
  space: Space,
  day: string,
  minute: number,
  gas: Gas,
  ventilated: boolean,
  episodes: Episode[],
) {
  const [low, high] = PROFILES[space.kind].quiet[gas];
  const phase = new Random(seed, 'confined-drift', projectId, space.id, gas).next() * 2 * Math.PI;
  const drift = 0.5 + 0.5 * Math.sin((minute / 1440) * 2 * Math.PI * 3 + phase);
  const noise = new Random(seed, 'confined-noise', projectId, space.id, gas, day, minute).float(-0.08, 0.08, 2);
  let value = low + (high - low) * Math.min(1, Math.max(0, drift + noise));
  // Forced air brings a space toward fresh air (20.9 % O2, nothing else).
  if (ventilated) value = gas === 'o2' ? value + (20.9 - value) * 0.7 : value * 0.35;
  for (const episode of episodes) {
    if (episode.gas !== gas || minute < episode.from || minute > episode.to) continue;
    // Rises fast, holds past the limit for most of the stretch, falls back at its end.
    const strength = Math.min(1, 3 * Math.sin((Math.PI * (minute - episode.from)) / Math.max(1, episode.to - episode.from)));
    value += (episode.peak - value) * strength;
  }
  return Math.round(value * 10) / 10;
}

/** normal, warning (LEL past its first level only) or alarm (any reading past its alarm limit). */
export function spaceStatus(readings: Record<Gas, number>, limits = CONFINED_SPACE_THRESHOLDS): Schemas['ConfinedSpace']['status'] {
  if (
    readings.o2 < limits.o2Min ||
    readings.o2 > limits.o2Max ||
    readings.h2s >= limits.h2sAlarm ||
    readings.co >= limits.coAlarm ||
    readings.lel >= limits.lelAlarm
  )
    return 'alarm';
  return readings.lel >= limits.lelWarning ? 'warning' : 'normal';
}

/** A permit waits for the safety officer's 08:00 round, is approved until the crew goes in, closes at the end. */
function permitStatus(window: WorkWindow, minute: number): Schemas['ConfinedSpacePermitStatus'] {
  if (minute >= window.end) return '已关闭';
  if (minute >= window.entry) return '作业中';
  return minute < 480 ? '待审批' : '已批准';
}

/** The board at `until`: readings now, today's permits and who is inside now. */
export function confinedSpaceBoard(
  site: ConfinedSpaceSite,
  projectId: number,
  { today, until }: FactWindow,
): Schemas['ConfinedSpaceBoard'] {
  if (!site.simulated) return { thresholds: CONFINED_SPACE_THRESHOLDS, spaces: [], permits: [], people: [] };
  const minute = minuteOf(until);
  const spaces = spacesOf(site.seed, projectId);
  const { windows, episodes } = dayPlan(site, projectId, spaces, today);
  const at = (m: number) => atTime(today, clockOf(m));
  const inside = windows.flatMap((window) =>
    minute < window.end ? window.crew.filter((person) => person.entry <= minute).map((person) => ({ window, person })) : [],
  );
  return {
    thresholds: CONFINED_SPACE_THRESHOLDS,
    spaces: spaces.map((space) => {
      const ventilated = windows.some((window) => window.space === space && minute >= window.start && minute < window.end);
      const read = (gas: Gas) => reading(site.seed, projectId, space, today, minute, gas, ventilated, episodes.get(space.id) ?? []);
      const readings = { o2: read('o2'), h2s: read('h2s'), co: read('co'), lel: read('lel') };
      return {
        id: space.id,
        name: space.name,
        location: space.location,
        status: spaceStatus(readings),
        ...readings,
        peopleInside: inside.filter(({ window }) => window.space === space).length,
        updateTime: at(minute),
      };
    }),
    permits: windows.map((window, index) => ({
      permitNo: `YXKJ-${today.replaceAll('-', '')}-${String(index + 1).padStart(2, '0')}`,
      spaceId: window.space.id,
      spaceName: window.space.name,
      validFrom: at(window.start - 30),
      validTo: at(window.end + 30),
      responsible: window.responsible,
      status: permitStatus(window, minute),
    })),
    people: inside
      .sort((a, b) => a.person.entry - b.person.entry)
      .map(({ window, person }) => ({
        name: person.name,
        spaceId: window.space.id,
        spaceName: window.space.name,
        entryTime: at(person.entry),
      })),
  };
}
