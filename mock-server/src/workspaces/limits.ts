// The limits of the workspaces (README, "Workspaces"): options of buildApp and environment variables.
export interface WorkspaceLimits {
  /** Workspaces besides the default one (MOCK_WORKSPACES_MAX). */
  maxCount: number;
  /** Bytes of every workspace and snapshot together (MOCK_WORKSPACES_MAX_MB). */
  maxBytes: number;
  /** A workspace unused this long is deleted (MOCK_WORKSPACE_IDLE_HOURS). */
  idleMs: number;
  /** Workspaces whose database stays open at once (MOCK_WORKSPACES_OPEN); the default one is always open. */
  maxOpen: number;
}

export const DEFAULT_WORKSPACE_LIMITS: WorkspaceLimits = { maxCount: 50, maxBytes: 2048 * 1024 * 1024, idleMs: 24 * 3600_000, maxOpen: 8 };
