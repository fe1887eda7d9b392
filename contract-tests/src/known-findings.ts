// The known-findings baseline (contract-tests/known-findings.yaml, or --known FILE): accepted finding groups,
// matched by group key (src/finding-groups.ts), each with a reason and an expiry date. A run then fails only on
// groups not in it or whose entry has expired; entries that match nothing are listed so they can be removed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { failingImpacts, type FailOn } from '@smartsite/api/judge';
import type { FindingGroup } from './finding-groups';
import { ROOT } from './reports';

export const DEFAULT_KNOWN_FILE = resolve(ROOT, 'contract-tests/known-findings.yaml');

export interface KnownEntry {
  key: string;
  reason: string;
  /** YYYY-MM-DD: the last day the entry holds. */
  expires: string;
}

export class KnownFindingsError extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses and checks the file's text; bad input throws, naming the entry and the field. */
export function parseKnownFindings(text: string, file: string): KnownEntry[] {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new KnownFindingsError(`${file}: not YAML: ${String(error)}`);
  }
  const findings = (document as { findings?: unknown } | null)?.findings;
  if (!Array.isArray(findings)) throw new KnownFindingsError(`${file}: findings: expected a list of entries`);
  const seen = new Set<string>();
  return findings.map((raw: unknown, i): KnownEntry => {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const name = `${file}: entry ${i + 1}${typeof entry.key === 'string' ? ` (${entry.key})` : ''}`;
    const text = (field: string) => {
      const value = entry[field];
      if (typeof value !== 'string' || value.trim() === '') throw new KnownFindingsError(`${name}: ${field}: missing or empty`);
      return value.trim();
    };
    const key = text('key');
    const reason = text('reason');
    // YAML may read an unquoted date as a Date; either way it must be a real calendar day.
    const rawDate = entry.expires instanceof Date ? entry.expires.toISOString().slice(0, 10) : entry.expires;
    if (typeof rawDate !== 'string' || !DATE.test(rawDate) || new Date(`${rawDate}T00:00:00Z`).toISOString().slice(0, 10) !== rawDate) {
      throw new KnownFindingsError(`${name}: expires: expected a date YYYY-MM-DD, got ${JSON.stringify(entry.expires ?? null)}`);
    }
    if (seen.has(key)) throw new KnownFindingsError(`${name}: key: listed twice`);
    seen.add(key);
    return { key, reason, expires: rawDate };
  });
}

/** The baseline file: `--known FILE` (CONTRACT_KNOWN), else the committed default when it exists, else none. */
export function readKnownFindings(env: NodeJS.ProcessEnv = process.env): KnownEntry[] {
  const file = env.CONTRACT_KNOWN ? resolve(env.CONTRACT_KNOWN) : DEFAULT_KNOWN_FILE;
  if (!env.CONTRACT_KNOWN && !existsSync(file)) return [];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new KnownFindingsError(`${file}: cannot be read: ${String(error)}`);
  }
  return parseKnownFindings(text, file);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** An entry holds through its expiry day (UTC). */
const isExpired = (entry: KnownEntry, today: Date) => entry.expires < isoDay(today);

export interface BaselineVerdict {
  /** Groups of a failing impact (--fail-on) with no entry or an expired one: they fail the run. */
  failing: FindingGroup[];
  expired: FindingGroup[];
  /** Entries that matched no group of this run: the drift is fixed, the entry can go. */
  stale: KnownEntry[];
}

/** Marks each group the baseline matches (accepted or expired) and says which fail the run. */
export function applyKnownFindings(
  groups: FindingGroup[],
  entries: readonly KnownEntry[],
  failOn: FailOn,
  today = new Date(),
): BaselineVerdict {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const matched = new Set<string>();
  for (const group of groups) {
    const entry = byKey.get(group.key);
    if (!entry) continue;
    matched.add(entry.key);
    group.known = { status: isExpired(entry, today) ? 'expired' : 'accepted', reason: entry.reason, expires: entry.expires };
  }
  const impacts = failingImpacts(failOn);
  return {
    failing: groups.filter((g) => impacts.includes(g.impact) && g.known?.status !== 'accepted'),
    expired: groups.filter((g) => g.known?.status === 'expired'),
    stale: entries.filter((e) => !matched.has(e.key)),
  };
}

