import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// From react-router/dom: its provider can flush a navigation synchronously (see useLogout).
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';
import './index.css';

initI18n();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
