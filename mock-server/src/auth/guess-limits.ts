// What the public operations that guess or send secrets may do per client, derived from one setting
// (AUTH_RATE_LIMIT, attempts per address and account): lifting it, as the benchmarks do, lifts them all.
// - Guesses of one account's secret, per client address: its password (both password logins share the budget)
//   or the SMS code of its phone (phone login and registration share it).
// - Guesses per client address, whatever the account and operation: ten times the above, so that many distinct
//   usernames from one address, each costing a password hash, are refused too, while an office behind one address
//   still logs in.
// - SMS codes sent per client address and per number (from any address), over ten windows: a real gateway
//   charges for each and a number can be flooded.
import type { FastifyRequest } from 'fastify';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

interface Budget {
  limit: RateLimit;
  /** Who the budget counts: the key under which attempts are counted (within the budget's name). */
  key(request: FastifyRequest): string;
}

interface LimitedBody {
  username?: string;
  phone?: string;
}

const body = (request: FastifyRequest) => (request.body ?? {}) as LimitedBody;

/** The budgets by name, for one AUTH_RATE_LIMIT. */
export function guessBudgets({ max, timeWindowMs }: RateLimit) {
  const longer = timeWindowMs * 10;
  return {
    password: { limit: { max, timeWindowMs }, key: (request) => `${request.ip}|${body(request).username ?? ''}` },
    code: { limit: { max, timeWindowMs }, key: (request) => `${request.ip}|${body(request).phone ?? ''}` },
    client: { limit: { max: max * 10, timeWindowMs }, key: (request) => request.ip },
    smsClient: { limit: { max, timeWindowMs: longer }, key: (request) => request.ip },
    smsNumber: { limit: { max: Math.ceil(max / 6), timeWindowMs: longer }, key: (request) => body(request).phone ?? '' },
  } satisfies Record<string, Budget>;
}

type BudgetName = keyof ReturnType<typeof guessBudgets>;

/** The budgets each limited operation counts against (all of them, at every attempt). */
export const BUDGETS_OF: Record<string, readonly BudgetName[]> = {
  getAccessToken: ['password', 'client'],
  getAccessTokenV2: ['password', 'client'],
  savePhonePassword: ['code', 'client'],
  register: ['code', 'client'],
  sendLoginMsgCode: ['smsClient', 'smsNumber'],
};
