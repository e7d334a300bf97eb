// First: it configures zod before any schema of the app is parsed.
import './app/startup/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers.tsx';
import { AppRoot } from './app/app-root.tsx';
import { installAppHttpEnvironment } from './app/startup/install-http-environment.ts';
import { beginStartup, startApp } from './app/startup/start-app.ts';
import './app/global.css';

installAppHttpEnvironment();
const startupRequests = beginStartup();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRoot />
    </AppProviders>
  </StrictMode>,
);
void startApp(startupRequests);
