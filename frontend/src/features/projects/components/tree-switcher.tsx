// The project switcher dropdown: current context as trigger; inside, the first organisation's name with an
// info icon giving its id, then the filterable tree (spec 01 §2.7).
import { IconChevronDown, IconInfoCircle } from '@douyinfe/semi-icons';
import { Popover, Spin, Tooltip, Typography } from '@douyinfe/semi-ui-19';
import { TriggerButton } from '@/components/trigger-button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstOrganisation, type ProjectNode } from '../lib/selection';
import { ProjectTree } from './project-tree';
import './tree-switcher.css';

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
  const panelRef = useRef<HTMLDivElement>(null);
  // Opened (by keyboard or pointer), the filter takes the focus: type, then Tab to a project and Enter.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => panelRef.current?.querySelector('input')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open, loading]);
  const organisation = tree && firstOrganisation(tree);
  const panel = (
    <div className="project-switcher-panel" ref={panelRef}>
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
    // A Popover, not a Dropdown: a Dropdown takes every <li> inside for a menu item and leaves only the first in
    // the Tab order, so the tree's projects could not be reached by keyboard.
    <Popover
      trigger="click"
      position="bottomLeft"
      visible={open}
      onVisibleChange={setOpen}
      onClickOutSide={() => setOpen(false)}
      onEscKeyDown={() => setOpen(false)}
      returnFocusOnClose
      content={panel}
    >
      <TriggerButton className="project-switcher-trigger">
        <span className="project-switcher-label">{label || t('nav.chooseProject')}</span>
        <IconChevronDown aria-hidden />
      </TriggerButton>
    </Popover>
  );
}
