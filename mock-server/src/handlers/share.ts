// Display-share links (openapi.yaml, tag share): created, listed and revoked by tenant and system users for one
// project's display boards; getShareSession tells the /share page what a display-share token may show.
import { randomBytes } from 'node:crypto';
import { SHARE_ONLY, SHARE_TOKEN_PREFIX, type Schemas } from '@smartsite/api';
import { isoOf } from '../clock';
import type { ShareLink as ShareLinkRow } from '../repositories/shares';
import { badRequest, forbidden, notFound } from '../errors';
import type { HandlerMap } from './context';

type ShareBoard = Schemas['ShareBoard'];

/** 24 URL-safe characters of 144 random bits. */
const newToken = () => `${SHARE_TOKEN_PREFIX}${randomBytes(18).toString('base64url')}`;

function statusOf(link: ShareLinkRow, now: number): Schemas['ShareLinkStatus'] {
  if (link.revokedAt) return 'revoked';
  return link.expireTime.getTime() <= now ? 'expired' : 'active';
}

function shareLink(link: ShareLinkRow, now: number): Schemas['ShareLink'] {
  return {
    id: link.id,
    projectId: link.projectId,
    boards: link.boards.split(',') as ShareBoard[],
    label: link.label,
    expireTime: isoOf(link.expireTime),
    createTime: isoOf(link.createTime),
    createdBy: link.createdBy,
    status: statusOf(link, now),
    url: `/#/share?token=${link.token}`,
  };
}

export const shareHandlers = {
  createShareLink: async ({ body, user, repositories }) => {
    if (!body.label.trim()) throw badRequest('body/label', '不能为空');
    const expireTime = new Date(body.expireTime);
    if (expireTime.getTime() <= Date.now()) throw badRequest('body/expireTime', '必须晚于当前时间');
    const link = await repositories.shares.create({
      token: newToken(),
      tenantId: body.tenantId,
      projectId: body.projectId,
      boards: body.boards.join(','),
      label: body.label,
      expireTime,
      createdBy: user.nickname,
    });
    return shareLink(link, Date.now());
  },

  listShareLinks: async ({ body, repositories }) => {
    const links = await repositories.shares.ofProject(body.projectId);
    const now = Date.now();
    return { list: links.map((link) => shareLink(link, now)) };
  },

  revokeShareLink: async ({ body, repositories }) => {
    const link = await repositories.shares.find(body.projectId, body.id);
    if (!link) throw notFound(`分享链接 ${body.id}`);
    return shareLink(await repositories.shares.revoke(link, new Date()), Date.now());
  },

  getShareSession: async ({ user, repositories }) => {
    if (!user.share) throw forbidden(SHARE_ONLY);
    const session = await repositories.shares.session(user.share.linkId);
    return { ...session, boards: session.boards as ShareBoard[] };
  },
} satisfies HandlerMap;
