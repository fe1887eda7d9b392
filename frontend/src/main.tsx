import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { captureUncaughtErrors } from '@/app/error-capture';
import './styles/global.css';

if (import.meta.env.PROD) captureUncaughtErrors();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
