// /dataV/camera/videoReplay, recording playback: the project's time-lapse recordings and the chosen one.
import { ScreenColumn, ScreenGrid, ScreenRow } from '../../shared/components/screen-grid';
import { DelayedVideoPanels } from '../../shared/widgets/delayed-video-panels';

export default function VideoReplayPage() {
  return (
    <ScreenGrid testId="screen-camera-videoReplay">
      <ScreenColumn>
        <ScreenRow>
          <DelayedVideoPanels />
        </ScreenRow>
      </ScreenColumn>
    </ScreenGrid>
  );
}
