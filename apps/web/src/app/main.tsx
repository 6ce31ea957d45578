import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../i18n/i18n';
import { SessionProvider } from '../lib/session';
import { RootLayout } from './root-layout';
import '../styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Render once the common strings are in, so the first paint is already translated.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <SessionProvider>
        <RootLayout />
      </SessionProvider>
    </StrictMode>,
  );
});
