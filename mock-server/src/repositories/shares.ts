// Display-share tokens: who a `shr_` bearer token speaks for. A live link gives a read-only principal of its
// project alone, allowed only the operations of its boards (openapi.yaml, ShareBoard's x-share-operations); a
// revoked or expired one gives the refusal to answer with 401. Links are loaded once per token and forgotten on
// every write (revoking is a write), so a revocation holds from the next request on.
import { SHARE_EXPIRED, SHARE_REVOKED } from '@smartsite/api';
import { shareOperations } from '@smartsite/api/document';
import { loadContract } from '../contract';
import { isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import type { ShareLink } from '../generated/prisma/client';
import { Memo, whenLoaded, type Maybe } from '../services/memo';
import type { Principal } from '../services/principals';

export type ShareResolution = { principal: Principal } | { refusal: string } | null;

interface LoadedLink {
  expiresAt: number;
  revoked: boolean;
  principal: Principal;
}

export class ShareStore {
  private readonly links = new Memo<string, LoadedLink | null>((token) => this.load(token));

  constructor(private readonly db: PrismaClient) {}

  /** The principal of a live link's token, the refusal of a dead one, or null for a token no link has. */
  resolve(token: string, now: number): Maybe<ShareResolution> {
    return whenLoaded(this.links.get(token), (link) => {
      if (!link) return null;
      if (link.revoked) return { refusal: SHARE_REVOKED };
      if (link.expiresAt <= now) return { refusal: SHARE_EXPIRED };
      return { principal: link.principal };
    });
  }

  clear(): void {
    this.links.clear();
  }

  private async load(token: string): Promise<LoadedLink | null> {
    const link = await this.db.shareLink.findUnique({ where: { token } });
    if (!link) return null;
    const tenant = await this.db.tenant.findUniqueOrThrow({ where: { id: link.tenantId }, select: { name: true } });
    const boards = link.boards.split(',');
    return {
      expiresAt: link.expireTime.getTime(),
      revoked: link.revokedAt !== null,
      principal: {
        id: 0,
        username: `share-${link.id}`,
        nickname: link.label,
        avatar: '',
        phone: '',
        userType: 'user',
        tenantId: link.tenantId,
        tenantName: tenant.name,
        roles: [],
        ability: [],
        projectIds: new Set([link.projectId]),
        share: { linkId: link.id, boards, operations: shareOperations(loadContract().document, boards) },
      },
    };
  }
}

export interface NewShareLink {
  token: string;
  tenantId: number;
  projectId: number;
  boards: string;
  label: string;
  expireTime: Date;
  createdBy: string;
}

export class SharesRepository {
  constructor(
    private readonly db: PrismaClient,
    private readonly store: ShareStore,
  ) {}

  /** The principal of a live link's token, the refusal of a dead one, or null for a token no link has; synchronous once loaded. */
  resolve(token: string, now: number): Maybe<ShareResolution> {
    return this.store.resolve(token, now);
  }

  create(link: NewShareLink): Promise<ShareLink> {
    return this.db.shareLink.create({ data: link });
  }

  ofProject(projectId: number): Promise<ShareLink[]> {
    return this.db.shareLink.findMany({ where: { projectId }, orderBy: { id: 'desc' } });
  }

  find(projectId: number, id: number): Promise<ShareLink | null> {
    return this.db.shareLink.findFirst({ where: { id, projectId } });
  }

  /** Revokes a live link (a revoked one stays as it was). */
  revoke(link: ShareLink, at: Date): Promise<ShareLink> {
    return link.revokedAt ? Promise.resolve(link) : this.db.shareLink.update({ where: { id: link.id }, data: { revokedAt: at } });
  }

  /** What the /share page shows of a link's session. */
  async session(linkId: number) {
    const link = await this.db.shareLink.findUniqueOrThrow({ where: { id: linkId } });
    const project = await this.db.project.findUniqueOrThrow({ where: { id: link.projectId }, select: { name: true } });
    return {
      tenantId: link.tenantId,
      projectId: link.projectId,
      projectName: project.name,
      boards: link.boards.split(','),
      label: link.label,
      expireTime: isoOf(link.expireTime),
    };
  }
}

export type { ShareLink };
