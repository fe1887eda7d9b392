// What `npm start` prints once it listens, before any request line: where to open the demo, who to log in as,
// where the control page is and how to stop. A newcomer otherwise has to find all four in the READMEs.
import { CONTROL_TOKEN_HEADER, type ControlPolicy } from './control';
import { DEMO_ACCOUNTS } from './db/reference';

/** Who each demo account is, in a few words (the README's table says more). */
const WHO: Record<keyof typeof DEMO_ACCOUNTS, string> = {
  admin: 'system user: every tenant and project',
  tenant: 'tenant user of the first tenant',
  user: 'ordinary user with two projects',
  guest: 'ordinary user with no project',
  tenant2: 'tenant user of the second tenant',
};

/**
 * The address to show: where the server answers, with the loopback address a browser needs no IP for written as
 * `localhost` (the address the READMEs give).
 */
function displayUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname === '127.0.0.1') parsed.hostname = 'localhost';
  return parsed.origin;
}

function controlLine(control: ControlPolicy, url: string): string {
  if (!control.enabled) return 'off (MOCK_CONTROL=off)';
  const page = `${url}/__mock/  (scenarios, latency, demo clock, reset)`;
  return control.requiresToken ? `${page}, with the header ${CONTROL_TOKEN_HEADER} (see the log line about it)` : page;
}

/** The banner's text; `url` is where the server answers (the network address when it serves the network). */
export function startBanner(url: string, control: ControlPolicy, extraLines: readonly string[] = []): string {
  const shown = displayUrl(url);
  const width = Math.max(...Object.values(DEMO_ACCOUNTS).map((account) => account.username.length));
  const passwordWidth = Math.max(...Object.values(DEMO_ACCOUNTS).map((account) => account.password.length));
  const accounts = (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).map((name) => {
    const { username, password } = DEMO_ACCOUNTS[name];
    return `      ${username.padEnd(width)}  ${password.padEnd(passwordWidth)}  ${WHO[name]}`;
  });
  return [
    '',
    `  smartsite is running at ${shown}`,
    '',
    '  demo accounts (username, password):',
    ...accounts,
    `  control page: ${controlLine(control, shown)}`,
    '  API docs:     ' + `${shown}/docs`,
    ...extraLines.map((line) => `  ${line}`),
    '  stop:         Ctrl+C',
    '',
    '',
  ].join('\n');
}
