// The frontend's usage as the judge reads it: which screens read the field a finding is about. The usage is data
// the caller passes, like the document (contract-tests/usage/frontend.json, recorded from the screens by
// `npm run usage:record`). With it a finding that breaks the client is ranked by whom it breaks: a named screen,
// or only generated clients (a field the document requires that no screen reads).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Severity, ViolationKind } from './rules';

/** The committed usage file: what the screens read of each answer and what each call sends. */
export interface FrontendUsage {
  $comment: string;
  /** Route -> the screen's name, as findings name it ("v2 项目概况"). */
  screens: Record<string, string>;
  operations: Record<
    string,
    {
      /** The routes of the screens that call the operation. */
      calledBy: string[];
      /** Pointer into the answer -> screen route -> the files (under frontend/src, no extension) that read it. */
      reads: Record<string, Record<string, string[]>>;
      /** Pointers of the fields the frontend sends (JSON body, or query parameters of a GET). */
      sends: string[];
      /**
       * Called only when the user acts on a screen (a form sent, a remove confirmed) or in another build (the
       * navigation-bar version), not when a screen of the default build opens.
       */
      onAction?: true;
    }
  >;
}

/** Where `npm run usage:record` writes the usage. */
const USAGE_PATH = join(dirname(fileURLToPath(import.meta.url)), '../../../contract-tests/usage/frontend.json');

export function readFrontendUsage(path = USAGE_PATH): FrontendUsage {
  return JSON.parse(readFileSync(path, 'utf8')) as FrontendUsage;
}

/** A screen reading a drifting field: its route, its name and the files that read the field. */
export interface ScreenRead {
  route: string;
  name: string;
  panels: string[];
}

/**
 * What a finding breaks, most harmful first: a screen (named), generated clients (the request layer or a field
 * the document requires, read by no screen), or nothing (a departure the request layer tolerates).
 */
export type Impact = 'breaks-screen' | 'breaks-clients' | 'differs-from-document';

export const IMPACTS: readonly Impact[] = ['breaks-screen', 'breaks-clients', 'differs-from-document'];

/** What fails a run: findings that break a screen, those that break any client (the default), or every finding. */
export type FailOn = 'screens' | 'clients' | 'all';

export const FAIL_ON: readonly FailOn[] = ['screens', 'clients', 'all'];

export const failingImpacts = (failOn: FailOn): readonly Impact[] => IMPACTS.slice(0, FAIL_ON.indexOf(failOn) + 1);

export const impactOf = (severity: Severity, screens: readonly unknown[] | null | undefined): Impact =>
  severity === 'differs-from-document' ? severity : screens?.length ? 'breaks-screen' : 'breaks-clients';

/** A pointer with its array indexes folded: /data/list/3/id -> /data/list/* /id (the usage's form). */
const fold = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

/** Kinds of finding that reject the whole answer: every screen calling the operation shows its failure. */
const WHOLE_ANSWER: ReadonlySet<ViolationKind> = new Set(['status', 'envelope', 'content-type']);

/**
 * The screens that read what a finding is about: for a field (or a list or object above it), those reading it or
 * anything under it; for an answer the request layer rejects, every screen calling the operation. Access, auth
 * and password findings are about the backend, not about what a screen reads: none. Null for an operation the
 * usage does not cover (no recorded screen calls it): which screens read it is not known.
 */
export function screensReading(
  usage: FrontendUsage,
  operationId: string,
  finding: { kind: ViolationKind; pointer: string },
): ScreenRead[] | null {
  const operation = usage.operations[operationId];
  if (!operation) return null;
  const panels = new Map<string, Set<string>>();
  const add = (route: string, files: readonly string[]) => {
    const set = panels.get(route) ?? new Set<string>();
    for (const file of files) set.add(file);
    panels.set(route, set);
  };
  if (WHOLE_ANSWER.has(finding.kind) && !finding.pointer.startsWith('/data/')) {
    for (const route of operation.calledBy) add(route, []);
  } else if (finding.kind === 'schema' && (finding.pointer === '/data' || finding.pointer.startsWith('/data/'))) {
    const at = fold(finding.pointer);
    for (const [pointer, byScreen] of Object.entries(operation.reads)) {
      if (pointer !== at && !pointer.startsWith(`${at}/`)) continue;
      for (const [route, files] of Object.entries(byScreen)) add(route, files);
    }
  }
  return [...panels]
    .map(([route, files]) => ({ route, name: usage.screens[route] ?? route, panels: [...files].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
