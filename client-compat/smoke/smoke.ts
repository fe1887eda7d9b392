// What every smoke script shares: the calls a new user makes first, against the mock at API_BASE_URL as the
// seeded admin, each answer checked by the generator's own validator. Prints one JSON line: the results.

export const BASE_URL = process.env.API_BASE_URL ?? 'http://127.0.0.1:11000';
export const ADMIN = { username: 'admin', password: 'admin123' };
/** The seeded admin's tenant and the first project (every module authorised). */
export const CONTEXT = { tenantId: 1, projectId: 1 };
/** A project id no seeded record has: the 404 answer. */
export const MISSING_PROJECT = 999_999_999;

export const SMOKE_CALLS = ['log in', 'user info', 'v3 project tree', 'v2 dashboard', '404 answer'] as const;
export type SmokeCall = (typeof SMOKE_CALLS)[number];

export interface SmokeResult {
  call: SmokeCall;
  ok: boolean;
  detail: string;
}

/** Throws unless the value is an exact JavaScript number (a validator that coerces ids to BigInt fails here). */
export function expectNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new Error(`${what} is ${typeof value} ${String(value)}, not an exact number`);
  return value;
}

export function expectStatus(status: number, expected: number): void {
  if (status !== expected) throw new Error(`HTTP ${status}, expected ${expected}`);
}

const results: SmokeResult[] = [];

/** Runs one call; its validator's complaint (or any error) fails it with the first lines of the message. */
export async function smoke(call: SmokeCall, run: () => Promise<string>): Promise<void> {
  try {
    results.push({ call, ok: true, detail: await run() });
  } catch (error) {
    // hey-api's throwOnError throws the error envelope itself, not an Error.
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    results.push({ call, ok: false, detail: message.replace(/\s+/g, ' ').slice(0, 300) });
  }
}

export function report(): void {
  console.log(JSON.stringify(results));
}
