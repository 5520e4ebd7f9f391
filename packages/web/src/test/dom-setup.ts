import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy… and waitFor wait for a condition up to this bound; a busy machine renders MUI slowly.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: media queries never match and nothing is ever resized.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Forms scroll their error into view; jsdom lays nothing out, so there is nothing to scroll.
Element.prototype.scrollIntoView ??= () => {};
