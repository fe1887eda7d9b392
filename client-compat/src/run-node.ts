// The one way this workspace runs a tool: node with a script by path (never npx, so no network lookups), in the
// workspace, output captured. Shared by the matrix (generators, tsc, smoke scripts) and the linters (Spectral).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE = fileURLToPath(new URL('..', import.meta.url));
export const ROOT = join(WORKSPACE, '..');
/** A file of the root's node_modules (a CLI run by path). */
export const bin = (path: string) => join(ROOT, 'node_modules', path);

export interface NodeRun {
  ok: boolean;
  status: number | null;
  /** Standard output alone (a tool's JSON report). */
  stdout: string;
  /** Standard output and error as they came. */
  output: string;
}

/** Runs node with the arguments in the workspace, `env` added to this process's; resolves when it exits. */
export function runNode(args: string[], env: Record<string, string> = {}): Promise<NodeRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: WORKSPACE, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ ok: status === 0, status, stdout, output }));
  });
}
