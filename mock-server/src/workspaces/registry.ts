// The workspaces of one server (README, "Workspaces"): which exist, which are open, their limits and lifetimes.
// The default workspace is the app's own services and always open; every other is opened on first use and closed
// again once more than `maxOpen` are open (least recently used first), keeping its scenario, latency, clock and
// recent requests in memory. Idle workspaces expire; the number of workspaces and their total size are capped.
// A request holds its workspace open (use/release): neither the cap nor expiry closes a workspace a request is
// being served in; the cap lets more stay open meanwhile and closes them on a later open.
import { LRUCache } from 'lru-cache';
import type { Repositories } from '../repositories';
import type { Services } from '../services';
import type { TokenService } from '../auth/tokens';
import { ApiError, CATALOGUE } from '../errors';
import { DEFAULT_WORKSPACE, unknownSnapshot, unknownWorkspace } from './names';
import type { WorkspaceLimits } from './limits';
import type { ForkSource, SnapshotRecord, WorkspaceRecord, WorkspaceStore } from './store';

/** Everything a request of one workspace is served from. */
export interface Workspace {
  readonly name: string;
  services: Services;
  repositories: Repositories;
  tokens: TokenService;
}

/** How a workspace's database is opened and closed (plugins/app/workspaces.ts). */
export interface WorkspaceOpener {
  open(name: string, url: string): Promise<Workspace>;
  /** Opens the database of a workspace closed before, keeping its settings. */
  reopen(workspace: Workspace, url: string): Promise<Workspace>;
  /** Closes its database; its settings stay. */
  close(workspace: Workspace): Promise<void>;
  /** After a restore: forget what was derived from the old rows, here and in the other instances. */
  restored(workspace: Workspace): Promise<void>;
}

export interface WorkspaceInfo {
  name: string;
  createdAt: string | null;
  lastUsedAt: string | null;
  sizeBytes: number;
  source: string;
}

interface Entry {
  record: WorkspaceRecord;
  workspace: Workspace | null;
  open: boolean;
  /** The open (or reopen) under way. */
  opening: Promise<Workspace> | null;
  /** lastUsedAt changed since it was last saved. */
  dirty: boolean;
  /** Requests being served in it (use/release): it is not closed, nor expired, meanwhile. */
  inFlight: number;
}

const conflict = (message: string) => new ApiError(409, message);

const describe = (from: ForkSource): string =>
  'seed' in from ? 'seed' : from.snapshot ? `snapshot ${from.workspace}@${from.snapshot}` : `workspace ${from.workspace}`;

export class WorkspaceRegistry {
  private readonly entries = new Map<string, Entry>();
  /** Names being created or deleted: a second request for the same name is refused meanwhile. */
  private readonly busy = new Set<string>();
  private sweeper: NodeJS.Timeout | undefined;
  /** Display-share tokens of workspaces other than the default one, and their workspace. */
  private readonly shareLinks = new LRUCache<string, string>({ max: 1000 });

  constructor(
    private readonly store: WorkspaceStore,
    private readonly defaultWorkspace: Workspace,
    private readonly opener: WorkspaceOpener,
    readonly limits: WorkspaceLimits,
    private readonly now: () => number,
    /** The seed and day a fork from the seed copies. */
    private readonly seedOf: () => Promise<{ seed: number; today: string }>,
    /** Tells the other instances a workspace is gone (they close it at once). */
    private readonly removed: (name: string) => Promise<void> = async () => {},
  ) {}

  /** Loads the complete workspaces and starts the expiry sweep. */
  async start(): Promise<void> {
    await this.refresh();
    await this.expire();
    const every = Math.min(60_000, Math.max(1000, this.limits.idleMs / 4));
    this.sweeper = setInterval(() => void this.expire().catch(() => {}), every);
    this.sweeper.unref();
  }

  /** Reads the store again (another instance may have created or deleted workspaces). */
  private async refresh(): Promise<void> {
    const records = await this.store.list();
    const names = new Set(records.map((record) => record.name));
    for (const record of records) {
      const known = this.entries.get(record.name);
      // Another instance may have used it since (PostgreSQL): the later use counts.
      if (known) known.record.lastUsedAt = Math.max(known.record.lastUsedAt, record.lastUsedAt);
      else this.entries.set(record.name, { record, workspace: null, open: false, opening: null, dirty: false, inFlight: 0 });
    }
    for (const [name, entry] of this.entries) {
      if (!names.has(name) && !this.busy.has(name)) {
        this.entries.delete(name);
        if (entry.workspace && entry.open) await this.opener.close(entry.workspace);
      }
    }
  }

