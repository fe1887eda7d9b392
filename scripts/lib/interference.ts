// Issue 38's interference test: 8 runs at once against one mock (one instance, or several behind nginx), each with
// writes, a scenario and a demo clock of its own, as 8 developers, QA pipelines or demos sharing the mock would.
// Every round a run sets its scenario and clock, adds a contract with its own code, then reads back the scenario,
// the clock and the contract total it expects. Each mismatch is cross-talk (another run's setting or rows seen);
// a failed call is a finding. In their own workspaces both must be 0; all in the default workspace, the cross-talk
// is the interference a shared mock shows (expected non-zero, measured and printed).

const RUNS = 8;
const ROUNDS = 6;
const ADMIN = { username: 'admin', password: 'admin123' };
const PROJECT = { tenantId: 1, projectId: 1 };

interface InterferenceResult {
  mode: 'own workspaces' | 'default workspace';
  runs: number;
  rounds: number;
  /** Read-backs made (scenario, clock and total per round and run). */
  checks: number;
  /** Read-backs that saw another run's scenario, clock or rows. */
  crossTalk: number;
  byKind: { scenario: number; clock: number; rows: number };
  /** Calls that failed (anything but 200), with the first few. */
  findings: string[];
  seconds: number;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One run: its workspace (undefined: the default one), its scenario and its clock. */
async function oneRun(baseUrl: string, index: number, workspace: string | undefined, result: InterferenceResult, controlToken?: string) {
  const base: Record<string, string> = {
    'content-type': 'application/json',
    ...(workspace ? { 'x-mock-workspace': workspace } : {}),
    ...(controlToken ? { 'x-mock-control-token': controlToken } : {}),
  };
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T | undefined> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...base, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) {
      result.findings.push(`run ${index}: ${method} ${path} answered ${response.status} ${text.slice(0, 160)}`);
      return undefined;
    }
    return (JSON.parse(text) as Envelope<T>).data;
  };
  // Scenarios that leave every answer correct, each run its own: a few ms of delay.
  const scenario = `slow:${index + 1}`;
  const clock = `${String(8 + index).padStart(2, '0')}:${String(index * 7).padStart(2, '0')}`;
  const login = await call<{ token: string }>('POST', '/api/getAccessToken', ADMIN);
  if (!login) return;
  const total = async () =>
    (await call<{ total: number }>('POST', '/api/project/contractTable', { ...PROJECT, pageNo: 1, pageSize: 1 }, login.token))?.total;
  let expected = await total();
  if (expected === undefined) return;
  for (let round = 0; round < ROUNDS; round++) {
    await call('PUT', '/__mock/scenario', { name: scenario });
    await call('PUT', '/__mock/clock', { value: clock });
    const added = await call(
      'POST',
      '/api/project/addContract',
      {
        ...PROJECT,
        name: `干扰测试合同 ${index}-${round}`,
        code: `IF-${index}-${round}`,
        partyA: '中建智慧建设集团',
        partyB: `第 ${index} 组`,
        amount: 1000 + index,
        signDate: '2026-03-15',
      },
      login.token,
    );
    if (added !== undefined) expected += 1;
    const state = await call<{ scenario: string | null; clock: { value: string } }>('GET', '/__mock/state');
    const seen = await total();
    if (!state || seen === undefined) continue;
    result.checks += 3;
    const crossed = { scenario: state.scenario !== scenario, clock: state.clock.value !== clock, rows: seen !== expected };
    for (const kind of ['scenario', 'clock', 'rows'] as const)
      if (crossed[kind]) {
        result.crossTalk++;
        result.byKind[kind]++;
      }
    // What the others added is now part of what this run sees.
    expected = seen;
  }
}

/**
 * The 8 runs at once against `baseUrl`: each in a workspace of its own (made from the seed before, deleted after),
 * or all in the default workspace.
 */
export async function interference(
  baseUrl: string,
  mode: InterferenceResult['mode'],
  { controlToken, prefix = 'interference' }: { controlToken?: string; prefix?: string } = {},
): Promise<InterferenceResult> {
  const result: InterferenceResult = {
    mode,
    runs: RUNS,
    rounds: ROUNDS,
    checks: 0,
    crossTalk: 0,
    byKind: { scenario: 0, clock: 0, rows: 0 },
    findings: [],
    seconds: 0,
  };
  const token: Record<string, string> = controlToken ? { 'x-mock-control-token': controlToken } : {};
  // A JSON content type with no body is a 400: only the POSTs say it.
  const headers = { 'content-type': 'application/json', ...token };
  const names = Array.from({ length: RUNS }, (_, index) => `${prefix}-${process.pid}-${index}`);
  const own = mode === 'own workspaces';
  if (own)
    for (const name of names) {
      const response = await fetch(`${baseUrl}/__mock/workspaces`, { method: 'POST', headers, body: JSON.stringify({ name }) });
      if (!response.ok) throw new Error(`workspace ${name} not made: HTTP ${response.status} ${await response.text()}`);
    }
  const started = performance.now();
  try {
    await Promise.all(names.map((name, index) => oneRun(baseUrl, index, own ? name : undefined, result, controlToken)));
  } finally {
    result.seconds = Math.round((performance.now() - started) / 100) / 10;
    if (own) for (const name of names) await fetch(`${baseUrl}/__mock/workspaces/${name}`, { method: 'DELETE', headers: token });
    else for (const path of ['/__mock/scenario', '/__mock/clock']) await fetch(`${baseUrl}${path}`, { method: 'DELETE', headers: token });
  }
  return result;
}

export function formatInterference(result: InterferenceResult): string {
  const share = result.checks ? ((100 * result.crossTalk) / result.checks).toFixed(0) : '0';
  return (
    `${result.mode}: ${result.runs} runs × ${result.rounds} rounds in ${result.seconds} s: ${result.crossTalk} of ${result.checks} ` +
    `read-backs saw another run (${share} %: scenario ${result.byKind.scenario}, clock ${result.byKind.clock}, rows ${result.byKind.rows}); ` +
    `${result.findings.length} findings${result.findings.length ? `: ${result.findings.slice(0, 3).join(' | ')}` : ''}`
  );
}
