// Draws pictures on a worker thread, so the API keeps answering while a dashboard's pictures are made (one
// worker per lane of the render queue: the page lane's, and the background lane's below the server's priority).
// Where the worker cannot run, it draws on this thread as before.
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderPicture, type Picture } from './pictures';
import type { PictureAnswer, PictureRequest, PictureWorkerData } from './picture-worker';

/**
 * The worker's module, through tsx's loader when this one is TypeScript (the mock runs from source; a worker does
 * not inherit the loader that `node --import tsx` registered on this thread).
 */
const WORKER_URL = new URL(`./picture-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url).href;
const WORKER_SOURCE = WORKER_URL.endsWith('.ts')
  ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); });`
  : `import(${JSON.stringify(WORKER_URL)});`;

interface Pending {
  seed: number;
  path: string;
  resolve: (picture: Picture | null) => void;
  reject: (error: Error) => void;
}

/** Draws on this thread, settling a promise's callbacks with the picture or the error. */
function drawHere({ seed, path, resolve, reject }: Pending): void {
  try {
    resolve(renderPicture(seed, path));
  } catch (error) {
    reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export class PictureRenderer {
  private worker: Worker | undefined;
  private workerFailed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private readonly workerSource: string;
  private readonly niceness: number;

  /** `workerSource`: the worker's code (a test gives one that fails); `niceness`: above 0, it draws below the server. */
  constructor({ workerSource = WORKER_SOURCE, niceness = 0 }: { workerSource?: string; niceness?: number } = {}) {
    this.workerSource = workerSource;
    this.niceness = niceness;
  }

  render(seed: number, path: string): Promise<Picture | null> {
    const worker = this.workerFailed ? undefined : this.startWorker();
    if (!worker) return Promise.resolve(renderPicture(seed, path));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { seed, path, resolve, reject });
      worker.postMessage({ id, seed, path } satisfies PictureRequest);
      // Only while it has work: an idle worker does not keep the process alive.
      worker.ref();
    });
  }

  /** Whether pictures are drawn on the worker (until it fails, or before the first). */
  get drawsOnWorker(): boolean {
    return this.worker !== undefined;
  }

  /** Stops the worker; a picture asked for after this is drawn on this thread. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.workerFailed = true;
    await worker?.terminate();
  }

  private startWorker(): Worker | undefined {
    if (this.worker) return this.worker;
    try {
      const worker = new Worker(this.workerSource, { eval: true, workerData: { niceness: this.niceness } satisfies PictureWorkerData });
      worker.unref();
      worker.on('message', (answer: PictureAnswer) => this.settle(answer));
      worker.on('error', () => this.fail());
      worker.on('exit', (code) => code !== 0 && this.fail());
      this.worker = worker;
      return worker;
    } catch {
      this.workerFailed = true;
      return undefined;
    }
  }

  private settle({ id, picture, error }: PictureAnswer): void {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    if (!pending) return;
    if (error) pending.reject(new Error(error));
    else
      pending.resolve(
        picture && { body: Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength), type: picture.type },
      );
  }

  /** A worker that cannot run (or stopped): what it had is drawn here, and so is everything after. */
  private fail(): void {
    this.workerFailed = true;
    this.worker = undefined;
    const orphans = [...this.pending.values()];
    this.pending.clear();
    orphans.forEach(drawHere);
  }
}
