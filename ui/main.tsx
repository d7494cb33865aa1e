import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiFromEnv } from '../api/client';
import { StatusPage } from './status-page';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <StatusPage api={createApiFromEnv()} />
  </StrictMode>,
);