  /**
   * The workspace of a name: at once when it is open (always for the default one), a promise while it opens,
   * null (or a promise of null) when no such workspace exists.
   */
  lookup(name: string): Workspace | Promise<Workspace | null> | null {
    if (name === DEFAULT_WORKSPACE) return this.defaultWorkspace;
    const entry = this.entries.get(name);
    if (!entry) return this.refresh().then(() => (this.entries.has(name) ? this.openEntry(this.entries.get(name)!) : null));
    this.used(entry);
    if (entry.open && entry.workspace) return entry.workspace;
    return this.openEntry(entry);
  }

  /** The workspace of a request, as lookup, held open until release(workspace) once the request has ended. */
  use(name: string): Workspace | Promise<Workspace | null> | null {
    if (name === DEFAULT_WORKSPACE) return this.defaultWorkspace;
    const entry = this.entries.get(name);
    if (!entry)
      return this.refresh().then(() => {
        const found = this.entries.get(name);
        return found ? this.hold(found) : null;
      });
    return this.hold(entry);
  }

  private hold(entry: Entry): Workspace | Promise<Workspace> {
    this.used(entry);
    entry.inFlight++;
    if (entry.open && entry.workspace) return entry.workspace;
    return this.openEntry(entry).catch((error: unknown) => {
      entry.inFlight--;
      throw error;
    });
  }

  /** A request served in `workspace` has ended. */
  release(workspace: Workspace): void {
    const entry = this.entries.get(workspace.name);
    // A held workspace is never reopened, so its entry still has this very object (unless it was deleted meanwhile).
    if (entry?.workspace === workspace && entry.inFlight > 0) entry.inFlight--;
  }

  private used(entry: Entry) {
    entry.record.lastUsedAt = this.now();
    entry.dirty = true;
  }

  private openEntry(entry: Entry): Promise<Workspace> {
    if (entry.open && entry.workspace) return Promise.resolve(entry.workspace);
    entry.opening ??= (async () => {
      // Another instance may have deleted it meanwhile (PostgreSQL): never open what is gone.
      await this.refresh();
      if (this.entries.get(entry.record.name) !== entry) throw unknownWorkspace(entry.record.name);
      await this.closeIdle(entry.record.name);
      const url = this.store.url(entry.record.name);
      if (entry.workspace) entry.workspace = await this.opener.reopen(entry.workspace, url);
      else entry.workspace = await this.opener.open(entry.record.name, url);
      entry.open = true;
      return entry.workspace;
    })().finally(() => (entry.opening = null));
    return entry.opening;
  }

  /** Closes the least recently used open workspaces no request is being served in, until one more may open. */
  private async closeIdle(opening: string) {
    const open = [...this.entries.values()].filter((entry) => entry.open && entry.record.name !== opening);
    const idle = open.filter((entry) => entry.inFlight === 0).sort((a, b) => a.record.lastUsedAt - b.record.lastUsedAt);
    for (let count = open.length; count >= this.limits.maxOpen && idle.length; count--) {
      const entry = idle.shift()!;
      entry.open = false;
      await this.opener.close(entry.workspace!);
      await this.save(entry);
    }
  }

  private async save(entry: Entry) {
    if (!entry.dirty) return;
    entry.dirty = false;
    await this.store.touch(entry.record.name, entry.record.lastUsedAt);
  }

  /**
   * The workspace of a display-share token that the default workspace does not know: a share link belongs to its
   * workspace, and the /share page that opens it sends no header. Found links are remembered.
   */
  async shareWorkspace(token: string): Promise<string | null> {
    const known = this.shareLinks.get(token);
    if (known && this.entries.has(known)) return known;
    for (const name of this.entries.keys()) {
      if (await this.store.hasShareLink(name, token)) {
        this.shareLinks.set(token, name);
        return name;
      }
    }
    return null;
  }

  /** The workspace of a control request's path parameter: 404 unless it exists. */
  async require(name: string): Promise<Workspace> {
    const found = await this.lookup(name);
    if (!found) throw unknownWorkspace(name);
    return found;
  }

  async list(): Promise<WorkspaceInfo[]> {
    await this.expire();
    const infos: WorkspaceInfo[] = [
      {
        name: DEFAULT_WORKSPACE,
        createdAt: null,
        lastUsedAt: null,
        sizeBytes: await this.store.size(DEFAULT_WORKSPACE),
        source: 'default',
      },
    ];
    for (const entry of this.entries.values()) infos.push(await this.info(entry.record));
    return infos;
  }

  private async info(record: WorkspaceRecord): Promise<WorkspaceInfo> {
    return {
      name: record.name,
      createdAt: new Date(record.createdAt).toISOString(),
      lastUsedAt: new Date(record.lastUsedAt).toISOString(),
      sizeBytes: await this.store.size(record.name),
      source: record.source,
    };
  }

