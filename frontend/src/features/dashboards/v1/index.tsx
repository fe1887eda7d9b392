// Placeholder mounted by the app router at its dashboard path; the dashboards feature replaces it with its
// own nested <Routes>.
import { useLocation } from 'react-router-dom';

export default function Dashboard() {
  const { pathname } = useLocation();
  return (
    <main className="placeholder-screen">
      <h1>数字工地大屏 (v1)</h1>
      <p>{pathname}</p>
    </main>
  );
}
