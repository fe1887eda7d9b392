// Full-page states: 403, 404, and a view key that has no page in this build.
import { Button, Empty } from '@douyinfe/semi-ui-19';
import { lazy, Suspense, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export type PageStatusKind = 'forbidden' | 'notFound' | 'notAvailable';

const PICTURE_SIZE = { width: 200, height: 200 };

/**
 * The pictures are decoration, and the app's entry carries these pages: each picture is loaded when its page
 * shows, in its room meanwhile, and one that does not load leaves the room empty.
 */
const picture = (load: () => Promise<{ default: ComponentType<SVGProps<SVGSVGElement>> }>) =>
  lazy(() => load().catch(() => ({ default: () => null })));

const images = {
  forbidden: picture(() => import('@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoAccess')),
  notFound: picture(() => import('@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNotFound')),
  notAvailable: picture(() => import('@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent')),
};

export function PageStatus({ kind, name }: { kind: PageStatusKind; name?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const Image = images[kind];
  return (
    <div className="page-status" role="main">
      <Empty
        image={
          <Suspense fallback={<div style={PICTURE_SIZE} />}>
            <Image style={PICTURE_SIZE} />
          </Suspense>
        }
        title={
          <h1 className="page-status-title">{kind === 'forbidden' ? '403' : kind === 'notFound' ? '404' : t('pages.notAvailable')}</h1>
        }
        description={kind === 'notAvailable' ? t('pages.notAvailableDetail', { name }) : t(`pages.${kind}`)}
      >
        <Button theme="solid" onClick={() => navigate('/', { replace: true })}>
          {t('pages.home')}
        </Button>
      </Empty>
    </div>
  );
}

export const NotFoundPage = () => <PageStatus kind="notFound" />;
