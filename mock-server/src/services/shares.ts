// Display-share tokens: who a `shr_` bearer token speaks for. A live link gives a read-only principal of its
// project alone, allowed only the operations of its boards (openapi.yaml, ShareBoard's x-share-operations); a
// revoked or expired one gives the refusal to answer with 401. Links are loaded once per token and forgotten on
// every write (revoking is a write), so a revocation holds from the next request on.
import { SHARE_EXPIRED, SHARE_REVOKED } from '@smartsite/api';
import { shareOperations } from '@smartsite/api/document';
import { loadContract } from '../contract';
import type { PrismaClient } from '../db/client';
import { Memo, whenLoaded, type Maybe } from './memo';
import type { Principal } from './principals';

export type ShareResolution = { principal: Principal } | { refusal: string } | null;

interface LoadedLink {
  expiresAt: number;
  revoked: boolean;
  principal: Principal;
}

export class ShareStore {
  private readonly links = new Memo<string, LoadedLink | null>((token) => this.load(token));

  constructor(private readonly prisma: PrismaClient) {}

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
    const link = await this.prisma.shareLink.findUnique({ where: { token } });
    if (!link) return null;
    const tenant = await this.prisma.tenant.findUniqueOrThrow({ where: { id: link.tenantId }, select: { name: true } });
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
