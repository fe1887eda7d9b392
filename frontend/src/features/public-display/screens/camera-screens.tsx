// The camera display pages (content not in the spec; our choice), all without a real stream in the mock:
// /dataV/camera/projectVideo the project's camera wall; /camera/v2/player one camera with the list;
// /ptzController one camera with the PTZ pad; /hkSdkController list, camera and pad (the Hikvision web SDK is
// not loaded in the mock).
import { VideoWallPanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { CameraConsole } from '../components/camera-console';
import { tr } from '@/lib/i18n/phrases';

export function ProjectVideo() {
  return (
    <ScreenGrid testId="screen-projectVideo">
      <ScreenColumn>
        <VideoWallPanel operation="listDashboardVideos" title={tr('项目视频')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}

export const CameraPlayer = () => <CameraConsole testId="screen-camera-player" withList />;
export const PtzController = () => <CameraConsole testId="screen-ptzController" withPtz />;
export const HikSdkController = () => <CameraConsole testId="screen-hkSdkController" withList withPtz />;
