// Dashboard v2 (docs/requirements/dashboards.md#v2-shell), mounted by the app router at /dashboard/v2/*: the shell and its pages. The warning
// page has no tab.
import { Navigate, Route, Routes } from 'react-router-dom';
import { WarningScreen } from '../shared/pages/warning-screen';
import { V2Shell } from './components/v2-shell';
import AttendancePage from './pages/attendance-page';
import BimPage from './pages/bim-page';
import CameraPage from './pages/camera-page';
import DigitalPage from './pages/digital-page';
import InspectionPage from './pages/inspection-page';
import PartyPage from './pages/party-page';
import ProgressPage from './pages/progress-page';
import ProjectPage from './pages/project-page';

export default function DashboardV2() {
  return (
    <Routes>
      <Route element={<V2Shell />}>
        <Route index element={<Navigate to="/dashboard/v2/project" replace />} />
        <Route path="project" element={<ProjectPage />} />
        <Route path="digital" element={<DigitalPage />} />
        <Route path="camera" element={<CameraPage />} />
        <Route path="warning" element={<WarningScreen />} />
        <Route path="inspection" element={<InspectionPage />} />
        <Route path="attendance" element={<AttendancePage />} />
        <Route path="progress" element={<ProgressPage />} />
        <Route path="bim" element={<BimPage />} />
        <Route path="party" element={<PartyPage />} />
        <Route path="*" element={<Navigate to="/dashboard/v2/project" replace />} />
      </Route>
    </Routes>
  );
}
