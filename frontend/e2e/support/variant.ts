// A journey file's own frontend variant: built with other VITE_* variables, served on its own port with the API
// proxied to the suite's mock server (like a production web server in front of the backend).
import { afterAll, beforeAll, inject } from 'vitest';
import { buildFrontend } from './frontend-build';
import { serveBuild, type StaticServer } from './static-server';

/** Registers the build and server for this file; the returned function gives the variant's origin. */
export function useFrontendVariant(name: string, variables: Record<`VITE_${string}`, string>): () => string {
  let server: StaticServer | undefined;
  beforeAll(async () => {
    server = await serveBuild(buildFrontend(name, variables), { apiOrigin: inject('baseUrl') });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error(`the frontend variant "${name}" is not running`);
    return server.baseUrl;
  };
}
