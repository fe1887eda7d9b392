// Header search (docs/requirements/shell.md#header-search): a dialog with an autocomplete whose suggestions come from the server 500 ms
// after the last keystroke; choosing one opens its url, else a web search of its value, in a new window.
import { IconSearch } from '@douyinfe/semi-icons';
import { AutoComplete } from '@douyinfe/semi-ui-19';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDelayMs, searchEngines } from '@/config/constants';
import { DraggableModal } from '@/components/draggable-modal';
import { callOperation } from '@/lib/api';

interface Suggestion {
  value: string;
  url: string;
}

/** Where a chosen entry goes: its url, else a web search of its value. */
function suggestionTarget(entry: Suggestion): string {
  return entry.url || searchEngines[0].url(entry.value);
}

function useSuggestions(keyword: string): Suggestion[] {
  const [list, setList] = useState<Suggestion[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      const query = keyword.trim();
      if (!query) return setList([]);
      callOperation('getSearchSuggestions', { keyword: query })
        .then((data) => setList(data.list))
        .catch(() => setList([]));
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [keyword]);
  return list;
}

/** The dialog itself, loaded with its autocomplete when the search button is first pressed (search-button.tsx). */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const suggestions = useSuggestions(keyword);
  const choose = (value: string) => {
    const entry = suggestions.find((item) => item.value === value) ?? { value, url: '' };
    window.open(suggestionTarget(entry), '_blank', 'noopener');
    onClose();
  };
  return (
    <DraggableModal title={t('tools.search')} visible={open} onCancel={onClose} footer={null} width={520}>
      <AutoComplete
        autoFocus
        style={{ width: '100%' }}
        prefix={<IconSearch />}
        placeholder={t('tools.searchPlaceholder')}
        value={keyword}
        onChange={(value) => setKeyword(String(value ?? ''))}
        data={suggestions.map((item) => item.value)}
        onSelect={(value) => choose(String(value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && keyword.trim()) choose(keyword.trim());
        }}
      />
    </DraggableModal>
  );
}
