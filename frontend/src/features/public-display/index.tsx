// The public display pages (docs/requirements/access.md#public-routes, docs/requirements/access.md#no-login-whitelist), mounted by the app router on
// each of their paths: the screen is picked from the location. The spec does not show their content; each
// screen's module says what we chose to show. Without a token they show how to get access (display-frame).
import type { Schemas } from '@smartsite/api';
import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { NotFoundPage } from '@/components/page-status';
import { publicDisplays } from '@/config/routes';
import { CameraPlayer, HikSdkController, ProjectVideo, PtzController } from './screens/camera-screens';
import ConfinedSpace from './screens/confined-space';
import { CraneGroup, TowerCraneBim, TowerCraneShow } from './screens/crane-screens';
import EnvironmentList from './screens/environment-list';
import EnvironmentScreen from './screens/environment-screen';
import LabourBoard from './screens/labour-board';
import Showcase from './screens/showcase';
import { DisplayFrame } from './components/display-frame';
import './components/public-display.css';

/** The screen of each board the document knows (ShareBoard): the compiler refuses a board without one. */
export const publicScreens: Readonly<Record<Schemas['ShareBoard'], ComponentType>> = {
  '/tv/labour': LabourBoard,
  '/tv/confinedSpace': ConfinedSpace,
  '/dataV/showView012': Showcase,
  '/dataV/environment': EnvironmentScreen,
  '/dataV/camera/projectVideo': ProjectVideo,
  '/camera/v2/player': CameraPlayer,
  '/towerCraneQunTaBim/:deviceId': TowerCraneBim,
  '/towerCraneShow': TowerCraneShow,
  '/crane/qunTaV2': CraneGroup,
  '/environmentList': EnvironmentList,
  '/ptzController': PtzController,
  '/hkSdkController': HikSdkController,
};

export default function PublicDisplay() {
  const { pathname } = useLocation();
  const entry = publicDisplays.find((display) => matchPath(display.path, pathname));
  if (!entry) return <NotFoundPage />;
  const Screen = publicScreens[entry.path];
  return (
    <DisplayFrame title={entry.title} board={entry.path}>
      <Screen />
    </DisplayFrame>
  );
}
