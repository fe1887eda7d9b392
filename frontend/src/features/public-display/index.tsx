// The public display pages (spec 01 §2.1, 02 §2 "Other public display routes"), mounted by the app router on
// each of their paths: the screen is picked from the location. The spec does not show their content; each
// screen's module says what we chose to show. Without a token they show how to get access (display-frame).
import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { NotFoundPage } from '@/components/page-status';
import { CameraPlayer, HikSdkController, ProjectVideo, PtzController } from './screens/camera-screens';
import ConfinedSpace from './screens/confined-space';
import { CraneGroup, TowerCraneBim, TowerCraneShow } from './screens/crane-screens';
import EnvironmentList from './screens/environment-list';
import EnvironmentScreen from './screens/environment-screen';
import LabourBoard from './screens/labour-board';
import Showcase from './screens/showcase';
import { DisplayFrame } from './components/display-frame';
import './components/public-display.css';

export const publicScreens: readonly { path: string; title: string; Screen: ComponentType }[] = [
  { path: '/tv/labour', title: '劳务实名制看板', Screen: LabourBoard },
  { path: '/tv/confinedSpace', title: '有限空间作业监测', Screen: ConfinedSpace },
  { path: '/dataV/showView012', title: '智慧工地综合展示', Screen: Showcase },
  { path: '/dataV/environment', title: '扬尘噪声监测', Screen: EnvironmentScreen },
  { path: '/dataV/camera/projectVideo', title: '项目视频监控', Screen: ProjectVideo },
  { path: '/camera/v2/player', title: '视频播放', Screen: CameraPlayer },
  { path: '/towerCraneQunTaBim/:deviceId', title: '塔吊群塔BIM监测', Screen: TowerCraneBim },
  { path: '/towerCraneShow', title: '塔吊实时监测', Screen: TowerCraneShow },
  { path: '/crane/qunTaV2', title: '群塔防碰撞监测', Screen: CraneGroup },
  { path: '/environmentList', title: '环境监测数据', Screen: EnvironmentList },
  { path: '/ptzController', title: '云台控制', Screen: PtzController },
  { path: '/hkSdkController', title: '海康视频控制', Screen: HikSdkController },
];

export default function PublicDisplay() {
  const { pathname } = useLocation();
  const entry = publicScreens.find((screen) => matchPath(screen.path, pathname));
  if (!entry) return <NotFoundPage />;
  const { title, Screen } = entry;
  return (
    <DisplayFrame title={title}>
      <Screen />
    </DisplayFrame>
  );
}
