// The 项目切换 dialog of the dashboard headers (docs/requirements/dashboards.md#project-switch-dialog): the shell's project-change panel (search,
// confirm, store and reload) in a dialog of the width each dashboard version asks for.
import { Modal } from '@douyinfe/semi-ui-19';
import { ProjectChangePanel } from '@/components/project-change-panel';
import { tr } from '@/lib/i18n/phrases';

export function ProjectSwitchDialog({ open, onClose, width }: { open: boolean; onClose: () => void; width: number | string }) {
  return (
    <Modal title={tr('项目切换')} visible={open} onCancel={onClose} footer={null} width={width} className="bs-project-dialog" closeOnEsc>
      <div data-testid="project-switch-dialog">
        <ProjectChangePanel />
      </div>
    </Modal>
  );
}
