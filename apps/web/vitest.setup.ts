import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MessageChannel } from 'node:worker_threads';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach } from 'vitest';

// jsdom lacks several browser APIs that antd and React's scheduler call; these stand-ins are
// only as complete as the components need.
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel });
if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom declares matchMedia without implementing it, so presence alone proves nothing.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        // antd still calls the legacy listener API on older browsers' MediaQueryList.
        // eslint-disable-next-line @typescript-eslint/no-deprecated
        addListener: () => undefined,
        // eslint-disable-next-line @typescript-eslint/no-deprecated
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// jsdom's <dialog> has neither showModal nor close (the welcome dialog of index.html uses both).
if (typeof HTMLDialogElement.prototype.close !== 'function') {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

// antd measures scrollbars with getComputedStyle(element, '::-webkit-scrollbar'); jsdom logs
// "Not implemented" for the pseudo-element argument, so it is dropped.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

afterEach(cleanup);

// Pages and the first toast load antd on demand, and their nodes can appear a few seconds late on
// a busy 2-core machine: `findBy…` and `waitFor` wait up to 5 s rather than testing-library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

// The app loads antd with its pages (app/page-root.tsx) and with the first toast only, and jsdom
// takes seconds to import it on a busy 2-core machine: imported here once, before any test starts
// waiting for a page or a toast. (Paths held in variables: this file is type-checked without JSX.)
const lazyAntdModules = ['./src/app/page-root.tsx', './src/shared/notifications/antd-toast-host.tsx'];
await Promise.all(lazyAntdModules.map((path) => import(/* @vite-ignore */ path)));
