// Every plugin and route module is a named fastify-plugin stating what it needs, so registering them in the
// wrong order stops the boot with a message naming the missing plugin instead of failing on some later request.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import operationRoutes from '../src/routes/operations';
import { contract } from './helpers';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const PLUGIN_FOLDERS = ['plugins/external', 'plugins/app'];
/** routes/mock-*.ts other than mock-admin are route groups it registers, not plugins. */
const ROUTE_PLUGINS = ['routes/operations.ts', 'routes/mock-admin.ts', 'routes/frontend.ts'];

const META = Symbol.for('plugin-meta');

const pluginFiles = [...PLUGIN_FOLDERS.flatMap((folder) => readdirSync(SRC + folder).map((file) => `${folder}/${file}`)), ...ROUTE_PLUGINS];

describe('plugins', () => {
  it.each(pluginFiles)('%s is a named fastify-plugin', async (file) => {
    const plugin = ((await import(/* @vite-ignore */ `../src/${file}`)) as { default: Record<symbol, { name?: string }> }).default;
    expect(plugin[META]?.name).toMatch(/^[a-z-]+$/);
  });

  it('names differ', async () => {
    const names = await Promise.all(
      pluginFiles.map(
        async (file) =>
          ((await import(/* @vite-ignore */ `../src/${file}`)) as { default: Record<symbol, { name: string }> }).default[META]!.name,
      ),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('routes registered before the plugins they need stop the boot, naming the missing one', async () => {
    const app = Fastify();
    app.register(operationRoutes, { contract, handlers: {} as never });
    await expect(app.ready()).rejects.toThrow(/dependency "?'?database'?"? of plugin "?'?operation-routes/i);
    await app.close();
  });
});
