// Everything a handler or plugin needs besides the request, created once per app.
import type { SchemaValidator } from '@smartsite/api/document';
import { siteClock, type SiteTime } from '../clock';
import type { ResolvedOptions } from '../config';
import type { PrismaClient } from '../db/client';
import type { DatabaseEngine } from '../db/engine';
import { parseScenario, type Scenario } from '../scenarios';
import type { SmsCodeStore } from '../auth/sms';
import type { SharedChange, SharedState } from '../shared/state';
import { AnswerCache } from './answer-cache';
import { DemoClock, parseClockSetting } from './demo-clock';
import { FactsKeeper } from './facts-keeper';
import { LoginAccounts } from './login-accounts';
import { ModuleStore } from './modules';
import { PrincipalStore } from './principals';
import type { RecentRequests } from './request-log';
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
  /** The username, password hash and status a login checks. */
  loginAccounts: LoginAccounts;
  /** Display-share tokens and what they may call. */
  shares: ShareStore;
  modules: ModuleStore;
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
  const { prisma } = database;
  const principals = new PrincipalStore(prisma);
  const shares = new ShareStore(prisma);
  const modules = new ModuleStore(prisma);
  const answers = new AnswerCache();
  const demoClock = new DemoClock(options.now, clockSetting(options.clock, options.now()));
  const clock = siteClock(demoClock.now);
  const today = () => clock().today;
  const services: Services = {
    options,
    prisma,
    validator,
    clock,
    demoClock,
    principals,
    loginAccounts: new LoginAccounts(prisma),
    shares,
    modules,
    answers,
    sms: shared.sms,
    facts: new FactsKeeper(
      (day) => database.topUpFacts(day),
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

function forgetDerived({ principals, loginAccounts, shares, modules, answers }: Services) {
  principals.clear();
  loginAccounts.clear();
  shares.clear();
  modules.clear();
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
      return; // the auth plugin listens for these
  }
}

function clockSetting(value: string, realNow: Date) {
  try {
    return parseClockSetting(value, realNow);
  } catch (error) {
    throw new Error(`MOCK_CLOCK: ${(error as Error).message}`);
  }
}