  async create(name: string, from: ForkSource): Promise<WorkspaceInfo> {
    await this.refresh();
    if (name === DEFAULT_WORKSPACE || this.entries.has(name) || this.busy.has(name)) throw conflict(`工作区 ${name} 已存在`);
    if (!('seed' in from)) {
      if (from.workspace !== DEFAULT_WORKSPACE && !this.entries.has(from.workspace)) throw unknownWorkspace(from.workspace);
      if (from.snapshot && !(await this.store.snapshots(from.workspace)).some((s) => s.name === from.snapshot))
        throw unknownSnapshot(from.workspace, from.snapshot);
    }
    await this.expire();
    if (this.entries.size + this.busy.size >= this.limits.maxCount)
      throw conflict(`工作区数量已达上限 ${this.limits.maxCount}（MOCK_WORKSPACES_MAX）：先删除不用的工作区`);
    await this.checkSize('seed' in from ? DEFAULT_WORKSPACE : from.workspace);
    this.busy.add(name);
    try {
      const now = this.now();
      const record: WorkspaceRecord = { name, createdAt: now, lastUsedAt: now, source: describe(from) };
      await this.store.create(record, from, await this.seedOf());
      this.entries.set(name, { record, workspace: null, open: false, opening: null, dirty: false, inFlight: 0 });
      return await this.info(record);
    } finally {
      this.busy.delete(name);
    }
  }

  /** Refuses a copy of `like` when it would take the workspaces past the size cap. */
  private async checkSize(like: string) {
    const total = (await this.store.totalSize()) + (await this.store.size(like));
    if (total > this.limits.maxBytes) {
      const mb = Math.round(this.limits.maxBytes / 1024 / 1024);
      throw conflict(`工作区和快照的总大小将超过上限 ${mb} MB（MOCK_WORKSPACES_MAX_MB）：先删除不用的工作区或快照`);
    }
  }

  /** A workspace another instance deleted: closed here at once. */
  async forget(name: string): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry || this.busy.has(name)) return;
    this.entries.delete(name);
    if (entry.opening) await entry.opening.catch(() => {});
    if (entry.workspace && entry.open) await this.opener.close(entry.workspace);
    entry.open = false;
  }

  async delete(name: string): Promise<void> {
    if (name === DEFAULT_WORKSPACE) throw new ApiError(400, `${CATALOGUE[400]}：默认工作区 default 不能删除`);
    await this.refresh();
    const entry = this.entries.get(name);
    if (!entry || this.busy.has(name)) throw unknownWorkspace(name);
    await this.remove(entry);
  }

  private async remove(entry: Entry) {
    const { name } = entry.record;
    this.busy.add(name);
    try {
      this.entries.delete(name);
      if (entry.opening) await entry.opening.catch(() => {});
      if (entry.workspace && entry.open) await this.opener.close(entry.workspace);
      entry.open = false;
      await this.store.remove(name);
      await this.removed(name);
    } finally {
      this.busy.delete(name);
    }
  }

  /** Deletes the workspaces idle for longer than the limit. */
  async expire(): Promise<void> {
    for (const entry of this.entries.values()) await this.save(entry);
    await this.refresh();
    const now = this.now();
    for (const entry of [...this.entries.values()]) {
      if (now - entry.record.lastUsedAt > this.limits.idleMs && !this.busy.has(entry.record.name) && entry.inFlight === 0)
        await this.remove(entry);
    }
  }

  async snapshots(workspace: string): Promise<SnapshotRecord[]> {
    await this.require(workspace);
    return this.store.snapshots(workspace);
  }

  async snapshot(workspace: string, snapshot: string): Promise<SnapshotRecord> {
    await this.require(workspace);
    if ((await this.store.snapshots(workspace)).some((s) => s.name === snapshot))
      throw conflict(`工作区 ${workspace} 已有快照 ${snapshot}`);
    await this.checkSize(workspace);
    return this.store.snapshot(workspace, snapshot, this.now());
  }

  async restore(workspace: string, snapshot: string): Promise<void> {
    const found = await this.require(workspace);
    if (!(await this.store.snapshots(workspace)).some((s) => s.name === snapshot)) throw unknownSnapshot(workspace, snapshot);
    await this.store.restore(workspace, snapshot);
    await this.opener.restored(found);
  }

  async deleteSnapshot(workspace: string, snapshot: string): Promise<void> {
    await this.require(workspace);
    if (!(await this.store.snapshots(workspace)).some((s) => s.name === snapshot)) throw unknownSnapshot(workspace, snapshot);
    await this.store.removeSnapshot(workspace, snapshot);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const entry of this.entries.values()) {
      if (entry.opening) await entry.opening.catch(() => {});
      if (entry.workspace && entry.open) await this.opener.close(entry.workspace);
      entry.open = false;
      await this.save(entry);
    }
    await this.store.close();
  }
}
