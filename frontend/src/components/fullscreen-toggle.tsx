// Full-screen toggle (docs/requirements/shell.md#header-tools): where the browser refuses, says so.
import { IconExpand, IconShrink } from '@douyinfe/semi-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import screenfull from 'screenfull';
import { toast } from '@/lib/notify';
import { IconTool } from './icon-tool';

async function toggleFullscreen(failedMessage: string): Promise<void> {
  if (!screenfull.isEnabled) return toast('error', failedMessage);
  try {
    await screenfull.toggle();
  } catch {
    toast('error', failedMessage);
  }
}

export function FullscreenToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);
  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const onChange = () => setActive(screenfull.isFullscreen);
    screenfull.on('change', onChange);
    return () => screenfull.off('change', onChange);
  }, []);
  const label = active ? t('tools.exitFullscreen') : t('tools.fullscreen');
  return (
    <IconTool
      className={className}
      label={label}
      icon={active ? <IconShrink /> : <IconExpand />}
      onClick={() => void toggleFullscreen(t('tools.fullscreenFailed'))}
    />
  );
}
