import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import './index.css';
import { startLibrary } from './persist/app';
import { watchTableLinks } from './share/links';
import { pushNotice } from './ui/notices';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The saved table first (a reload continues where it was), then any shared link in the address.
watchTableLinks(startLibrary(), pushNotice);

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
