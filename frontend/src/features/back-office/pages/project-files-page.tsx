// 项目资料 (view key project/files): the chosen project's files (the contract lists them without paging).
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@smartsite/api';
import { Table } from '@/components/table';
import { useApi } from '@/lib/api';
import { mediaUrl } from '@/lib/media';
import { ProjectScopedPage } from '../components/project-choice';
import { formatBytes, formatDateTime } from '../lib/format';
import { enumLabel } from '@/lib/i18n/enums';

type ProjectFile = Schemas['ProjectFile'];

function FileTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const body = { projectId };
  const { data, isLoading } = useApi('getProjectFiles', body);
  const label = (field: string) => t(`files.${field}`);
  return (
    <div data-testid="project-file-table">
      <Table<ProjectFile>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.list ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: label('name'), dataIndex: 'name' },
          { title: label('type'), dataIndex: 'type', width: 120, render: enumLabel },
          { title: label('size'), dataIndex: 'size', width: 120, render: formatBytes },
          { title: label('uploadTime'), dataIndex: 'uploadTime', width: 160, render: formatDateTime },
          {
            title: t('actions'),
            key: 'open',
            width: 90,
            render: (_: unknown, file: ProjectFile) => (
              <a href={mediaUrl(file.url)} target="_blank" rel="noreferrer">
                {label('open')}
              </a>
            ),
          },
        ]}
      />
    </div>
  );
}

export default function ProjectFilesPage() {
  return <ProjectScopedPage>{(projectId) => <FileTable projectId={projectId} />}</ProjectScopedPage>;
}
