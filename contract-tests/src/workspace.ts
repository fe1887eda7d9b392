// `npm run contract -- --base-url URL --workspace fresh|NAME` (issue 38): the suite runs in a workspace of the mock,
// every request carrying the x-mock-workspace header, so parallel QA runs against one shared mock never see each
// other's users, writes or scenarios. `fresh` makes a new workspace from the seed and deletes it afterwards, also
// when the run fails; a NAME must exist and is left as it is.
import { randomBytes } from 'node:crypto';

export const WORKSPACE_HEADER = 'x-mock-workspace';
/** The mock's workspace name pattern (its README, "Workspaces"). */
const WORKSPACE_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
const WORKSPACES_PATH = '/__mock/workspaces';

/** A refusal before any contract call: the CLI prints it and exits with 2. */
export class WorkspaceError extends Error {}

export const isWorkspaceName = (name: string) => WORKSPACE_NAME.test(name);

interface Envelope {
  msg?: string;
  data?: unknown;
}

async function controlCall(baseUrl: string, controlToken: string | undefined, method: string, path: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(controlToken ? { 'x-mock-control-token': controlToken } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new WorkspaceError(`--workspace: ${baseUrl} does not answer (${(error as Error).message})`);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok)
    throw new WorkspaceError(
      `--workspace: ${method} ${path} answered HTTP ${response.status}: ${envelope.msg ?? ''}` +
        (response.status === 404 && path === WORKSPACES_PATH ? ' (this backend has no workspaces, or its mock control is off)' : '') +
        (response.status === 403 ? ' (set MOCK_CONTROL_TOKEN to the mock’s control token)' : ''),
    );
  return envelope.data;
}

/** A name no other run chooses: contract-<time>-<random>, well under the 40 characters allowed. */
const freshName = () => `contract-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

interface WorkspaceRun {
  baseUrl: string;
  /** `fresh`, or the name of an existing workspace. */
  requested: string;
  controlToken?: string;
  log?: (line: string) => void;
}

/** Runs `run` in the workspace asked for and resolves to its result; a fresh workspace is deleted whatever happens. */
export async function inWorkspace<T>(
  { baseUrl, requested, controlToken, log = console.error }: WorkspaceRun,
  run: (workspace: string) => Promise<T>,
): Promise<T> {
  const base = baseUrl.replace(/\/+$/, '');
  if (requested !== 'fresh') {
    if (!isWorkspaceName(requested))
      throw new WorkspaceError(`--workspace: "${requested}" is not fresh nor a name matching ${WORKSPACE_NAME.source}`);
    const listed = (await controlCall(base, controlToken, 'GET', WORKSPACES_PATH)) as { name: string }[];
    if (!listed.some((workspace) => workspace.name === requested))
      throw new WorkspaceError(`--workspace: ${base} has no workspace ${requested} (fresh makes a new one)`);
    return run(requested);
  }
  const name = freshName();
  await controlCall(base, controlToken, 'POST', WORKSPACES_PATH, { name, from: { seed: true } });
  log(`contract: running in the new workspace ${name} (deleted afterwards)`);
  try {
    return await run(name);
  } finally {
    await controlCall(base, controlToken, 'DELETE', `${WORKSPACES_PATH}/${name}`).catch((error: Error) =>
      log(`contract: could not delete the workspace ${name}: ${error.message}`),
    );
  }
}
