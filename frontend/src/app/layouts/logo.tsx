// The logo (docs/requirements/shell.md#logo): links to /, shows the tenant's customised image and title, else /favicon.ico and
// the app title.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { defaultLogo } from '@/config/constants';
import { mediaUrl } from '@/lib/media';
import { useCustomization } from './use-customization';

export function Logo({ showTitle = true }: { showTitle?: boolean }) {
  const { t } = useTranslation();
  const { data } = useCustomization();
  const title = data?.title || t('app.title');
  return (
    <Link to="/" className="shell-logo" title={title}>
      <img
        src={mediaUrl(data?.minPhoto) || defaultLogo}
        alt=""
        width={28}
        height={28}
        onError={(event) => (event.currentTarget.src = defaultLogo)}
      />
      {showTitle && <span className="shell-logo-title">{title}</span>}
    </Link>
  );
}
