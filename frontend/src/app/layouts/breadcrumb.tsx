// Breadcrumb from the menu routes, separator '>' (docs/requirements/shell.md#menus).
import { Breadcrumb } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { breadcrumbTitles } from '@/lib/routes';
import { routesState } from '@/stores/routes';

export function ShellBreadcrumb() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { list } = useSnapshot(routesState);
  const crumbs = breadcrumbTitles(list, pathname, i18n.language);
  return (
    <Breadcrumb separator=">" className="shell-breadcrumb">
      {crumbs.map((crumb, index) => (
        <Breadcrumb.Item key={crumb.path} onClick={index < crumbs.length - 1 ? () => void navigate(crumb.path) : undefined}>
          {crumb.title}
        </Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
}
