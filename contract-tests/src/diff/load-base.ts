// The base of the breaking-change gate: a file, or openapi.yaml as committed at a git ref.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'yaml';

export interface LoadedDocument {
  /** Where it came from, for the report: a path or `REF:path`. */
  source: string;
  document: unknown;
}

/** Reads `base` as a file when one exists at that path, else as `documentPath` at the git ref `base`. */
export function loadBase(base: string, documentPath: string, repoRoot: string): LoadedDocument {
  if (existsSync(base)) return { source: base, document: parse(readFileSync(base, 'utf8')) };
  const inRepo = relative(repoRoot, documentPath).split('\\').join('/');
  let text: string;
  try {
    text = execFileSync('git', ['show', `${base}:${inRepo}`], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`--base ${base} is neither a file nor a git ref holding ${inRepo}${stderr ? `: ${stderr}` : ''}`);
  }
  return { source: `${base}:${inRepo}`, document: parse(text) };
}

export function loadFile(path: string): LoadedDocument {
  return { source: path, document: parse(readFileSync(path, 'utf8')) };
}
