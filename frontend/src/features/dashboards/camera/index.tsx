// Placeholder mounted by the app router at its dashboard path; the dashboards feature replaces it with its
// own nested <Routes>.
import { useLocation } from 'react-router-dom';

export default function Dashboard() {
  const { pathname } = useLocation();
  return (
    <main className="placeholder-screen">
      <h1>视频数据大屏</h1>
      <p>{pathname}</p>
    </main>
  );
}
