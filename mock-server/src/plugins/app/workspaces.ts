// Workspaces (README, "Workspaces"): the registry (app.workspaces) and the one place a request's workspace is
// chosen (request.workspace): the x-mock-workspace header, else the `ws` claim of its bearer token, else the
// default workspace. Every plugin and route after this one reads the data, the clock, the scenario and the
// recent requests of request.workspace; handlers receive its repositories and clock as before.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { SHARE_TOKEN_PREFIX } from '@smartsite/api';
import { dayOf } from '../../clock';
import { openEngine } from '../../db/engine';
import { DEFAULT_SEED } from '../../db/seed';
import { databaseFile } from '../../db/url';
import { SmsCodes } from '../../auth/sms';
import { bearerToken, TokenService } from '../../auth/tokens';
import { unauthorized } from '../../errors';
import { createRepositories, openDataSource } from '../../repositories';
import { applyChange, createServices, type Services } from '../../services';
import { PostgresState } from '../../shared/postgres';
import { PostgresWorkspaceStore } from '../../workspaces/postgres-store';
import { LocalState } from '../../shared/state';
import { badWorkspaceName, DEFAULT_WORKSPACE, isWorkspaceName, unknownWorkspace, WORKSPACE_HEADER } from '../../workspaces/names';
import { WorkspaceRegistry, type Workspace, type WorkspaceOpener } from '../../workspaces/registry';
import { SqliteWorkspaceStore } from '../../workspaces/sqlite-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The workspaces of this server. */
    workspaces: WorkspaceRegistry;
  }
  interface FastifyRequest {
    /** The workspace the request is served in (set by the first onRequest hook). */
    workspace: Workspace;
  }
}

/** The `ws` claim of a bearer JWT, read without checking it: it only chooses where the token is then verified. */
function claimedWorkspace(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const ws = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { ws?: unknown }).ws;
    return typeof ws === 'string' ? ws : null;
  } catch {
    return null;
  }
}