/** The baseline's part of the text summary: expired entries and entries that match nothing. */
export function formatBaseline(verdict: BaselineVerdict, entries: readonly KnownEntry[]): string {
  if (!entries.length) return '';
  const accepted = entries.length - verdict.stale.length - verdict.expired.length;
  const lines = [
    `Known findings: ${entries.length} entries, ${accepted} accepted, ${verdict.expired.length} expired, ${verdict.stale.length} match nothing.`,
  ];
  for (const g of verdict.expired) lines.push(`  EXPIRED ${g.known?.expires}: ${g.key} (${g.known?.reason}): fails the run again`);
  for (const e of verdict.stale) lines.push(`  no longer found (remove the entry): ${e.key} (${e.reason})`);
  return lines.join('\n');
}

/** A starter file from the run's groups (`--write-known FILE`): reason TODO, expiry 30 days ahead. */
export function starterKnownFindings(groups: readonly FindingGroup[], today = new Date()): string {
  const expires = isoDay(new Date(today.getTime() + 30 * 86_400_000));
  const findings = groups.map((g) => ({ key: g.key, reason: 'TODO', expires }));
  const header = [
    '# Accepted contract findings (contract-tests/README.md, "Known findings"): one entry per finding group,',
    '# matched by its key (rule, field, kind of value). Give each a reason; an entry past its expiry fails the run again.',
    '# Written by --write-known: one line per group of this run, with counts and operations as comments.',
  ];
  const body = stringify({ findings }, { lineWidth: 0 });
  const notes = groups.map((g) => `#   ${g.key}: ${g.impact}, ${g.count} findings in ${g.operations.length} operations`);
  return `${header.join('\n')}\n${notes.join('\n')}\n${body}`;
}

/** Writes the starter file, refusing to overwrite an existing one unless forced. */
export function writeKnownFindings(file: string, groups: readonly FindingGroup[], force: boolean, today = new Date()): void {
  if (existsSync(file) && !force) throw new KnownFindingsError(`${file} exists: pass --force to overwrite it`);
  writeFileSync(file, starterKnownFindings(groups, today));
}

export interface BaselineOutcome {
  verdict: BaselineVerdict;
  /** The summary's lines about the baseline (and the starter file written), empty without either. */
  text: string;
  /** A bad baseline file or a starter file that may not be overwritten. */
  error?: string;
}

/**
 * What a run's end does with the baseline (global-setup.ts, judge-recordings.ts): reads CONTRACT_KNOWN (or the
 * default file), marks the groups, and writes CONTRACT_WRITE_KNOWN when asked (CONTRACT_WRITE_KNOWN_FORCE=1 to overwrite).
 */
export function settleBaseline(groups: FindingGroup[], failOn: FailOn, env: NodeJS.ProcessEnv = process.env): BaselineOutcome {
  const impacts = failingImpacts(failOn);
  try {
    const entries = readKnownFindings(env);
    const verdict = applyKnownFindings(groups, entries, failOn);
    const lines = [formatBaseline(verdict, entries)].filter(Boolean);
    if (env.CONTRACT_WRITE_KNOWN) {
      const file = resolve(env.CONTRACT_WRITE_KNOWN);
      writeKnownFindings(
        file,
        groups.filter((g) => impacts.includes(g.impact)),
        env.CONTRACT_WRITE_KNOWN_FORCE === '1',
      );
      lines.push(`Known findings starter written to ${file}: give each entry a reason.`);
    }
    return { verdict, text: lines.join('\n') };
  } catch (error) {
    if (!(error instanceof KnownFindingsError)) throw error;
    const failing = groups.filter((g) => impacts.includes(g.impact));
    return { verdict: { failing, expired: [], stale: [] }, text: '', error: error.message };
  }
}

let acceptedCache: Set<string> | undefined;

/** The keys of the unexpired entries, read once per worker: the suite's tests do not fail on those findings. */
export function acceptedKeys(env: NodeJS.ProcessEnv = process.env, today = new Date()): ReadonlySet<string> {
  acceptedCache ??= new Set(
    readKnownFindings(env)
      .filter((e) => !isExpired(e, today))
      .map((e) => e.key),
  );
  return acceptedCache;
}
