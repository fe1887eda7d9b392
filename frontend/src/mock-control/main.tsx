import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ControlPage } from './control-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ControlPage />
  </StrictMode>,
);
