// The generated media behind the seeded answers' /static/ addresses (the closed set of catalogue.ts), made on
// first request and kept in a cache. Pictures depend on the data seed and the name only, so they may be cached for
// a day; a BIM model shows today's progress, so browsers revalidate it (the ETag makes that a 304 while nothing
// changed). Pictures are drawn through the render queue (render-queue.ts): a fair turn and a bounded share per
// client, and a picture nobody waits for any more is not drawn.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PrismaClient } from '../db/client';
import { progressItem } from '../services/projects';
import { buildModel } from './bim-model';
import { buildingShape, ENVELOPE_PHASE, STRUCTURE_PHASE, storeyStates } from './building';
import { SEEDED_NAMES } from './catalogue';
import { PictureRenderer } from './picture-renderer';
import { planFor } from './pictures';
import { RenderQueue, type QueueLimits, type RenderLane } from './render-queue';

export interface MediaFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const PICTURE_CACHE = 'public, max-age=86400';
const MODEL_CACHE = 'public, no-cache';
const MODEL = /^bim\/p\d+\/(main|mep)\.glb$/;
/** Enough for every seeded picture of one seed (about 35 MB) and the models. */
const CACHED_BYTES = 64 * 1024 * 1024;

/**
 * A browser asks for at most 6 pictures at a time over HTTP/1.1, a page for a few dozen in all; a client holding
 * 16 renders is flooding. Retry-After: about the time the client's own renders take to come out.
 */
const PICTURE_LIMITS: QueueLimits = { pageShare: 6, perClient: 16, queued: 128, retryAfterSeconds: 2 };
/** The background lane's thread priority: the lowest, so the server's thread (0) and the page lane answer first. */
const BACKGROUND_NICENESS = 19;
// A page's pictures are drawn below the server too, less so: API answers come first, and on an otherwise idle
// machine the lower priority costs a picture nothing.
const PAGE_NICENESS = 10;

/** Who asks: the remote address the render queue counts, and a signal that aborts when the client left. */
export interface Client {
  address: string;
  signal?: AbortSignal;
  /** The data to read (a workspace's: README, "Workspaces"); the library's own when absent. */
  data?: MediaData;
}

/** Where a model reads the progress it shows: a database and its business day, named for the cache. */
export interface MediaData {
  name: string;
  prisma: PrismaClient;
  today: () => string;
}

type Renderers = Record<RenderLane, Pick<PictureRenderer, 'render' | 'close'>>;

/** A file being made, and how many requests still wait for it (when none do, its render is dropped). */
interface Making {
  file: Promise<MediaFile | null>;
  abort: AbortController;
  waiters: number;
}

export class MediaLibrary {
  private readonly cache = new LRUCache<string, MediaFile>({ maxSize: CACHED_BYTES, sizeCalculation: (file) => file.body.length });
  private readonly making = new Map<string, Making>();
  private readonly renderers: Renderers;
  readonly queue: RenderQueue;

  /** `renderers` and `limits`: a test's, to hold renders and count them. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly today: () => string,
    { renderers, limits = PICTURE_LIMITS }: { renderers?: Renderers; limits?: QueueLimits } = {},
  ) {
    this.renderers = renderers ?? {
      page: new PictureRenderer({ niceness: PAGE_NICENESS }),
      background: new PictureRenderer({ niceness: BACKGROUND_NICENESS }),
    };
    this.queue = new RenderQueue(limits);
  }

  /**
   * The file at /static/<path>, or null when the mock has nothing to generate for it (decided before any work).
   * Rejects with QueueBusy when the client has its share of renders queued, or the queue is full.
   */
  async file(path: string, client: Client): Promise<MediaFile | null> {
    const model = MODEL.exec(path);
    if (!SEEDED_NAMES.has(path) || (!model && !planFor(path))) return null;
    const data = client.data ?? { name: '', prisma: this.prisma, today: this.today };
    const seed = await this.seed(data.prisma);
    // A model shows its workspace's progress; a picture depends on the seed alone.
    const key = model ? `${data.name}|${seed}|${data.today()}|${path}` : `${seed}|${path}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let making = this.making.get(key);
    if (!making) {
      const abort = new AbortController();
      const file = model ? this.model(data, path, model[1] as 'main' | 'mep') : this.picture(seed, path, client.address, abort.signal);
      const entry: Making = { file, abort, waiters: 0 };
      void file
        .then((made) => made && this.cache.set(key, made))
        .catch(() => undefined)
        .finally(() => this.making.get(key) === entry && this.making.delete(key));
      this.making.set(key, entry);
      making = entry;
    }
    const shared = making;
    shared.waiters++;
    client.signal?.addEventListener('abort', () => --shared.waiters === 0 && shared.abort.abort(), { once: true });
    return shared.file;
  }

  private async seed(prisma: PrismaClient): Promise<number> {
    const row = await prisma.setting.findUnique({ where: { key: 'seed' } });
    return Number(row?.value ?? 0);
  }

  /** Stops the picture workers (the server closing). */
  async close(): Promise<void> {
    await Promise.all([this.renderers.page.close(), this.renderers.background.close()]);
  }

  private async picture(seed: number, path: string, client: string, signal: AbortSignal): Promise<MediaFile | null> {
    const picture = await this.queue.run(client, (lane) => this.renderers[lane].render(seed, path), signal);
    return picture && withHeaders(picture.body, picture.type, PICTURE_CACHE);
  }

  private async model({ prisma, today: todayOf }: MediaData, path: string, kind: 'main' | 'mep'): Promise<MediaFile | null> {
    const link = await prisma.mediaLink.findFirst({ where: { url: `/static/${path}` }, include: { project: true } });
    if (!link) return null;
    const today = todayOf();
    const items = await prisma.progressItem.findMany({ where: { projectId: link.projectId } });
    const percentOf = (phase: string) => {
      const item = items.find((candidate) => candidate.name === phase);
      return item ? progressItem(item, today).percent : 0;
    };
    const shape = buildingShape(link.project.label, link.project.area);
    const [structurePercent, envelopePercent] = [percentOf(STRUCTURE_PHASE), percentOf(ENVELOPE_PHASE)];
    const body = await buildModel({
      name: link.name,
      shape,
      states: storeyStates(shape.storeys, structurePercent, envelopePercent),
      structurePercent,
      envelopePercent,
      kind,
    });
    return withHeaders(Buffer.from(body), 'model/gltf-binary', MODEL_CACHE);
  }
}

function withHeaders(body: Buffer, type: string, cacheControl: string): MediaFile {
  return { body, type, cacheControl, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
