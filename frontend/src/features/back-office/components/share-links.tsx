// 分享链接 on the big-screen configuration page: read-only links to some of the project's display boards for a
// screen nobody logs into (a site-office TV, the gate's LED wall, the owner's representative), with a label and
// an expiry; listed with their status and full link, and revoked after a confirm.
import { Button, Space, Tag, Typography } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@smartsite/api';
import { Table, type ColumnProps } from '@/components/table';
import { publicDisplays } from '@/config/routes';
import { callOperation, useApi } from '@/lib/api';
import { confirm, toast } from '@/lib/notify';
import { text } from '../i18n';
import type { FieldSpec } from '../lib/fields';
import { formatDateTime } from '../lib/format';
import { LazyFormModal as FormModal } from './lazy-form-modal';

type ShareLink = Schemas['ShareLink'];
interface ShareLinkValues {
  label: string;
  boards: Schemas['ShareBoard'][];
  days: number;
}

/** How long a new link lasts, in days. */
const LIFETIMES = [1, 7, 30, 90, 365] as const;
const STATUS_COLOURS: Record<Schemas['ShareLinkStatus'], 'green' | 'grey' | 'red'> = { active: 'green', expired: 'grey', revoked: 'red' };

const boardTitle = (board: string) => publicDisplays.find((display) => display.path === board)?.title ?? board;
/** The link to hand out: the server gives it relative to the frontend's origin. */
const absoluteLink = (link: Pick<ShareLink, 'url'>, origin: string = window.location.origin) => new URL(link.url, origin).href;

export function ShareLinks({ projectId }: { projectId: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice.shareLinks' });
  const body = { projectId };
  const links = useApi('listShareLinks', body);
  const [creating, setCreating] = useState(false);

  const fields: FieldSpec<ShareLinkValues>[] = [
    { field: 'label', label: t('label'), placeholder: t('labelHint'), required: true, maxLength: 50 },
    {
      field: 'boards',
      label: t('boards'),
      kind: 'checkboxes',
      required: true,
      // A board with a device in its route needs the device chosen: not offered as a link.
      options: publicDisplays
        .filter((display) => !display.path.includes(':'))
        .map((display) => ({ value: display.path, label: display.title })),
    },
    {
      field: 'days',
      label: t('lifetime'),
      kind: 'select',
      required: true,
      options: LIFETIMES.map((days) => ({ value: days, label: t('days', { count: days }) })),
    },
  ];

  const create = async ({ label, boards, days }: ShareLinkValues) => {
    const expireTime = new Date(Date.now() + days * 86_400_000).toISOString();
    await callOperation('createShareLink', { projectId, label, boards, expireTime });
  };

  const revoke = async (link: ShareLink) => {
    if (!(await confirm(t('revokeConfirm', { label: link.label })))) return;
    const revoked = await callOperation('revokeShareLink', { projectId, id: link.id }).catch(() => undefined);
    if (!revoked) return;
    toast('success', t('revoked'));
    await links.mutate();
  };

  const columns: ColumnProps<ShareLink>[] = [
    { title: t('label'), dataIndex: 'label', width: 160 },
    { title: t('boards'), dataIndex: 'boards', render: (boards: string[]) => boards.map(boardTitle).join('、') },
    { title: t('expireTime'), dataIndex: 'expireTime', width: 150, render: (value: string) => formatDateTime(value) },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      render: (status: ShareLink['status']) => <Tag color={STATUS_COLOURS[status]}>{t(`statuses.${status}`)}</Tag>,
    },
    { title: t('createdBy'), dataIndex: 'createdBy', width: 110 },
    {
      title: t('link'),
      dataIndex: 'url',
      render: (_url: string, link) =>
        link.status === 'active' ? (
          <Typography.Text copyable={{ content: absoluteLink(link) }} className="share-link-url" data-testid="share-link-url">
            {absoluteLink(link)}
          </Typography.Text>
        ) : null,
    },
    {
      title: t('actions'),
      width: 90,
      render: (_value: unknown, link) =>
        link.status === 'active' ? (
          <Button type="danger" theme="borderless" onClick={() => void revoke(link)}>
            {t('revoke')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className="share-links" data-testid="share-links" aria-label={t('title')}>
      <Space className="share-links-toolbar">
        <Typography.Title heading={6}>{t('title')}</Typography.Title>
        <Button theme="solid" onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
      </Space>
      <Typography.Paragraph type="tertiary">{t('hint')}</Typography.Paragraph>
      <Table<ShareLink>
        rowKey="id"
        size="small"
        pagination={false}
        loading={!links.data && !links.error}
        dataSource={links.data?.list ?? []}
        columns={columns}
        onRow={(link) => ({ 'data-testid': 'share-link-row', 'data-row-id': link?.id }) as object}
        empty={text('empty')}
      />
      {creating ? (
        <FormModal<ShareLinkValues>
          title={t('create')}
          mode="create"
          fields={fields}
          initValues={{ boards: ['/tv/labour'], days: 30 }}
          onSubmit={create}
          onSaved={() => {
            setCreating(false);
            toast('success', t('created'));
            void links.mutate();
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </section>
  );
}
