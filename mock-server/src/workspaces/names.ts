// What a workspace is called and how a request names one (README, "Workspaces"): the x-mock-workspace header,
// else the `ws` claim of the caller's token, else the default workspace (today's shared state).
import { ApiError, CATALOGUE } from '../errors';

export const WORKSPACE_HEADER = 'x-mock-workspace';
export const DEFAULT_WORKSPACE = 'default';

/** Lower-case letters, digits and hyphens, 1 to 40 characters, not starting with a hyphen: safe as a file or schema name. Snapshots are named alike. */
const WORKSPACE_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const isWorkspaceName = (name: unknown): name is string => typeof name === 'string' && WORKSPACE_NAME.test(name);

/** 400 naming where the bad name came from: the header, or a body field of the control API. */
export const badWorkspaceName = (where: string) => new ApiError(400, `${CATALOGUE[400]}：${where} must match ${WORKSPACE_NAME.source}`);

export const unknownWorkspace = (name: string) => new ApiError(404, `${CATALOGUE[404]}：工作区 ${name} 不存在`);

export const unknownSnapshot = (workspace: string, snapshot: string) =>
  new ApiError(404, `${CATALOGUE[404]}：工作区 ${workspace} 没有快照 ${snapshot}`);
