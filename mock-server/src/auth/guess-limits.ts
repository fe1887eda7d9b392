// What the public operations that guess or send secrets may do per client, derived from one setting
// (AUTH_RATE_LIMIT, attempts per address and account): lifting it, as the benchmarks do, lifts them all.
// - Guesses of one account's secret, per client address: its password (both password logins share the budget)
//   or the SMS code of its phone (phone login and registration share it).
// - Guesses per client address, whatever the account and operation: ten times the above, so that many distinct
//   usernames from one address, each costing a password hash, are refused too, while an office behind one address
//   still logs in.
// - SMS codes sent per client address and per number (from any address), over ten windows: a real gateway
//   charges for each and a number can be flooded.
// - Failed guesses of one account's secret from any address: 100 an hour at the default 30/1m (OWASP ASVS 2.2.1).
//   Only failures count, so a shared demo account logging in all day is never locked out; once they are spent,
//   even the right secret gets 429 until the window ends.
// A client address is an IPv4 address or an IPv6 /64 block (one subscriber's usual allocation, which holds more
// addresses than anyone could try); an IPv4-mapped IPv6 address counts as the IPv4 address.
import { isIP } from 'node:net';
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

/** The key a client address counts under: the address for IPv4, its /64 block for IPv6 ('2001:db8:0:1::/64'). */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const hextets = isIP(ip.split('%')[0]!) === 6 ? hextetsOf(ip) : null;
  if (!hextets) return ip;
  const [h0, h1, h2, h3, h4, h5, h6, h7] = hextets as [number, number, number, number, number, number, number, number];
  if (h0 === 0 && h1 === 0 && h2 === 0 && h3 === 0 && h4 === 0 && h5 === 0xffff) return `${h6 >> 8}.${h6 & 255}.${h7 >> 8}.${h7 & 255}`;
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (checked by isIP): '::' expanded, a trailing dotted quad as two groups. */
function hextetsOf(ip: string): number[] {
  let text = ip.split('%')[0]!;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string | undefined) => (part ? part.split(':').map((hextet) => parseInt(hextet, 16)) : []);
  const [head, tail] = text.split('::');
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The address a request counts under (see addressKey). */
const client = (request: FastifyRequest) => addressKey(request.ip);

/** The budgets by name, for one AUTH_RATE_LIMIT. */
export function guessBudgets({ max, timeWindowMs }: RateLimit) {
  const longer = timeWindowMs * 10;
  return {
    password: { limit: { max, timeWindowMs }, key: (request) => `${client(request)}|${body(request).username ?? ''}` },
    code: { limit: { max, timeWindowMs }, key: (request) => `${client(request)}|${body(request).phone ?? ''}` },
    client: { limit: { max: max * 10, timeWindowMs }, key: client },
    smsClient: { limit: { max, timeWindowMs: longer }, key: client },
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

/** Failed guesses of one account's secret from any address, per 60 windows: 100 an hour at 30/1m. */
export const accountFailureLimit = ({ max, timeWindowMs }: RateLimit): RateLimit => ({
  max: Math.ceil((max * 10) / 3),
  timeWindowMs: timeWindowMs * 60,
});

/** The account whose secret each operation guesses, as the key its failures count under. */
export const ACCOUNT_OF: Record<string, (request: FastifyRequest) => string> = {
  getAccessToken: (request) => `user|${body(request).username ?? ''}`,
  getAccessTokenV2: (request) => `user|${body(request).username ?? ''}`,
  savePhonePassword: (request) => `phone|${body(request).phone ?? ''}`,
  register: (request) => `phone|${body(request).phone ?? ''}`,
};

const failed = new WeakSet<FastifyRequest>();

/** Marks a request's guess as wrong (a wrong password or SMS code): it counts against the account's failures. */
export function guessFailed(request: FastifyRequest): void {
  failed.add(request);
}

export const isFailedGuess = (request: FastifyRequest): boolean => failed.has(request);

/** Where the failures of each account are counted (one instance's memory, or the store instances share). */
export interface AccountFailures {
  /**
   * Counts an attempt on an account before its answer is known (so that concurrent attempts cannot pass the
   * limit together): the attempts counted in the account's window, this one included, and the ms the window has
   * left. A window starts at the first attempt counted.
   */
  attempt(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes an attempt back: it did not fail. */
  forgive(key: string): Promise<void>;
}

/** In memory, on the app's clock; windows that ended are dropped as attempts come. */
export class LocalAccountFailures implements AccountFailures {
  /** In the order the windows started, which (all being as long) is the order they end in. */
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => Date) {}

  async attempt(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const now = this.now().getTime();
    for (const [started, { endsAt }] of this.windows) {
      if (endsAt > now) break;
      this.windows.delete(started);
    }
    let window = this.windows.get(key);
    if (!window) this.windows.set(key, (window = { count: 0, endsAt: now + windowMs }));
    window.count++;
    return { count: window.count, ttlMs: window.endsAt - now };
  }

  async forgive(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && --window.count <= 0) this.windows.delete(key);
  }
}
