// One drift, one finding: the symptoms of one cause are grouped (same rule, same field, same kind of actual
// value), so a backend that sends every id as a string gives a handful of findings with their counts and
// operations, not hundreds of lines. The single findings stay in summary.json and the HTML report.
import { SEVERITIES, type Severity, type Violation } from '@smartsite/api/judge';

/** One finding as judged on one call: what a group counts. */
interface GroupedExchange {
  operationId: string;
  check: string;
  status?: number;
  pointer: string;
  actual: string;
}

export interface FindingGroup {
  /** `rule field kind`: what a known-findings entry matches (operations and array indexes left out). */
  key: string;
  rule: Violation['rule'];
  check: Violation['check'];
  severity: Severity;
  /** The pointers it was seen at, array indexes folded to `*`. */
  pointers: string[];
  /** The kind of the actual value: string, number, object, array, null, missing, text. */
  actualKind: string;
  expected: string;
  count: number;
  operations: string[];
  /** The screens that read the field; null until a screen mapping of the frontend's usage exists. */
  screens: string[] | null;
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

/** Every finding grouped by cause, most harmful first: severity, then operations reached, then count. */
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
        count: 0,
        operations: [],
        screens: null,
        exchanges: [],
      };
      const pointer = foldPointer(v.pointer);
      if (!group.pointers.includes(pointer)) group.pointers.push(pointer);
      if (!group.operations.includes(operationId)) group.operations.push(operationId);
      group.count += 1;
      group.exchanges.push({ operationId, check, ...(status ? { status } : {}), pointer: v.pointer, actual: v.actual });
      groups.set(id, group);
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
      b.operations.length - a.operations.length ||
      b.count - a.count ||
      a.key.localeCompare(b.key),
  );
}

/** A group's line in the text summary and the JUnit messages. */
export const groupLine = (g: FindingGroup) =>
  `${g.known ? `(${g.known.status === 'accepted' ? 'known' : 'EXPIRED known'} until ${g.known.expires}) ` : ''}[${g.check}] ${g.key}: ${g.count} findings in ${g.operations.length} operations at ${g.pointers.slice(0, 3).join(', ')}${g.pointers.length > 3 ? `, +${g.pointers.length - 3}` : ''}; expected ${g.expected}`;
