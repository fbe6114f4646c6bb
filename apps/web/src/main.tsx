// antd's own minimal reset (margins, box sizing, fonts); components style themselves.
import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root absent de index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
