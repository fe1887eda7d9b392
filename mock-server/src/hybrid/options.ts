// Hybrid mode's settings (MOCK_UPSTREAM, MOCK_LOCAL, MOCK_LOCAL_AS, MOCK_UPSTREAM_TIMEOUT_MS, MOCK_RECORD,
// MOCK_REPLAY) and which operations the mock keeps for itself.
import type { OperationInfo } from '@smartsite/api/document';

export interface HybridOptions {
  /** Base URL every API call is forwarded to first (MOCK_UPSTREAM); absent with replay alone. */
  upstream?: string;
  /** Operations the mock always answers (MOCK_LOCAL): operationIds and `tag:<name>`. */
  local?: string[];
  /** The seeded account the mock answers local and fallen-back calls as (MOCK_LOCAL_AS; default admin). */
  localAs?: string;
  /** How long the upstream may take before the mock answers instead (MOCK_UPSTREAM_TIMEOUT_MS; default 3000). */
  timeoutMs?: number;
  /** Folder each upstream exchange is written to, redacted (MOCK_RECORD). */
  recordDir?: string;
  /** Folder of recordings that answer matching calls before the mock does (MOCK_REPLAY). */
  replayDir?: string;
}

/** The environment variables of hybrid mode (checked together by hybridFromEnv). */
export const HYBRID_VARIABLES = ['MOCK_UPSTREAM', 'MOCK_UPSTREAM_TIMEOUT_MS', 'MOCK_LOCAL', 'MOCK_LOCAL_AS', 'MOCK_RECORD', 'MOCK_REPLAY'];

export const DEFAULT_LOCAL_AS = 'admin';
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 3000;

/** The hybrid settings of the environment, or undefined when none is set (the mock alone, no hook at all). */
export function hybridFromEnv(env: NodeJS.ProcessEnv): HybridOptions | undefined {
  const upstream = env.MOCK_UPSTREAM?.trim();
  const replayDir = env.MOCK_REPLAY?.trim();
  if (!upstream && !replayDir) {
    const stray = ['MOCK_LOCAL', 'MOCK_LOCAL_AS', 'MOCK_UPSTREAM_TIMEOUT_MS', 'MOCK_RECORD'].filter((name) => env[name]);
    if (stray.length) throw new Error(`${stray.join(', ')} need MOCK_UPSTREAM (the backend to forward to)`);
    return undefined;
  }
  if (upstream && !/^https?:\/\/[^/]/i.test(upstream)) throw new Error(`MOCK_UPSTREAM must be an http(s) URL, got "${upstream}"`);
  const timeout = env.MOCK_UPSTREAM_TIMEOUT_MS;
  if (timeout !== undefined && !/^[1-9]\d*$/.test(timeout.trim()))
    throw new Error(`MOCK_UPSTREAM_TIMEOUT_MS must be a positive integer, got "${timeout}"`);
  if (env.MOCK_RECORD && !upstream) throw new Error('MOCK_RECORD needs MOCK_UPSTREAM (the backend whose answers are recorded)');
  return {
    ...(upstream ? { upstream: upstream.replace(/\/+$/, '') } : {}),
    local: (env.MOCK_LOCAL ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    localAs: env.MOCK_LOCAL_AS?.trim() || DEFAULT_LOCAL_AS,
    timeoutMs: timeout ? Number(timeout) : DEFAULT_UPSTREAM_TIMEOUT_MS,
    ...(env.MOCK_RECORD ? { recordDir: env.MOCK_RECORD } : {}),
    ...(replayDir ? { replayDir } : {}),
  };
}

/** The operationIds MOCK_LOCAL names; an entry that names nothing stops the server, since a typo would go unnoticed. */
export function localOperations(entries: readonly string[], operations: readonly OperationInfo[]): Set<string> {
  const local = new Set<string>();
  for (const entry of entries) {
    const matched = entry.startsWith('tag:')
      ? operations.filter((op) => op.tag === entry.slice(4))
      : operations.filter((op) => op.operationId === entry);
    if (!matched.length) throw new Error(`MOCK_LOCAL: "${entry}" is neither an operationId nor tag:<name> of openapi.yaml`);
    for (const op of matched) local.add(op.operationId);
  }
  return local;
}
