// React.lazy with the chunk failures of docs/requirements/envelope.md#chunk-failures, in the wording 'Loading chunk <name> failed. (<kind>: <url>)':
// a chunk that has not arrived after 120 s fails with (timeout); one the server does not have with (missing),
// one that did not load otherwise with (error); a style sheet that did not load reads
// 'Loading CSS chunk <name> failed. (<url>)'. The route error view offers to reload.
import { lazy, type ComponentType } from 'react';
import { chunkTimeoutMs } from '@/config/constants';

/** The browsers' words for a module that did not load (Chromium and Firefox name the URL, Safari does not). */
const MODULE_FAILURE =
  /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)\.?:?\s*(\S+)?/i;
/** Vite's words for a style sheet of the chunk that did not load. */
const CSS_FAILURE = /Unable to preload CSS for (\S+)/;

type Probe = (url: string) => Promise<Response>;

const headRequest: Probe = (url) => fetch(url, { method: 'HEAD', cache: 'no-store' });

/** Whether the server says the chunk does not exist (404, 410); a probe that fails says nothing. */
async function isMissing(url: string, probe: Probe): Promise<boolean> {
  try {
    const { status } = await probe(url);
    return status === 404 || status === 410;
  } catch {
    return false;
  }
}

/** The failure of a chunk's import in the spec's wording; errors that are not load failures are returned as they are. */
export async function chunkLoadError(name: string, error: unknown, probe: Probe = headRequest): Promise<unknown> {
  const message = error instanceof Error ? error.message : String(error);
  const css = CSS_FAILURE.exec(message);
  if (css) return new Error(`Loading CSS chunk ${name} failed. (${css[1]})`, { cause: error });
  const module = MODULE_FAILURE.exec(message);
  if (!module) return error;
  const url = module[1];
  const kind = url && (await isMissing(url, probe)) ? 'missing' : 'error';
  return new Error(`Loading chunk ${name} failed. (${kind}${url ? `: ${url}` : ''})`, { cause: error });
}

export function lazyPage<Props extends object = object>(name: string, loader: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Loading chunk ${name} failed. (timeout)`)), chunkTimeoutMs);
        loader().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          async (error: unknown) => {
            clearTimeout(timer);
            reject(await chunkLoadError(name, error));
          },
        );
      }),
  );
}
