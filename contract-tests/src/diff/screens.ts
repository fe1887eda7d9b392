// The diff gate knows the consumer: for each breaking change, the screens of the frontend that read what it changes
// (contract-tests/usage/frontend.json). A changed answer field reaches the screens reading it (or a field under it);
// a removed operation, a new required request field, tightened access or other success codes reach every screen
// calling the operation.
import { screensReading, type FrontendUsage } from '@smartsite/api/judge';
import type { Change } from './changes';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** `METHOD /path` -> operationId, of every document given (a removed operation is named by the base). */
export function operationIds(...documents: unknown[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const doc of documents) {
    const paths = (doc as { paths?: Record<string, Record<string, { operationId?: string }>> }).paths ?? {};
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const id = item[method]?.operationId;
        if (id) ids.set(`${method.toUpperCase()} ${path}`, id);
      }
    }
  }
  return ids;
}

export interface ChangeScreens {
  /** The names of the screens the change reaches, sorted. */
  screens: string[];
  /** Operations it reaches that no recorded screen calls: their screens are not known. */
  unrecorded: string[];
}

export function screensOfChange(change: Change, usage: FrontendUsage, ids: ReadonlyMap<string, string>): ChangeScreens {
  const screens = new Set<string>();
  const unrecorded: string[] = [];
  for (const operation of change.operations) {
    const id = ids.get(operation) ?? operation;
    // A change inside data reaches the screens reading it; any other one (the envelope, the call itself) every caller.
    const fields = (change.fields[operation] ?? ['']).map((pointer) =>
      pointer === '/data' || pointer.startsWith('/data/') ? { kind: 'schema' as const, pointer } : { kind: 'status' as const, pointer: '' },
    );
    for (const field of fields) {
      const read = screensReading(usage, id, field);
      if (read === null) {
        if (!unrecorded.includes(id)) unrecorded.push(id);
        continue;
      }
      for (const screen of read) screens.add(screen.name);
    }
  }
  return { screens: [...screens].sort(), unrecorded };
}

/** The line under a breaking change: which screens read it. */
export function screensLine({ screens, unrecorded }: ChangeScreens): string {
  const notRecorded = unrecorded.length ? `${screens.length ? '; ' : ''}not recorded for ${unrecorded.join(', ')}` : '';
  if (screens.length) return `screens: ${screens.join(', ')}${notRecorded}`;
  return unrecorded.length ? `screens: ${notRecorded}` : 'screens: none reads it (generated clients break)';
}
