// Which frontend screens call an operation, read from the frontend's code rather than kept as a list: every
// string literal that is an operationId in frontend/src (a panel's operation="…", a hook's useOperation('…'))
// is a use, with the text around it (the JSX element, or a few lines) for its title and labels. The labels the
// frontend gives answer fields ({ key: 'attendanceRate', label: '出勤率' }, a column reading row.attendanceRate)
// let a search by a word on screen find the operations that answer that field.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FRONTEND_SRC = join(ROOT, 'frontend/src');

export interface ScreenUse {
  /** Relative to the repository root. */
  file: string;
  /** The route the file's first comment names (// /dashboard/attendance, …), when it names one. */
  route: string | null;
  /** The panel's title="…" (or title={tr('…')}) when the use is a JSX element with one. */
  title: string | null;
  /** The text around the use (the element, else three lines either side), searched by find_operations. */
  context: string;
}

export interface Screens {
  uses(operationId: string): ScreenUse[];
  /** Answer fields the frontend labels with this word. */
  fieldsLabelled(word: string): string[];
}

/** An element longer than this is not one panel's props: fall back to the lines around. */
const MAX_ELEMENT = 1200;
const AROUND_LINES = 3;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name));
}

function contextAt(text: string, at: number): string {
  const start = text.lastIndexOf('<', at);
  const end = text.indexOf('/>', at);
  if (start >= 0 && end > at && end - start < MAX_ELEMENT && !text.slice(start, at).includes('/>')) return text.slice(start, end + 2);
  const lines = text.split('\n');
  const line = text.slice(0, at).split('\n').length - 1;
  return lines.slice(Math.max(0, line - AROUND_LINES), line + AROUND_LINES + 1).join('\n');
}

/** Pairs of a label and the field it shows, on one line: `{ key: 'x', label: '…' }` or `title: '…', value: (row) => row.x`. */
function labelledFields(line: string): { label: string; field: string }[] {
  // A label is a literal, or the Chinese key of the frontend's tr() (lib/i18n/phrases.ts).
  const label = /(?:label|title)\s*:\s*(?:tr\()?'([^']+)'/.exec(line)?.[1];
  const field = /key\s*:\s*'(\w+)'/.exec(line)?.[1] ?? /\brow\.(\w+)/.exec(line)?.[1];
  return label && field ? [{ label, field }] : [];
}

export function loadScreens(operationIds: readonly string[], dir: string = FRONTEND_SRC): Screens {
  const known = new Set(operationIds);
  const uses = new Map<string, ScreenUse[]>();
  const labels = new Map<string, Set<string>>();
  for (const path of sourceFiles(dir)) {
    const text = readFileSync(path, 'utf8');
    const file = relative(ROOT, path);
    const route = /^\/\/\s*(\/[\w/:-]*)/.exec(text)?.[1] ?? null;
    for (const found of text.matchAll(/['"](\w+)['"]/g)) {
      const operationId = found[1]!;
      if (!known.has(operationId)) continue;
      const context = contextAt(text, found.index);
      const titled = /\btitle=(?:"([^"]+)"|\{tr\('([^']+)'\)\})/.exec(context);
      const title = titled?.[1] ?? titled?.[2] ?? null;
      const list = uses.get(operationId) ?? [];
      if (!list.some((use) => use.file === file && use.title === title)) list.push({ file, route, title, context });
      uses.set(operationId, list);
    }
    for (const line of text.split('\n')) {
      for (const { label, field } of labelledFields(line)) {
        const set = labels.get(label.toLowerCase()) ?? new Set<string>();
        set.add(field);
        labels.set(label.toLowerCase(), set);
      }
    }
  }
  return {
    uses: (operationId) => uses.get(operationId) ?? [],
    fieldsLabelled: (word) => [...(labels.get(word.toLowerCase()) ?? [])],
  };
}
