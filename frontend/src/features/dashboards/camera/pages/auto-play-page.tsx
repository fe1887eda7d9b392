// /dataV/camera/autoPlay?group=rongxi|qidong: the cameras of the group's sites, four at a time, moving on to the
// next four every few seconds (held while the pointer is over them or the keyboard focus is on them).
import { Navigate, useSearchParams } from 'react-router-dom';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { VideoTile } from '../../shared/components/video-tile';
import { useHold } from '../../shared/hooks/use-hold';
import { useRotation } from '../../shared/hooks/use-rotation';
import { visibleWindow } from '../../shared/lib/rotation';
import type { ProjectCameras } from '../api/use-project-cameras';
import { SiteCamerasPanel } from '../components/site-cameras';
import { autoPlay, cameraGroups, type CameraGroup } from '../config/menu';
import { projectsOfGroup } from '../lib/camera-groups';
import { isCameraGroup } from '../lib/menu';
import { tr } from '@/lib/i18n/phrases';

function Carousel({ sites }: { sites: ProjectCameras[] }) {
  const { paused, handlers } = useHold();
  const tiles = sites.flatMap((site) =>
    site.cameras.list.map((camera) => ({ ...camera, location: `${site.project.name} · ${camera.location}` })),
  );
  const offset = useRotation(tiles.length, autoPlay.tiles, autoPlay.waitMs, paused, autoPlay.tiles);
  return (
    <div
      className="bs-video-wall"
      style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}
      tabIndex={tiles.length > autoPlay.tiles ? 0 : undefined}
      role="group"
      aria-label={tr('轮播监控画面')}
      {...handlers}
    >
      {visibleWindow(tiles, offset, autoPlay.tiles).map((camera, index) => (
        <VideoTile key={`${camera.id}-${index}`} source={{ ...camera, url: camera.streamUrl }} />
      ))}
    </div>
  );
}

function GroupCarousel({ group }: { group: CameraGroup }) {
  return (
    <ScreenGrid testId={`screen-camera-autoPlay-${group}`}>
      <ScreenColumn>
        <SiteCamerasPanel
          title={tr('{{group}} · 自动轮播', { group: tr(cameraGroups[group]) })}
          testId="panel-camera-autoplay"
          pick={(projects) => projectsOfGroup(projects, group)}
          extra={(sites) => sites.map((site) => site.project.name).join('、')}
        >
          {(sites) => <Carousel sites={sites} />}
        </SiteCamerasPanel>
      </ScreenColumn>
    </ScreenGrid>
  );
}

export default function AutoPlayPage() {
  const [params] = useSearchParams();
  const group = params.get('group');
  if (!isCameraGroup(group)) return <Navigate to="/dataV/camera/autoPlay?group=rongxi" replace />;
  return <GroupCarousel key={group} group={group} />;
}
