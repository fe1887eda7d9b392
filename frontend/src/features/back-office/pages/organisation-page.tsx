// 组织架构 (view key system/organisation): the organisation tree of the tenant in context. System and tenant
// users add roots and children, rename or move an organisation (not below itself) and remove empty ones.
import { Button, Empty, Space, Spin, Tree, Typography } from '@douyinfe/semi-ui-19';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@smartsite/api';
import { callOperation, useRevalidate } from '@/lib/api';
import { useCanCall } from '@/components/permission';
import { organisationOptions, useOrganisationTree } from '../api/options';
import { BackOfficePage } from '../components/back-office-page';
import { LazyFormModal as FormModal } from '../components/lazy-form-modal';
import type { FieldSpec } from '../lib/fields';
import { between } from '../lib/checks';
import { removeAfterConfirm } from '../lib/remove';

type Organisation = Schemas['Organisation'];
interface OrganisationValues {
  name: string;
  /** 0 stands for "no parent" in the select; the calls take null. */
  parentId: number;
  sort?: number;
}
type Editing = { mode: 'create'; parentId: number } | { mode: 'edit'; organisation: Organisation };

const ROOT = 0;

function toTreeData(organisations: readonly Organisation[]): TreeNodeData[] {
  return organisations.map((org) => ({
    key: String(org.id),
    value: org.id,
    label: org.name,
    organisation: org,
    ...(org.children.length ? { children: toTreeData(org.children) } : {}),
  }));
}

export default function OrganisationPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const writable = useCanCall('saveOrganisation');
  const { data: organisations, isLoading, mutate } = useOrganisationTree();
  const revalidate = useRevalidate();
  const [editing, setEditing] = useState<Editing>();
  const label = (field: string) => t(`organisation.${field}`);

  // Projects and users pick organisations; the switcher trees group projects by them.
  const changed = () => Promise.all([mutate(), revalidate(['getAuthorisedProjectTreeV2', 'getAuthorisedProjectTreeV3'])]);
  const leaveOut = editing?.mode === 'edit' ? editing.organisation.id : undefined;
  const fields: FieldSpec<OrganisationValues>[] = [
    { field: 'name', label: label('name'), required: true, maxLength: 64 },
    {
      field: 'parentId',
      label: label('parent'),
      kind: 'treeSelect',
      required: true,
      treeData: [{ key: 'root', value: ROOT, label: label('root') }, ...organisationOptions(organisations ?? [], leaveOut)],
    },
    { field: 'sort', label: label('sort'), kind: 'number', min: 0, max: 9999, checks: [between(0, 9999)] },
  ];
  const bodyOf = ({ parentId, ...values }: OrganisationValues) => ({ ...values, parentId: parentId === ROOT ? null : parentId });

  const remove = async (org: Organisation) => {
    if (await removeAfterConfirm(org.name, () => callOperation('removeOrganisation', { id: org.id }))) await changed();
  };

  const renderLabel = (text: unknown, node?: TreeNodeData) => {
    const org = node?.organisation as Organisation;
    return (
      <div className="organisation-node" data-testid="organisation-node" data-org-id={org.id}>
        <Typography.Text>{text as string}</Typography.Text>
        {writable && (
          // A click on a button must not select or fold the node.
          <span onClick={(event) => event.stopPropagation()}>
            <Space spacing={4}>
              <Button size="small" theme="borderless" onClick={() => setEditing({ mode: 'create', parentId: org.id })}>
                {label('addChild')}
              </Button>
              <Button size="small" theme="borderless" onClick={() => setEditing({ mode: 'edit', organisation: org })}>
                {t('edit')}
              </Button>
              <Button size="small" theme="borderless" type="danger" onClick={() => void remove(org)}>
                {t('remove')}
              </Button>
            </Space>
          </span>
        )}
      </div>
    );
  };

  return (
    <BackOfficePage>
      <div className="crud-toolbar">
        <span className="crud-toolbar-gap" />
        {writable && (
          <Button theme="solid" onClick={() => setEditing({ mode: 'create', parentId: ROOT })}>
            {label('addRoot')}
          </Button>
        )}
      </div>
      {isLoading ? (
        <Spin />
      ) : organisations?.length ? (
        <Tree
          className="organisation-tree"
          data-testid="organisation-tree"
          treeData={toTreeData(organisations)}
          defaultExpandAll
          renderLabel={renderLabel}
        />
      ) : (
        <Empty description={label('empty')} />
      )}
      {editing && (
        <FormModal<OrganisationValues>
          title={t(editing.mode === 'create' ? 'createTitle' : 'editTitle', { entity: label('entity') })}
          fields={fields}
          mode={editing.mode}
          initValues={
            editing.mode === 'create'
              ? { parentId: editing.parentId, sort: 0 }
              : { ...editing.organisation, parentId: editing.organisation.parentId ?? ROOT }
          }
          onSubmit={(values) =>
            editing.mode === 'create'
              ? callOperation('saveOrganisation', bodyOf(values))
              : callOperation('updateOrganisation', { ...bodyOf(values), id: editing.organisation.id })
          }
          onSaved={() => {
            setEditing(undefined);
            void changed();
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </BackOfficePage>
  );
}
