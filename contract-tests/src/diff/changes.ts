// The rules of the breaking-change gate: what a change of openapi.yaml does to a client already built against it.
// A change is breaking when such a client, unchanged, can fail: a call it makes is gone or refused, a value it sends
// is no longer accepted, or a value it reads is no longer there or no longer of the type it expects.

export const BREAKING_RULES = {
  'path-removed': 'a path and all its operations removed',
  'operation-removed': 'an operation removed from a path that stays',
  'method-changed': 'an operation moved to another method on the same path',
  'response-required-field-removed': 'a response field that was required is removed, renamed or made optional',
  'type-changed': 'a type changed or narrowed (request: a value clients send no longer accepted; response: a new type)',
  'constraint-narrowed': 'a request value narrowed: lower maximum, higher minimum, new or changed pattern or format',
  'enum-value-removed': 'a request enum value removed (clients that send it are refused)',
  'request-required-field-added': 'a new required request field, parameter or body',
  'access-tightened': 'security or an x-access rule tightened (public made protected, a rule added, a user type dropped)',
  'success-codes-changed': 'the set of success HTTP statuses or success envelope codes of an operation changed',
} as const;

export const COMPATIBLE_RULES = {
  'operation-added': 'a new operation',
  'response-field-added': 'a new response field',
  'response-field-removed': 'an optional response field removed (clients must already cope with its absence)',
  'response-enum-value-added': 'a new response enum value',
  'response-enum-value-removed': 'a response enum value no longer sent',
  'request-field-added': 'a new optional request field or parameter',
  'request-field-removed': 'a request field no longer read',
  'request-field-made-optional': 'a request field no longer required',
  'enum-value-added': 'a new request enum value',
  'constraint-widened': 'a request value widened, or a response constraint changed',
  'access-loosened': 'an x-access rule removed or a user type added',
  'response-status-added': 'a new declared error status',
  'response-status-removed': 'an error status no longer declared',
} as const;

type BreakingRule = keyof typeof BREAKING_RULES;
type CompatibleRule = keyof typeof COMPATIBLE_RULES;
export type Rule = BreakingRule | CompatibleRule;

export interface Change {
  rule: Rule;
  breaking: boolean;
  /** JSON pointer into the document (the head document, or the base one for what was removed). */
  pointer: string;
  detail: string;
  /** The operations the change reaches, as `METHOD /path`. */
  operations: string[];
  /** For a change of an answer: where in each operation's answer, as `METHOD /path` -> JSON pointers (/data/list/* /id). */
  fields: Record<string, string[]>;
}

const isBreaking = (rule: Rule): rule is BreakingRule => rule in BREAKING_RULES;

/**
 * Collects changes, merging the same change reached through several operations (a shared schema is
 * compared once per operation that uses it, and is reported once, with every operation it reaches).
 */
export class ChangeLog {
  private readonly byKey = new Map<string, Change>();

  add(rule: Rule, pointer: string, detail: string, operation: string, field?: string): void {
    const key = `${rule}\u0000${pointer}\u0000${detail}`;
    const change = this.byKey.get(key) ?? { rule, breaking: isBreaking(rule), pointer, detail, operations: [], fields: {} };
    this.byKey.set(key, change);
    if (!change.operations.includes(operation)) change.operations.push(operation);
    if (field === undefined) return;
    const fields = (change.fields[operation] ??= []);
    if (!fields.includes(field)) fields.push(field);
  }

  list(): Change[] {
    return [...this.byKey.values()].sort(
      (a, b) => Number(b.breaking) - Number(a.breaking) || a.rule.localeCompare(b.rule) || a.pointer.localeCompare(b.pointer),
    );
  }
}
