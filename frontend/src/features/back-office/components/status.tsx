// 启用 / 停用 (status 1 / 0) of users and tenants: the table column and the form choices.
import { Tag } from '@douyinfe/semi-ui-19';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnProps } from '@/components/table';

/** The same objects until the language changes, so a table's columns built from them can stay the same too. */
export function useStatusChoices() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  return useMemo(() => {
    const text = (status: number) => t(status === 1 ? 'status.enabled' : 'status.disabled');
    return {
      options: [1, 0].map((value) => ({ value, label: text(value) })),
      column: <Row extends { status: number }>(title: string): ColumnProps<Row> => ({
        title,
        dataIndex: 'status',
        width: 80,
        render: (status: number) => <Tag color={status === 1 ? 'green' : 'grey'}>{text(status)}</Tag>,
      }),
    };
  }, [t]);
}
