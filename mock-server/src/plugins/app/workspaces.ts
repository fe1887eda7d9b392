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
import { createServices } from '../../services';
import { LocalState } from '../../shared/state';
import { badWorkspaceName, DEFAULT_WORKSPACE, isWorkspaceName, unknownWorkspace, WORKSPACE_HEADER } from '../../workspaces/names';
import { WorkspaceRegistry, type Workspace, type WorkspaceOpener } from '../../workspaces/registry';
import { SqliteWorkspaceStore } from '../../workspaces/sqlite-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The workspaces of this server (null on PostgreSQL until workspaces are supported there). */
    workspaces: WorkspaceRegistry | null;
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
      poolSize: options.databasePoolSize,
      onPoolError: (error: Error) =>
        app.log.warn({ error: error.message }, 'PostgreSQL connection lost (the pool reconnects on the next query)'),
    };

    const bindDatabase = async (workspace: Workspace, url: string) => {
      const engine = await openEngine(url, engineOptions);
      workspace.services.database = engine;
      workspace.services.data = openDataSource(engine.prisma);
      workspace.repositories = createRepositories(workspace.services.data);
      workspace.tokens = new TokenService(app.jwt, engine.prisma, options.tokenTtlSeconds, undefined, workspace.name);
      await workspace.tokens.loadRevocations();
      workspace.services.answers.clear();
      await workspace.services.facts.ensure();
    };

    const opener: WorkspaceOpener = {
      async open(name, url) {
        const engine = await openEngine(url, engineOptions);
        const services = createServices({ ...initial }, engine, validator, new LocalState(new SmsCodes(options.now), options.now));
        const workspace: Workspace = {
          name,
          services,
          repositories: createRepositories(services.data),
          tokens: new TokenService(app.jwt, engine.prisma, options.tokenTtlSeconds, undefined, name),
        };
        await workspace.tokens.loadRevocations();
        await services.facts.ensure();
        return workspace;
      },
      reopen: bindDatabase,
      close: (workspace) => workspace.services.database.close(),
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

    const registry =
      app.services.database.kind === 'sqlite'
        ? new WorkspaceRegistry(
            new SqliteWorkspaceStore(databaseFile(options.databaseUrl)),
            defaultWorkspace,
            opener,
            options.workspaces,
            () => options.now().getTime(),
            seedOf,
          )
        : null;
    if (registry) {
      await registry.start();
      app.addHook('onClose', () => registry.close());
    }
    app.decorate('workspaces', registry);
    app.decorateRequest('workspace', null as unknown as Workspace);

    /** Serves the request in `name`: 404 (401 when only its token named it) for a workspace that does not exist. */
    function enter(request: FastifyRequest, name: string, fromToken: boolean, done: HookHandlerDoneFunction) {
      const refuse = () => done(fromToken ? unauthorized(`令牌所属的工作区 ${name} 不存在，请重新登录`) : unknownWorkspace(name));
      const found = registry ? registry.lookup(name) : name === DEFAULT_WORKSPACE ? defaultWorkspace : null;
      if (!found) return refuse();
      if (!(found instanceof Promise)) {
        request.workspace = found;
        return done();
      }
      found.then((workspace) => {
        if (!workspace) return refuse();
        request.workspace = workspace;
        done();
      }, done);
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

    // Synchronous for the usual request (no header, a token of the default workspace or none).
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const header = request.headers[WORKSPACE_HEADER];
      if (header !== undefined) {
        if (!isWorkspaceName(header)) return done(badWorkspaceName(`header ${WORKSPACE_HEADER}`));
        return enter(request, header, false, done);
      }
      const token = bearerToken(request.headers.authorization);
      if (token?.startsWith(SHARE_TOKEN_PREFIX) && registry) return enterShare(request, token, registry, done);
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
