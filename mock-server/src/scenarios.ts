// Named behaviours for testing the frontend's error paths (README, /docs): chosen per request with
// the x-mock-scenario header or for every request through /__mock/scenario. The fault:* names break the
// contract on purpose, for the contract suite's self-test only.
import { CATALOGUE } from './errors';

export const SCENARIO_NAMES = [
  'expired-token',
  'forbidden',
  'server-error',
  'bad-gateway',
  'timeout',
  'module-expired',
  'malformed-login',
  'malformed-userinfo',
  'ids-as-strings',
  'fault:drop-required',
  'fault:wrong-type',
  'fault:wrong-success-code',
  'fault:skip-auth',
] as const;

export type Scenario = { name: (typeof SCENARIO_NAMES)[number] } | { name: 'slow'; ms: number } | { name: 'code'; code: number };

export const SCENARIO_HEADER = 'x-mock-scenario';

/** The names a server answers: the fault:* ones only when it was started with faults on (MOCK_FAULTS=on). */
export const allowedScenarioNames = (faults: boolean): string[] => [
  ...SCENARIO_NAMES.filter((name) => faults || !isFault(name)),
  'slow:<ms>',
  'code:<n>',
];

const isFault = (name: string) => name.startsWith('fault:');

/** Parses a scenario name; throws an Error whose message says what is accepted. */
export function parseScenario(value: string, { faults }: { faults: boolean }): Scenario {
  const text = value.trim();
  const slow = /^slow:(\d{1,6})$/.exec(text);
  if (slow) return { name: 'slow', ms: Number(slow[1]) };
  const code = /^code:(\d{3})$/.exec(text);
  if (code) {
    const n = Number(code[1]);
    if (!(n in CATALOGUE)) throw new Error(`code:${n} is not a catalogue code (${Object.keys(CATALOGUE).join(', ')})`);
    return { name: 'code', code: n };
  }
  const known = (SCENARIO_NAMES as readonly string[]).includes(text);
  if (known && (faults || !isFault(text))) return { name: text as (typeof SCENARIO_NAMES)[number] };
  const why = known
    ? `"${text}" is a contract fault, answered only when the server runs with MOCK_FAULTS=on`
    : `unknown scenario "${text}"`;
  throw new Error(`${why}; expected one of ${allowedScenarioNames(faults).join(', ')}`);
}

export const formatScenario = (scenario: Scenario): string =>
  scenario.name === 'slow' ? `slow:${scenario.ms}` : scenario.name === 'code' ? `code:${scenario.code}` : scenario.name;
