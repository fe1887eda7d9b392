// The tree of organisations, tenants and projects with the 输入关键字进行过滤 filter; organisation nodes are
// shown but inert (docs/requirements/projects.md#project-switcher, docs/requirements/projects.md#node-click).
import { IconFolder, IconHome, IconServer } from '@douyinfe/semi-icons';
import { Tree } from '@douyinfe/semi-ui-19';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectNode } from '../lib/selection';
import './project-tree.css';

const icons = { org: <IconHome />, tenant: <IconServer />, project: <IconFolder /> };

const nodeKey = (node: ProjectNode) => `${node.type}-${node.id}`;

function toTreeData(nodes: readonly ProjectNode[], index: Map<string, ProjectNode>): TreeNodeData[] {
  return nodes.map((node) => {
    const key = nodeKey(node);
    index.set(key, node);
    return {
      key,
      value: key,
      label: node.name,
      icon: icons[node.type],
      className: `project-tree-node is-${node.type}`,
      children: node.subgroup.length ? toTreeData(node.subgroup, index) : undefined,
    };
  });
}

export function ProjectTree({
  tree,
  selectedKey,
  onNodeClick,
}: {
  tree: readonly ProjectNode[];
  selectedKey?: string;
  onNodeClick: (node: ProjectNode) => void;
}) {
  const { t } = useTranslation();
  const { treeData, index } = useMemo(() => {
    const nodes = new Map<string, ProjectNode>();
    return { treeData: toTreeData(tree, nodes), index: nodes };
  }, [tree]);
  return (
    <Tree
      className="project-tree"
      treeData={treeData}
      filterTreeNode
      showFilteredOnly
      searchPlaceholder={t('nav.projectFilter')}
      defaultExpandAll
      value={selectedKey}
      onSelect={(key) => {
        const node = index.get(String(key));
        if (node) onNodeClick(node);
      }}
    />
  );
}
