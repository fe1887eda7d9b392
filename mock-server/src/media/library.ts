// The generated media behind the seeded answers' /static/ addresses, made on first request and kept in a
// small cache. Pictures depend on the data seed and the name only, so they may be cached for a day; a BIM
// model shows today's progress, so browsers revalidate it (the ETag makes that a 304 while nothing changed).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PrismaClient } from '../db/client';
import { progressItem } from '../services/projects';
import { buildModel } from './bim-model';
import { buildingShape, ENVELOPE_PHASE, STRUCTURE_PHASE, storeyStates } from './building';
import { PictureRenderer } from './picture-renderer';

export interface MediaFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const PICTURE_CACHE = 'public, max-age=86400';
const MODEL_CACHE = 'public, no-cache';
const MODEL = /^bim\/p\d+\/(main|mep)\.glb$/;
const CACHED_FILES = 64;

export class MediaLibrary {
  private readonly cache = new LRUCache<string, Promise<MediaFile | null>>({ max: CACHED_FILES });
  private readonly pictures = new PictureRenderer();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly today: () => string,
  ) {}

  /** The file at /static/<path>, or null when the mock has nothing to generate for it. */
  async file(path: string): Promise<MediaFile | null> {
    const seed = await this.seed();
    const model = MODEL.exec(path);
    const key = model ? `${seed}|${this.today()}|${path}` : `${seed}|${path}`;
    let entry = this.cache.get(key);
    if (!entry) {
      entry = model ? this.model(path, model[1] as 'main' | 'mep') : this.picture(seed, path);
      entry.catch(() => this.cache.delete(key));
      this.cache.set(key, entry);
    }
    return entry;
  }

  private async seed(): Promise<number> {
    const row = await this.prisma.setting.findUnique({ where: { key: 'seed' } });
    return Number(row?.value ?? 0);
  }

  /** Stops the picture worker (the server closing). */
  close(): Promise<void> {
    return this.pictures.close();
  }

  private async picture(seed: number, path: string): Promise<MediaFile | null> {
    const picture = await this.pictures.render(seed, path);
    return picture && withHeaders(picture.body, picture.type, PICTURE_CACHE);
  }

  private async model(path: string, kind: 'main' | 'mep'): Promise<MediaFile | null> {
    const link = await this.prisma.mediaLink.findFirst({ where: { url: `/static/${path}` }, include: { project: true } });
    if (!link) return null;
    const today = this.today();
    const items = await this.prisma.progressItem.findMany({ where: { projectId: link.projectId } });
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
