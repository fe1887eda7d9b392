// Placeholder for the public display screens (spec 01 §2.1); the public-display feature replaces it and picks
// the screen from the location.
import { useLocation } from 'react-router-dom';

export default function PublicDisplay() {
  const { pathname } = useLocation();
  return (
    <main className="placeholder-screen">
      <h1>{pathname}</h1>
    </main>
  );
}
