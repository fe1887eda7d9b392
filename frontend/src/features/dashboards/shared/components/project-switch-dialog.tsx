// The 项目切换 dialog of the dashboard headers (docs/requirements/dashboards.md#project-switch-dialog): the shell's project-change panel (search,
// confirm, store and reload) in a dialog of the width each dashboard version asks for. Mounted when first opened:
// Semi's Modal measures the scroll bar's width when it mounts, even hidden, which forced a layout of the whole board
// inside the commit that drew the board's header (about 60 ms of a 65 ms task in Lighthouse's trace of v2).
import { Modal } from '@douyinfe/semi-ui-19';
import { OpenedOnce } from '@/components/opened-once';
import { ProjectChangePanel } from '@/components/project-change-panel';
import { tr } from '@/lib/i18n/phrases';

export function ProjectSwitchDialog({ open, onClose, width }: { open: boolean; onClose: () => void; width: number | string }) {
  return (
    <OpenedOnce open={open}>
      <Modal title={tr('项目切换')} visible={open} onCancel={onClose} footer={null} width={width} className="bs-project-dialog" closeOnEsc>
        <div data-testid="project-switch-dialog">
          <ProjectChangePanel />
        </div>
      </Modal>
    </OpenedOnce>
  );
}
