// Where workspaces keep their data, behind one interface: a SQLite file each (sqlite-store.ts) or a PostgreSQL
// schema each. A store only moves data; the registry (registry.ts) decides names, limits and lifetimes.

/** Where a new workspace's data comes from. */
export type ForkSource = { seed: true } | { workspace: string; snapshot?: string };

/** What is kept about a workspace beside its data. */
export interface WorkspaceRecord {
  name: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastUsedAt: number;
  /** 'seed', 'workspace X' or 'snapshot X@Y'. */
  source: string;
}

export interface SnapshotRecord {
  name: string;
  createdAt: number;
  sizeBytes: number;
}

export interface WorkspaceStore {
  readonly kind: 'sqlite' | 'postgresql';
  /** The complete workspaces (a fork cut short is never listed), the default one excluded. */
  list(): Promise<WorkspaceRecord[]>;
  /** The database URL a workspace's engine opens. */
  url(name: string): string;
  /** Bytes on disk of a workspace's data (its snapshots excluded). */
  size(name: string): Promise<number>;
  /** Bytes of every workspace and snapshot (the default workspace's data excluded): what the size cap counts. */
  totalSize(): Promise<number>;
  /**
   * Makes a workspace from `from` (a consistent copy even while the source is being written) and records it; it
   * is listed only once complete. `seed` and `today` say which seeded template a fork from the seed copies.
   */
  create(record: WorkspaceRecord, from: ForkSource, seed: { seed: number; today: string }): Promise<void>;
  /** Saves lastUsedAt (kept in memory between saves). */
  touch(name: string, lastUsedAt: number): Promise<void>;
  remove(name: string): Promise<void>;
  snapshots(workspace: string): Promise<SnapshotRecord[]>;
  snapshot(workspace: string, snapshot: string, createdAt: number): Promise<SnapshotRecord>;
  /** Replaces the workspace's rows by the snapshot's, in one transaction, while its clients stay open. */
  restore(workspace: string, snapshot: string): Promise<void>;
  removeSnapshot(workspace: string, snapshot: string): Promise<void>;
  /** Whether a workspace has a share link of this token (live or not). */
  hasShareLink(workspace: string, token: string): Promise<boolean>;
  close(): Promise<void>;
}
