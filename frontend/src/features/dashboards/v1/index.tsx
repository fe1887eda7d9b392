// Dashboard v1 (docs/requirements/dashboards.md#v1-shell), mounted by the app router at /dashboard/*: the shell and its eight pages.
// /dashboard/crane exists in the route list without a page.
import { Navigate, Route, Routes } from 'react-router-dom';
import { V1Shell } from './components/v1-shell';
import AttendancePage from './pages/attendance-page';
import BimCenterPage from './pages/bim-center-page';
import CameraPage from './pages/camera-page';
import DigitalSitePage from './pages/digital-site-page';
import OverviewPage from './pages/overview-page';
import ProgressPage from './pages/progress-page';
import SecurityPage from './pages/security-page';
import { WarningScreen } from '../shared/pages/warning-screen';
import { tr } from '@/lib/i18n/phrases';

export default function DashboardV1() {
  return (
    <Routes>
      <Route element={<V1Shell />}>
        <Route index element={<Navigate to="/dashboard/index" replace />} />
        <Route path="index" element={<OverviewPage />} />
        <Route path="digitalSite" element={<DigitalSitePage />} />
        <Route path="warning" element={<WarningScreen />} />
        <Route path="camera" element={<CameraPage />} />
        <Route path="attendance" element={<AttendancePage />} />
        <Route path="bimCenter" element={<BimCenterPage />} />
        <Route path="security" element={<SecurityPage />} />
        <Route path="project" element={<ProgressPage />} />
        <Route
          path="crane"
          element={
            <div className="bs-notice" role="status">
              {tr('塔吊监测暂无页面')}
            </div>
          }
        />
        <Route path="*" element={<Navigate to="/dashboard/index" replace />} />
      </Route>
    </Routes>
  );
}
