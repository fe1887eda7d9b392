// Full-page states: 403, 404, and a view key that has no page in this build.
import { Button, Empty } from '@douyinfe/semi-ui-19';
import { IllustrationNoAccess, IllustrationNoContent, IllustrationNotFound } from '@douyinfe/semi-illustrations';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

type Kind = 'forbidden' | 'notFound' | 'notAvailable';

const images = { forbidden: IllustrationNoAccess, notFound: IllustrationNotFound, notAvailable: IllustrationNoContent };

export function PageStatus({ kind, name }: { kind: Kind; name?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const Image = images[kind];
  return (
    <div className="page-status" role="main">
      <Empty
        image={<Image style={{ width: 200, height: 200 }} />}
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

export const ForbiddenPage = () => <PageStatus kind="forbidden" />;
export const NotFoundPage = () => <PageStatus kind="notFound" />;
