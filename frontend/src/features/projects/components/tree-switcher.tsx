// The project switcher dropdown: current context as trigger; inside, the first organisation's name with an
// info icon giving its id, then the filterable tree (spec 01 §2.7).
import { IconChevronDown, IconInfoCircle } from '@douyinfe/semi-icons';
import { Dropdown, Spin, Tooltip, Typography } from '@douyinfe/semi-ui-19';
import { TriggerButton } from '@/components/trigger-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstOrganisation, type ProjectNode } from '../lib/selection';
import { ProjectTree } from './project-tree';

export function TreeSwitcher({
  tree,
  loading,
  label,
  selectedKey,
  onNodeClick,
}: {
  tree: readonly ProjectNode[] | undefined;
  loading: boolean;
  label: string | undefined;
  selectedKey?: string;
  onNodeClick: (node: ProjectNode) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const organisation = tree && firstOrganisation(tree);
  const panel = (
    <div className="project-switcher-panel">
      {organisation && (
        <div className="project-switcher-org">
          <Typography.Text strong ellipsis={{ showTooltip: true }}>
            {organisation.name}
          </Typography.Text>
          <Tooltip content={t('nav.orgId', { id: organisation.orgId ?? organisation.id })}>
            <IconInfoCircle className="project-switcher-info" aria-label={t('nav.orgId', { id: organisation.orgId ?? organisation.id })} />
          </Tooltip>
        </div>
      )}
      {loading ? (
        <Spin />
      ) : tree?.length ? (
        <ProjectTree
          tree={tree}
          selectedKey={selectedKey}
          onNodeClick={(node) => {
            onNodeClick(node);
            if (node.type === 'project') setOpen(false);
          }}
        />
      ) : (
        <Typography.Text type="tertiary">{t('nav.noProject')}</Typography.Text>
      )}
    </div>
  );
  return (
    <Dropdown
      trigger="click"
      position="bottomLeft"
      visible={open}
      onVisibleChange={setOpen}
      onClickOutSide={() => setOpen(false)}
      render={panel}
    >
      <TriggerButton className="project-switcher-trigger">
        <span className="project-switcher-label">{label || t('nav.chooseProject')}</span>
        <IconChevronDown aria-hidden />
      </TriggerButton>
    </Dropdown>
  );
}
