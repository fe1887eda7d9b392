import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { captureUncaughtErrors } from '@/app/error-capture';
import './styles/global.css';

if (import.meta.env.PROD) captureUncaughtErrors();

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render runs in slices that yield to the browser between them; at the default priority it
// is one task (96-134 ms at 4x on a phone, the first code to run much of React and the router).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
