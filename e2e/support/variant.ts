// A journey file's own frontend variant: built with other VITE_* variables, served on its own port with the API
// proxied to the suite's server (like a production web server in front of the backend).
import { join } from 'node:path';
import { buildFrontendVariant, serveBuild, type StaticServer } from '@smartsite/tooling';
import { appUrl } from './app-server';
import { test } from './journey';
import { SCRATCH } from './paths';

/** A build of its own takes a minute or more on a busy 2-core machine. */
const BUILD_LIMIT_MS = 300_000;

/** The folder of a build made with these variables (built when missing or stale; reused across runs). */
export const variantBuild = (name: string, variables: Record<`VITE_${string}`, string>): string =>
  buildFrontendVariant(join(SCRATCH, 'builds', name), variables);

/** Registers the build and server for this file; the returned function gives the variant's origin. */
export function useFrontendVariant(name: string, variables: Record<`VITE_${string}`, string>): () => string {
  let server: StaticServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(BUILD_LIMIT_MS);
    server = await serveBuild(variantBuild(name, variables), { apiOrigin: appUrl() });
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error(`the frontend variant "${name}" is not running`);
    return server.baseUrl;
  };
}
