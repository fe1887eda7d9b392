// Display-share links (openapi.yaml, tag share): created, listed and revoked by tenant and system users for one
// project's display boards; getShareSession tells the /share page what a display-share token may show.
import { randomBytes } from 'node:crypto';
import { SHARE_ONLY, SHARE_TOKEN_PREFIX, type Schemas } from '@smartsite/api';
import { isoOf } from '../clock';
import type { ShareLink as ShareLinkRow } from '../generated/prisma/client';
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
  createShareLink: async ({ body, user, services }) => {
    if (!body.label.trim()) throw badRequest('body/label', '不能为空');
    const expireTime = new Date(body.expireTime);
    if (expireTime.getTime() <= Date.now()) throw badRequest('body/expireTime', '必须晚于当前时间');
    const link = await services.prisma.shareLink.create({
      data: {
        token: newToken(),
        tenantId: body.tenantId,
        projectId: body.projectId,
        boards: body.boards.join(','),
        label: body.label,
        expireTime,
        createdBy: user.nickname,
      },
    });
    return shareLink(link, Date.now());
  },

  listShareLinks: async ({ body, services }) => {
    const links = await services.prisma.shareLink.findMany({ where: { projectId: body.projectId }, orderBy: { id: 'desc' } });
    const now = Date.now();
    return { list: links.map((link) => shareLink(link, now)) };
  },

  revokeShareLink: async ({ body, services }) => {
    const link = await services.prisma.shareLink.findFirst({ where: { id: body.id, projectId: body.projectId } });
    if (!link) throw notFound(`分享链接 ${body.id}`);
    const revoked = link.revokedAt
      ? link
      : await services.prisma.shareLink.update({ where: { id: link.id }, data: { revokedAt: new Date() } });
    return shareLink(revoked, Date.now());
  },

  getShareSession: async ({ user, services }) => {
    if (!user.share) throw forbidden(SHARE_ONLY);
    const link = await services.prisma.shareLink.findUniqueOrThrow({ where: { id: user.share.linkId } });
    const project = await services.prisma.project.findUniqueOrThrow({ where: { id: link.projectId }, select: { name: true } });
    return {
      tenantId: link.tenantId,
      projectId: link.projectId,
      projectName: project.name,
      boards: link.boards.split(',') as ShareBoard[],
      label: link.label,
      expireTime: isoOf(link.expireTime),
    };
  },
} satisfies HandlerMap;
