// The camera data dashboard (docs/requirements/dashboards.md#camera-dashboard), mounted by the app router at /dataV/camera/*: the column layout and
// its pages. (/dataV/camera/projectVideo is a public display page, mounted separately.)
import { Navigate, Route, Routes } from 'react-router-dom';
import { CameraLayout } from './components/camera-layout';
import AutoPlayPage from './pages/auto-play-page';
import MapPage from './pages/map-page';
import ShowPage from './pages/show-page';
import TongJiPage from './pages/tong-ji-page';
import VideoPage from './pages/video-page';
import VideoReplayPage from './pages/video-replay-page';

export default function CameraDashboard() {
  return (
    <Routes>
      <Route element={<CameraLayout />}>
        <Route index element={<Navigate to="/dataV/camera/map" replace />} />
        <Route path="map" element={<MapPage />} />
        <Route path="show" element={<ShowPage />} />
        <Route path="video" element={<VideoPage />} />
        <Route path="videoReplay" element={<VideoReplayPage />} />
        <Route path="tongJi" element={<TongJiPage />} />
        <Route path="autoPlay" element={<AutoPlayPage />} />
        <Route path="*" element={<Navigate to="/dataV/camera/map" replace />} />
      </Route>
    </Routes>
  );
}
