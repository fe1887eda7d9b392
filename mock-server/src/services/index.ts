// Everything the plugins and routes need besides the request, created once per app (a handler gets none of it: it
// receives the repositories, the caller, the clock and the body; handlers/context.ts).
import type { SchemaValidator } from '@smartsite/api/document';
import { siteClock, type SiteTime } from '../clock';
import type { ResolvedOptions } from '../config';
import type { DatabaseEngine } from '../db/engine';
import { parseScenario, type Scenario } from '../scenarios';
import type { SmsCodeStore } from '../auth/sms';
import type { SharedChange, SharedState } from '../shared/state';
import { AnswerCache } from './answer-cache';
import { DemoClock, parseClockSetting } from './demo-clock';
import { openDataSource, type DataSource } from '../repositories';
import { FactsKeeper } from './facts-keeper';
import type { RecentRequests } from './request-log';

export interface Services {
  options: ResolvedOptions;
  /** The app's database and the caches of its data (bound to repositories by plugins/app/repositories.ts). */
  data: DataSource;
  validator: SchemaValidator;
  /** The current business time (now, today, ISO instant) of the demo clock, formatted once per second. */
  clock(): SiteTime;
  /** What the business time follows: the real time, a time of day, or a frozen instant. */
  demoClock: DemoClock;
  answers: AnswerCache;
  sms: SmsCodeStore;
  facts: FactsKeeper;
  /** The database (the control page's reset reseeds it in place). */
  database: DatabaseEngine;
  /** What the instances sharing the database must agree on (local when the server runs alone). */
  shared: SharedState;
  /** The latest answered API operations (the control page). */
  requestLog: RecentRequests;
  /** The scenario set through /__mock/scenario for every request. */
  scenario: { current: Scenario | null };
  /** Forgets everything derived from the data, here and in the other instances; runs after every successful write. */
  invalidate(): Promise<void>;
}

export function createServices(
  options: ResolvedOptions,
  database: DatabaseEngine,
  validator: SchemaValidator,
  shared: SharedState,
): Services {
  const answers = new AnswerCache();
  const demoClock = new DemoClock(options.now, clockSetting(options.clock, options.now()));
  const clock = siteClock(demoClock.now);
  const today = () => clock().today;
  const services: Services = {
    options,
    data: openDataSource(database.prisma),
    validator,
    clock,
    demoClock,
    answers,
    sms: shared.sms,
    facts: new FactsKeeper(
      // Through services: a workspace closed for a while reopens on another engine.
      (day) => services.database.topUpFacts(day),
      today,
      () => {
        answers.clear();
        void shared.announce({ kind: 'data' });
      },
    ),
    database,
    shared,
    requestLog: shared.requests,
    scenario: { current: null },
    async invalidate() {
      forgetDerived(services);
      await shared.announce({ kind: 'data' });
    },
  };
  shared.onChange((change) => applyChange(services, change));
  return services;
}

function forgetDerived({ data, answers }: Services) {
  data.caches.clear();
  answers.clear();
}

/** Applies here a change another instance announced (or one stored before this instance started). */
export function applyChange(services: Services, change: SharedChange): void {
  switch (change.kind) {
    case 'data':
      return forgetDerived(services);
    case 'reset':
    case 'resync':
      forgetDerived(services);
      return services.facts.forget();
    case 'scenario':
      services.scenario.current = change.value ? parseScenario(change.value, services.options) : null;
      return;
    case 'latency':
      services.options.latencyMs = change.ms;
      return;
    case 'clock':
      services.demoClock.set(clockSetting(change.value, services.options.now()), change.setAt);
      return services.answers.clear();
    case 'revoked':
    case 'workspace-deleted':
      return; // the auth and workspaces plugins listen for these
  }
}

function clockSetting(value: string, realNow: Date) {
  try {
    return parseClockSetting(value, realNow);
  } catch (error) {
    throw new Error(`MOCK_CLOCK: ${(error as Error).message}`);
  }
}
