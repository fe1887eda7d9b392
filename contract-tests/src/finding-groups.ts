// One drift, one finding: the symptoms of one cause are grouped (same rule, same field, same kind of actual
// value), so a backend that sends every id as a string gives a handful of findings with their counts and
// operations, not hundreds of lines. The single findings stay in summary.json and the HTML report. Each group
// names the screens reading its field (the frontend's usage, contract-tests/usage/frontend.json) and is ranked by
// them: breaks a screen > breaks generated clients > differs from the document.
import { IMPACTS, impactOf, type Impact, type Severity, type Violation } from '@smartsite/api/judge';

/** One finding as judged on one call: what a group counts. */
interface GroupedExchange {
  operationId: string;
  check: string;
  status?: number;
  pointer: string;
  actual: string;
  /** The names of the screens that read what this finding is about; null when the usage does not cover the operation. */
  screens: string[] | null;
}

export interface FindingGroup {
  /** `rule field kind`: what a known-findings entry matches (operations and array indexes left out). */
  key: string;
  rule: Violation['rule'];
  check: Violation['check'];
  severity: Severity;
  /** The most harmful impact of its findings: one that breaks a screen makes the group break that screen. */
  impact: Impact;
  /** The pointers it was seen at, array indexes folded to `*`. */
  pointers: string[];
  /** The kind of the actual value: string, number, object, array, null, missing, text. */
  actualKind: string;
  expected: string;
  count: number;
  operations: string[];
  /** The names of the screens that read the field ("v2 项目概况"), sorted; empty when no screen does. */
  screens: string[];
  /** Its operations the frontend's usage does not cover (no recorded screen calls them): their screens are not known. */
  unrecorded: string[];
  exchanges: GroupedExchange[];
  /** Set by the known-findings baseline (src/known-findings.ts) when an entry matches the group. */
  known?: { status: 'accepted' | 'expired'; reason: string; expires: string };
}

/** A pointer with its array indexes folded: /data/list/3/id -> /data/list/* /id. */
export const foldPointer = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

/** The field a pointer ends in (indexes skipped), or `(answer)` for a finding about the whole answer. */
export function fieldOf(pointer: string): string {
  const segments = pointer.split('/').filter((s) => s !== '' && !/^\d+$/.test(s));
  return segments.at(-1) ?? '(answer)';
}

/** The kind of a finding's actual value, as checks.ts shows it (JSON cut to 120 characters, or text). */
export function kindOf(actual: string): string {
  if (actual === 'undefined' || actual === '') return 'missing';
  if (actual === 'null') return 'null';
  const first = actual[0];
  if (first === '"') return 'string';
  if (first === '{') return 'object';
  if (first === '[') return 'array';
  if (actual === 'true' || actual === 'false') return 'boolean';
  return Number.isFinite(Number(actual)) ? 'number' : 'text';
}

export const groupKeyOf = (v: Pick<Violation, 'rule' | 'pointer' | 'actual'>) => `${v.rule} ${fieldOf(v.pointer)} ${kindOf(v.actual)}`;

/** Every finding grouped by cause, most harmful first: impact, screens broken, operations reached, count. */
export function groupFindings(
  failures: readonly { operationId: string; check: string; status?: number; violations: readonly Violation[] }[],
): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const { operationId, check, status, violations } of failures) {
    for (const v of violations) {
      // The severity is part of the key: a rule's severity is fixed, but a finding made on another judge is not ours to merge.
      const id = `${v.severity} ${groupKeyOf(v)}`;
      const group = groups.get(id) ?? {
        key: groupKeyOf(v),
        rule: v.rule,
        check: v.check,
        severity: v.severity,
        pointers: [],
        actualKind: kindOf(v.actual),
        expected: v.expected,
        impact: impactOf(v.severity, undefined),
        count: 0,
        operations: [],
        screens: [],
        unrecorded: [],
        exchanges: [],
      };
      const screens = v.screens === null ? null : (v.screens ?? []).map((screen) => screen.name);
      const impact = v.impact ?? impactOf(v.severity, screens);
      if (IMPACTS.indexOf(impact) < IMPACTS.indexOf(group.impact)) group.impact = impact;
      group.screens = [...new Set([...group.screens, ...(screens ?? [])])].sort();
      if (screens === null && !group.unrecorded.includes(operationId)) group.unrecorded.push(operationId);
      const pointer = foldPointer(v.pointer);
      if (!group.pointers.includes(pointer)) group.pointers.push(pointer);
      if (!group.operations.includes(operationId)) group.operations.push(operationId);
      group.count += 1;
      group.exchanges.push({ operationId, check, ...(status ? { status } : {}), pointer: v.pointer, actual: v.actual, screens });
      groups.set(id, group);
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact) ||
      b.screens.length - a.screens.length ||
      b.operations.length - a.operations.length ||
      b.count - a.count ||
      a.key.localeCompare(b.key),
  );
}

/** The findings one screen meets: their count, the groups they fall in and the operations they came from. */
export interface ScreenFindings {
  screen: string;
  count: number;
  groups: FindingGroup[];
  operations: string[];
}

/** The findings of each screen, most first: "v2 项目概况: 3 findings", with the groups they fall in. */
export function findingsByScreen(groups: readonly FindingGroup[]): ScreenFindings[] {
  const byScreen = new Map<string, ScreenFindings>();
  for (const group of groups) {
    for (const exchange of group.exchanges) {
      for (const screen of exchange.screens ?? []) {
        const entry = byScreen.get(screen) ?? { screen, count: 0, groups: [], operations: [] };
        entry.count += 1;
        if (!entry.groups.includes(group)) entry.groups.push(group);
        if (!entry.operations.includes(exchange.operationId)) entry.operations.push(exchange.operationId);
        byScreen.set(screen, entry);
      }
    }
  }
  return [...byScreen.values()].sort((a, b) => b.count - a.count || a.screen.localeCompare(b.screen));
}

/** Who a group breaks, for its line: the first screens reading it, that none does, or that it is not known. */
export function readersOf(g: FindingGroup): string {
  const unrecorded = g.unrecorded.length ? `; ${g.unrecorded.length} operations no recorded screen calls` : '';
  if (g.screens.length)
    return ` read by ${g.screens.slice(0, 4).join(', ')}${g.screens.length > 4 ? ` +${g.screens.length - 4} screens` : ''}${unrecorded}`;
  if (g.impact === 'differs-from-document') return '';
  return g.unrecorded.length === g.operations.length ? ', screens not recorded' : `, no screen reads it${unrecorded}`;
}

/** A group's line in the text summary and the JUnit messages. */
export const groupLine = (g: FindingGroup) =>
  `${g.known ? `(${g.known.status === 'accepted' ? 'known' : 'EXPIRED known'} until ${g.known.expires}) ` : ''}[${g.check}] ${g.key}: ${g.count} findings in ${g.operations.length} operations${readersOf(g)} at ${g.pointers.slice(0, 3).join(', ')}${g.pointers.length > 3 ? `, +${g.pointers.length - 3}` : ''}; expected ${g.expected}`;
