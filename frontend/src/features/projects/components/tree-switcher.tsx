// The project switcher dropdown: current context as trigger; inside, the first organisation's name with an
// info icon giving its id, then the filterable tree (docs/requirements/projects.md#project-switcher), whose code (Semi's Tree, virtual list
// included) is loaded when the dropdown first opens.
import { IconChevronDown, IconInfoCircle } from '@douyinfe/semi-icons';
import { Popover, Spin, Tooltip, Typography } from '@douyinfe/semi-ui-19';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TriggerButton } from '@/components/trigger-button';
import { lazyPage } from '@/lib/lazy-page';
import { firstOrganisation, type ProjectNode } from '../lib/selection';
import './tree-switcher.css';

const ProjectTree = lazyPage('project-tree', async () => ({ default: (await import('./project-tree')).ProjectTree }));

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
  // Shown (the dropdown opened, the tree loaded and its data arrived), the filter takes the focus: type, then Tab
  // to a project and Enter.
  const focusFilter = useCallback((shown: HTMLDivElement | null) => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => shown.querySelector('input')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
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
        <Suspense fallback={<Spin />}>
          <div ref={focusFilter}>
            <ProjectTree
              tree={tree}
              selectedKey={selectedKey}
              onNodeClick={(node) => {
                onNodeClick(node);
                if (node.type === 'project') setOpen(false);
              }}
            />
          </div>
        </Suspense>
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
