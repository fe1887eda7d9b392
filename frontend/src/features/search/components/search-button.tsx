// The header's search button; the dialog and its autocomplete are loaded when it is first pressed.
import { IconSearch } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { LazyDialogButton } from '@/components/lazy-dialog-button';
import { lazyPage } from '@/lib/lazy-page';

const SearchDialog = lazyPage('search-dialog', () => import('./search-dialog'));

export function SearchButton() {
  const { t } = useTranslation();
  return <LazyDialogButton label={t('tools.search')} icon={<IconSearch />} dialog={SearchDialog} />;
}
