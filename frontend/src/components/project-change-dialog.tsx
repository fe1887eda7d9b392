// The 切换项目 dialog of the v1 and v2 navigation bars: the project-change panel in a draggable dialog, loaded
// when the button is first pressed.
import { useTranslation } from 'react-i18next';
import { projectDialogWidth } from '@/config/constants';
import { DraggableModal } from './draggable-modal';
import { ProjectChangePanel } from './project-change-panel';

export default function ProjectChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DraggableModal title={t('nav.switchProject')} visible={open} onCancel={onClose} footer={null} width={projectDialogWidth}>
      <ProjectChangePanel />
    </DraggableModal>
  );
}
