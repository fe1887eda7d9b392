// Everything a handler or plugin needs besides the request, created once per app.
import type { SchemaValidator } from '@smartsite/api/document';
import { siteClock, type SiteTime } from '../clock';
import type { ResolvedOptions } from '../config';
import type { PrismaClient } from '../db/client';
import type { Scenario } from '../scenarios';
import { SmsCodes } from '../auth/sms';
import { AnswerCache } from './answer-cache';
import { FactsKeeper } from './facts-keeper';
import { ModuleStore } from './modules';
import { PrincipalStore } from './principals';

export interface Services {
  options: ResolvedOptions;
  prisma: PrismaClient;
  validator: SchemaValidator;
  /** The current site time (now, today, ISO instant), formatted once per second. */
  clock(): SiteTime;
  principals: PrincipalStore;
  modules: ModuleStore;
  answers: AnswerCache;
  sms: SmsCodes;
  facts: FactsKeeper;
  /** The scenario set through /__mock/scenario for every request. */
  scenario: { current: Scenario | null };
  /** Forgets everything derived from the data; runs after every successful write. */
  invalidate(): void;
}

export function createServices(options: ResolvedOptions, prisma: PrismaClient, validator: SchemaValidator, databaseFile: string): Services {
  const principals = new PrincipalStore(prisma);
  const modules = new ModuleStore(prisma);
  const answers = new AnswerCache();
  const invalidate = () => {
    principals.clear();
    modules.clear();
    answers.clear();
  };
  const clock = siteClock(options.now);
  const today = () => clock().today;
  return {
    options,
    prisma,
    validator,
    clock,
    principals,
    modules,
    answers,
    sms: new SmsCodes(options.now),
    facts: new FactsKeeper(databaseFile, today, () => answers.clear()),
    scenario: { current: null },
    invalidate,
  };
}
