// The breaking-change gate's report: breaking changes first, each with its rule, where to look and what it reaches.
import { BREAKING_RULES, COMPATIBLE_RULES, type Change } from './changes';
import { screensLine, type ChangeScreens } from './screens';

const MAX_OPERATIONS_LISTED = 3;

function reach(operations: string[]): string {
  const listed = operations.slice(0, MAX_OPERATIONS_LISTED).join(', ');
  const more = operations.length - MAX_OPERATIONS_LISTED;
  return more > 0 ? `${listed} and ${more} more` : listed;
}

/** The changes, each breaking one with the screens it reaches when the frontend's usage is given. */
export function formatChanges(changes: Change[], base: string, head: string, screens?: ReadonlyMap<Change, ChangeScreens>): string {
  const breaking = changes.filter((change) => change.breaking);
  const lines = [`openapi.yaml changes: ${head} against ${base}`];
  for (const change of changes) {
    const why = change.breaking
      ? BREAKING_RULES[change.rule as keyof typeof BREAKING_RULES]
      : COMPATIBLE_RULES[change.rule as keyof typeof COMPATIBLE_RULES];
    lines.push(
      '',
      `${change.breaking ? 'BREAKING  ' : 'compatible'}  ${change.rule}: ${change.detail}`,
      `            at ${change.pointer}`,
      `            in ${reach(change.operations)}`,
      `            (${why})`,
    );
    const reached = screens?.get(change);
    if (change.breaking && reached) lines.push(`            ${screensLine(reached)}`);
  }
  lines.push(
    '',
    changes.length === 0
      ? 'No change to operations, access or schemas.'
      : `${breaking.length} breaking, ${changes.length - breaking.length} compatible change${changes.length === 1 ? '' : 's'}.`,
  );
  if (breaking.length) {
    lines.push(
      'Clients built against the base would fail. Keep the old shape, or, when the break is deliberate and agreed,',
      'update the baseline (contract-tests/README.md, "Breaking-change gate").',
    );
  }
  return lines.join('\n');
}
