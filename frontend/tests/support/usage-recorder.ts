// The frontend's usage as a consumer contract: which fields of each answer the screens really read, and which
// fields each call sends. Installed as the request layer's test-only probe (UsageProbe in src/lib/api/send.ts),
// it wraps each answer's data in a Proxy that notes every field read as a JSON pointer from the envelope
// (/data/records/*/name, array indexes folded to *), with the screen being rendered and the source file that
// read it (its panel or component, from the stack). Only leaves are kept: a screen reading /data/list/*/id reads
// /data/list too, and the judge matches a drift at a field or above it.
import type { OperationId } from '@smartsite/api';
import type { FrontendUsage } from '@smartsite/api/judge';
import type { UsageProbe } from '@/lib/api/send';

/** operation -> pointer -> screen route -> source files that read it. */
type Reads = Map<string, Map<string, Map<string, Set<string>>>>;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isIndex = (key: string) => /^\d+$/.test(key);

/** The file of frontend/src that read a field: the first frame outside the request layer, a component before a helper. */
function readerOf(stack: string): string | undefined {
  const files = [...stack.matchAll(/\/frontend\/src\/([^:?)\s]+)\.[jt]sx?/g)].map((match) => match[1]!);
  const app = files.filter((file) => !file.startsWith('lib/api/'));
  return app.find((file) => !/(^|\/)lib\//.test(file)) ?? app[0];
}

class UsageRecorder implements UsageProbe {
  private readonly reads: Reads = new Map();
  /**
   * What a user's action reads: kept only for the operations no screen calls on opening. Of an answer a screen
   * already asked for when it opened, the usage stays what the opening reads, so a screen named as reading a field
   * shows the drift when it is opened (the 20-drift proof opens the screens in a browser).
   */
  private readonly actionReads: Reads = new Map();
  private readonly sends = new Map<string, Set<string>>();
  private readonly callers = new Map<string, Set<string>>();
  private readonly screens = new Map<string, string>();
  private readonly proxies = new WeakMap<object, Map<string, object>>();
  /** Operations called while a screen opened, not only on a user's action. */
  private readonly onOpening = new Set<string>();
  private screen: string | undefined;
  private acting = false;

  /** Reads from now on are the named screen's (its route and its name), opening it. */
  viewing(route: string, name: string): void {
    this.screen = route;
    this.screens.set(route, name);
    this.acting = false;
  }

  /** Calls from now on are the user's actions on the screen (until the next screen opens). */
  actions(): void {
    this.acting = true;
  }

  sent(operation: OperationId, input: unknown): void {
    const pointers = this.sends.get(operation) ?? new Set<string>();
    this.sends.set(operation, pointers);
    if (this.screen) this.callers.set(operation, (this.callers.get(operation) ?? new Set()).add(this.screen));
    if (!this.acting) this.onOpening.add(operation);
    this.reads.set(operation, this.reads.get(operation) ?? new Map());
    const walk = (value: unknown, pointer: string) => {
      if (value === null || typeof value !== 'object') return void (pointer && pointers.add(pointer));
      const entries = Array.isArray(value) ? value.map((item) => ['*', item] as const) : Object.entries(value);
      if (!entries.length && pointer) pointers.add(pointer);
      for (const [key, item] of entries) if (item !== undefined) walk(item, `${pointer}/${escape(key)}`);
    };
    walk(input ?? {}, '');
  }

  answer(operation: OperationId, data: unknown): unknown {
    this.reads.set(operation, this.reads.get(operation) ?? new Map());
    return this.wrap(operation, data, '/data');
  }

  private note(operation: string, pointer: string): void {
    if (!this.screen) return;
    const reader = readerOf(new Error().stack ?? '');
    if (!reader) return;
    const reads = this.acting ? this.actionReads : this.reads;
    const byPointer = reads.get(operation) ?? new Map<string, Map<string, Set<string>>>();
    reads.set(operation, byPointer);
    const byScreen = byPointer.get(pointer) ?? new Map<string, Set<string>>();
    byPointer.set(pointer, byScreen);
    const files = byScreen.get(this.screen) ?? new Set<string>();
    byScreen.set(this.screen, files);
    files.add(reader);
  }

  private wrap(operation: string, value: unknown, pointer: string): unknown {
    if (value === null || typeof value !== 'object') return value;
    // One proxy per object and pointer: a screen comparing what it was given twice sees the same object.
    const cached = this.proxies.get(value)?.get(pointer);
    if (cached) return cached;
    const proxy = new Proxy(value, {
      get: (target, key, receiver) => {
        const result: unknown = Reflect.get(target, key, receiver);
        if (typeof key === 'symbol') return result;
        const own = Object.prototype.hasOwnProperty.call(target, key);
        if (Array.isArray(target)) {
          if (key === 'length') this.note(operation, pointer);
          return isIndex(key) ? this.wrap(operation, result, `${pointer}/*`) : result;
        }
        // Inherited members (toString, constructor) and the promise check for then are not fields.
        if (!own && (key in Object.prototype || key === 'then' || key === 'toJSON' || key === '$$typeof')) return result;
        const child = `${pointer}/${escape(key)}`;
        this.note(operation, child);
        return this.wrap(operation, result, child);
      },
    });
    const byPointer = this.proxies.get(value) ?? new Map<string, object>();
    byPointer.set(pointer, proxy);
    this.proxies.set(value, byPointer);
    return proxy;
  }

  /** The usage as the committed file holds it: sorted, leaves only. */
  usage(): FrontendUsage {
    const sorted = <T>(entries: Iterable<[string, T]>) => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const operations = [...this.reads.keys()].map((operation) => {
      const byPointer = new Map(this.reads.get(operation)!);
      if (!this.onOpening.has(operation))
        for (const [pointer, byScreen] of this.actionReads.get(operation) ?? []) {
          const merged = new Map([...(byPointer.get(pointer) ?? [])].map(([screen, files]) => [screen, new Set(files)]));
          for (const [screen, files] of byScreen) merged.set(screen, new Set([...(merged.get(screen) ?? []), ...files]));
          byPointer.set(pointer, merged);
        }
      const pointers = [...byPointer.keys()];
      const leaves = pointers.filter((p) => !pointers.some((other) => other.startsWith(`${p}/`)));
      const reads = sorted(
        leaves.map((p) => [p, sorted([...byPointer.get(p)!].map(([screen, files]) => [screen, [...files].sort()] as [string, string[]]))]),
      );
      return [
        operation,
        {
          calledBy: [...(this.callers.get(operation) ?? [])].sort(),
          reads,
          sends: [...(this.sends.get(operation) ?? [])].sort(),
          ...(this.onOpening.has(operation) ? {} : { onAction: true as const }),
        },
      ] as [string, FrontendUsage['operations'][string]];
    });
    return {
      $comment:
        'Generated by npm run usage:record (frontend/tests/dashboards/operations-called.test.tsx): the answer fields each screen reads and the fields each call sends. Do not edit.',
      screens: sorted(this.screens),
      operations: sorted(operations),
    };
  }
}

/** Installs a recorder as the request layer's probe; the returned function removes it. */
export function recordUsage(): { recorder: UsageRecorder; stop: () => void } {
  const recorder = new UsageRecorder();
  const global = globalThis as { __smartsiteUsage?: UsageProbe };
  global.__smartsiteUsage = recorder;
  const limit = Error.stackTraceLimit;
  // The reading component can sit under a dozen frames of React's hooks.
  Error.stackTraceLimit = 50;
  return {
    recorder,
    stop: () => {
      delete global.__smartsiteUsage;
      Error.stackTraceLimit = limit;
    },
  };
}
