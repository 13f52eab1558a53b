import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition lets React render the first page in small slices, yielding to the browser between
// them, instead of one long task that blocks input on a slow phone (decision 084).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
