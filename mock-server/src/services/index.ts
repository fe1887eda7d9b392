// Everything a handler or plugin needs besides the request, created once per app.
import type { SchemaValidator } from '@smartsite/api/document';
import { siteClock, type SiteTime } from '../clock';
import type { ResolvedOptions } from '../config';
import type { PrismaClient } from '../db/client';
import type { Scenario } from '../scenarios';
import { SmsCodes } from '../auth/sms';
import { AnswerCache } from './answer-cache';
import { DemoClock, parseClockSetting } from './demo-clock';
import { FactsKeeper } from './facts-keeper';
import { ModuleStore } from './modules';
import { PrincipalStore } from './principals';
import { RequestLog } from './request-log';
import { ShareStore } from './shares';

export interface Services {
  options: ResolvedOptions;
  prisma: PrismaClient;
  validator: SchemaValidator;
  /** The current business time (now, today, ISO instant) of the demo clock, formatted once per second. */
  clock(): SiteTime;
  /** What the business time follows: the real time, a time of day, or a frozen instant. */
  demoClock: DemoClock;
  principals: PrincipalStore;
  /** Display-share tokens and what they may call. */
  shares: ShareStore;
  modules: ModuleStore;
  answers: AnswerCache;
  sms: SmsCodes;
  facts: FactsKeeper;
  /** The SQLite file (the control page's reset reseeds it in place). */
  databaseFile: string;
  /** The latest answered API operations (the control page). */
  requestLog: RequestLog;
  /** The scenario set through /__mock/scenario for every request. */
  scenario: { current: Scenario | null };
  /** Forgets everything derived from the data; runs after every successful write. */
  invalidate(): void;
}

export function createServices(options: ResolvedOptions, prisma: PrismaClient, validator: SchemaValidator, databaseFile: string): Services {
  const principals = new PrincipalStore(prisma);
  const shares = new ShareStore(prisma);
  const modules = new ModuleStore(prisma);
  const answers = new AnswerCache();
  const invalidate = () => {
    principals.clear();
    shares.clear();
    modules.clear();
    answers.clear();
  };
  const demoClock = new DemoClock(options.now, clockSetting(options.clock, options.now()));
  const clock = siteClock(demoClock.now);
  const today = () => clock().today;
  return {
    options,
    prisma,
    validator,
    clock,
    demoClock,
    principals,
    shares,
    modules,
    answers,
    sms: new SmsCodes(options.now),
    facts: new FactsKeeper(databaseFile, today, () => answers.clear()),
    databaseFile,
    requestLog: new RequestLog(),
    scenario: { current: null },
    invalidate,
  };
}

function clockSetting(value: string, realNow: Date) {
  try {
    return parseClockSetting(value, realNow);
  } catch (error) {
    throw new Error(`MOCK_CLOCK: ${(error as Error).message}`);
  }
}
