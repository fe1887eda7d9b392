// The header's search button; the dialog and its autocomplete are loaded when it is first pressed.
import { IconSearch } from '@douyinfe/semi-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTool } from '@/components/icon-tool';
import { OpenedOnce } from '@/components/opened-once';
import { lazyPage } from '@/lib/lazy-page';

const SearchDialog = lazyPage('search-dialog', () => import('./search-dialog'));

export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconTool label={t('tools.search')} icon={<IconSearch />} onClick={() => setOpen(true)} />
      <OpenedOnce open={open}>
        <SearchDialog open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
}