export default fp(
  async (app) => {
    const { options, validator } = app.services;
    // What a new workspace starts with: the settings the server started with, not the default workspace's now.
    const initial = { ...options };
    const defaultWorkspace: Workspace = {
      name: DEFAULT_WORKSPACE,
      services: app.services,
      repositories: app.repositories,
      tokens: app.tokens,
    };
    const engineOptions = {
      // A few connections each: PostgreSQL serves every instance's open workspaces (MOCK_WORKSPACES_OPEN each).
      poolSize: Math.min(options.databasePoolSize, 3),
      onPoolError: (error: Error) =>
        app.log.warn({ error: error.message }, 'PostgreSQL connection lost (the pool reconnects on the next query)'),
    };
    const tokensOf = (name: string, services: Services) =>
      new TokenService(
        app.jwt,
        services.database.prisma,
        options.tokenTtlSeconds,
        (jti) => services.shared.announce({ kind: 'revoked', jti }),
        name,
      );

    /** Opens a workspace's database and what instances share about it (its own LISTEN channel on PostgreSQL). */
    async function open(name: string, url: string, kept?: Services): Promise<Workspace> {
      const engine = await openEngine(url, engineOptions);
      const shared = engine.pool
        ? await PostgresState.start(url, engine.pool, app.log, options.now, name)
        : (kept?.shared ?? new LocalState(new SmsCodes(options.now), options.now));
      // On SQLite the settings live in memory, so a workspace closed for a while keeps its services.
      const services = kept && !engine.pool ? kept : createServices({ ...initial }, engine, validator, shared);
      services.database = engine;
      services.data = openDataSource(engine.prisma);
      services.answers.clear();
      const workspace: Workspace = { name, services, repositories: createRepositories(services.data), tokens: tokensOf(name, services) };
      const applyStored = async () => {
        for (const change of await shared.storedSettings()) applyChange(services, change);
      };
      if (engine.pool) {
        shared.onChange((change) => {
          if (change.kind === 'revoked') workspace.tokens.remember(change.jti);
          if (change.kind === 'resync')
            Promise.all([applyStored(), workspace.tokens.loadRevocations()]).catch((error: unknown) =>
              app.log.warn({ err: error, workspace: name }, 'shared state: reloading a workspace failed'),
            );
        });
        await applyStored();
      }
      await workspace.tokens.loadRevocations();
      await services.facts.ensure();
      return workspace;
    }

    const opener: WorkspaceOpener = {
      open: (name, url) => open(name, url),
      reopen: (workspace, url) => open(workspace.name, url, workspace.services),
      async close({ services }) {
        if (services.shared.mode === 'postgresql') await services.shared.close();
        await services.database.close();
      },
      async restored({ services, tokens }) {
        await services.invalidate();
        services.facts.forget();
        await services.facts.ensure();
        await tokens.loadRevocations();
        await services.shared.announce({ kind: 'reset' });
      },
    };

    const seedOf = async () => {
      const row = await app.services.database.prisma.setting.findUnique({ where: { key: 'seed' } });
      return { seed: row ? Number(row.value) : DEFAULT_SEED, today: dayOf(options.now()) };
    };

    const { database } = app.services;
    const store = database.pool
      ? await PostgresWorkspaceStore.open(options.databaseUrl, database.pool, (error) =>
          app.log.warn({ err: error }, 'workspaces: a spare copy could not be made (forks and restores copy for themselves meanwhile)'),
        )
      : new SqliteWorkspaceStore(databaseFile(options.databaseUrl));
    const registry = new WorkspaceRegistry(
      store,
      defaultWorkspace,
      opener,
      options.workspaces,
      () => options.now().getTime(),
      seedOf,
      (name) => app.services.shared.announce({ kind: 'workspace-deleted', name }),
    );
    app.services.shared.onChange((change) => {
      if (change.kind === 'workspace-deleted')
        registry
          .forget(change.name)
          .catch((error: unknown) => app.log.warn({ err: error, workspace: change.name }, 'closing a deleted workspace failed'));
    });
    await registry.start();
    // Before the database plugin's own onClose (hooks run in reverse order of registration): the pool is still open.
    app.addHook('onClose', () => registry.close());
    app.decorate('workspaces', registry);
    app.decorateRequest('workspace', null as unknown as Workspace);

    /** Serves the request in `workspace`, once it has heard what other instances announced there (PostgreSQL). */
    function serve(request: FastifyRequest, workspace: Workspace, done: HookHandlerDoneFunction) {
      request.workspace = workspace;
      const { shared } = workspace.services;
      // The default workspace's own wait runs in the database plugin.
      if (workspace === defaultWorkspace || !shared.sync) return done();
      shared.sync().then(() => done(), done);
    }

    /** Serves the request in `name`: 404 (401 when only its token named it) for a workspace that does not exist. */
    function enter(request: FastifyRequest, name: string, fromToken: boolean, done: HookHandlerDoneFunction) {
      const refuse = () => done(fromToken ? unauthorized(`令牌所属的工作区 ${name} 不存在，请重新登录`) : unknownWorkspace(name));
      const found = registry.use(name);
      if (!found) return refuse();
      if (!(found instanceof Promise)) return serve(request, found, done);
      found.then((workspace) => (workspace ? serve(request, workspace, done) : refuse()), done);
    }

    /** A display-share token is served in the workspace of its link (the default one when no workspace has it). */
    function enterShare(request: FastifyRequest, token: string, registry: WorkspaceRegistry, done: HookHandlerDoneFunction) {
      const here = defaultWorkspace.repositories.shares.resolve(token, Date.now());
      const elsewhere = (found: unknown) => {
        if (found) {
          request.workspace = defaultWorkspace;
          return done();
        }
        registry.shareWorkspace(token).then((name) => {
          if (!name) {
            request.workspace = defaultWorkspace;
            return done();
          }
          enter(request, name, true, done);
        }, done);
      };
      if (here instanceof Promise) here.then(elsewhere, done);
      else elsewhere(here);
    }

    // The workspace a request was served in is held open until it has answered or its client has gone (use/release).
    const released = new WeakSet<FastifyRequest>();
    const release = (request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) => {
      if (request.workspace && request.workspace !== defaultWorkspace && !released.has(request)) {
        released.add(request);
        registry.release(request.workspace);
      }
      done();
    };
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', (request, done) => release(request, null, done));

    // Synchronous for the usual request (no header, a token of the default workspace or none).
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const header = request.headers[WORKSPACE_HEADER];
      if (header !== undefined) {
        if (!isWorkspaceName(header)) return done(badWorkspaceName(`header ${WORKSPACE_HEADER}`));
        return enter(request, header, false, done);
      }
      const token = bearerToken(request.headers.authorization);
      if (token?.startsWith(SHARE_TOKEN_PREFIX)) return enterShare(request, token, registry, done);
      const claimed = token ? claimedWorkspace(token) : null;
      if (claimed === null || claimed === DEFAULT_WORKSPACE) {
        request.workspace = defaultWorkspace;
        return done();
      }
      if (!isWorkspaceName(claimed)) return done(unauthorized());
      enter(request, claimed, true, done);
    });
  },
  { name: 'workspaces', dependencies: ['database', 'repositories', 'auth'] },
);
