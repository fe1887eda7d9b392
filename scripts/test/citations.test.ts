// The reasons in the repository resolve: every citation of a requirement (docs/requirements/README.md#citing) names a
// file and an anchor that exist, and no tracked file cites the source specifications themselves, which a clone does
// not have (their sections, line numbers, or the path they sit at on one machine).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = 'docs/requirements/';

interface TrackedFile {
  path: string;
  text: string;
}

const CITATION = /docs\/requirements\/([\w.-]+\.md)(?:#([\w-]+))?/g;
const ANCHOR = /<a id="([\w-]+)"><\/a>/g;
/** Old citations: "spec 01", "specs 01 and 02", any "§7" or "§2.9" (with or without "l.85"), the specs' own path. */
const OLD = [/\bspecs? ?0[12]\b/i, /(?<!RFC \d+ )§ ?\d/, /shared\/specs\/0[12]/, /\/work\/shared\b/];
/** Where an old form is the point: the requirements' source notes, the frozen contract baseline, this test. */
const EXEMPT_FILES = [/^docs\/requirements\//, /^contract-tests\/baseline\//, /^scripts\/test\/citations\.test\.ts$/];
/** openapi.yaml's x-spec field records which source section names an operation (provenance), and a test checks it. */
const EXEMPT_LINES = [/^\s*x-spec: 0[12] §7$/, /toMatch\(\/\^0\[12\] §7\$\/\)/];

/** The anchors of each requirements file. */
function anchorsOf(files: TrackedFile[]): Map<string, string[]> {
  return new Map(
    files.filter((file) => file.path.startsWith(DOCS)).map((file) => [file.path, [...file.text.matchAll(ANCHOR)].map((m) => m[1]!)]),
  );
}

/** Every broken citation and old-style citation, as "path:line: what". */
function citationProblems(files: TrackedFile[]): string[] {
  const anchors = anchorsOf(files);
  const problems: string[] = [];
  for (const [path, ids] of anchors)
    for (const id of new Set(ids)) if (ids.indexOf(id) !== ids.lastIndexOf(id)) problems.push(`${path}: anchor ${id} twice`);
  for (const { path, text } of files) {
    const exempt = EXEMPT_FILES.some((pattern) => pattern.test(path));
    text.split('\n').forEach((line, i) => {
      const at = `${path}:${i + 1}`;
      for (const [cited, file, anchor] of line.matchAll(CITATION)) {
        const ids = anchors.get(DOCS + file);
        if (!ids) problems.push(`${at}: ${cited}: no such file`);
        else if (anchor && !ids.includes(anchor)) problems.push(`${at}: ${cited}: no such anchor`);
      }
      if (exempt || EXEMPT_LINES.some((pattern) => pattern.test(line))) return;
      for (const pattern of OLD) if (pattern.test(line)) problems.push(`${at}: cites the source specifications: ${line.trim()}`);
    });
  }
  return problems;
}

function trackedFiles(): TrackedFile[] {
  const paths = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  return paths.flatMap((path) => {
    if (path.endsWith('package-lock.json')) return [];
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(ROOT, path));
    } catch {
      return []; // deleted in the work tree, not yet committed
    }
    return bytes.includes(0) ? [] : [{ path, text: bytes.toString('utf8') }];
  });
}

describe('citations of requirements', () => {
  it('resolve in every tracked file, and none cites the source specifications', () => {
    const files = trackedFiles();
    expect(anchorsOf(files).size).toBeGreaterThan(5);
    expect(citationProblems(files)).toEqual([]);
  });

  it('are checked: a missing anchor, a missing file and each old form are found', () => {
    const docs = { path: `${DOCS}access.md`, text: '<a id="public-routes"></a>\n### Public routes' };
    // Spelt with ${DOCS} so that this file itself cites nothing broken.
    const code = [
      `// ok: ${DOCS}access.md#public-routes`,
      `// ${DOCS}access.md#no-such-anchor`,
      `// ${DOCS}nowhere.md#public-routes`,
      '// Login (spec 01 §2.1, §4)',
      "'01 §7 l.85: success codes'",
      '// the §8 catalogue',
      '// Line numbers refer to /work/shared/specs/01-shell-session-navigation.md.',
      '// RFC 9112 §3.2.2 is not ours',
      '      x-spec: 02 §7',
    ].join('\n');
    const problems = citationProblems([docs, { path: 'frontend/src/a.ts', text: code }]);
    expect(problems.map((problem) => problem.split(':')[1])).toEqual(['2', '3', '4', '4', '5', '6', '7', '7']);
  });
});
