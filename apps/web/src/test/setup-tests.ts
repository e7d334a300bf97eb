import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadValidationMessages } from '../i18n/validation-messages.ts';

// The app loads a language's validation messages with the language (switchLanguage); tests that translate
// without switching first find both languages there.
await Promise.all([loadValidationMessages('en'), loadValidationMessages('nb')]);

// Mantine reads matchMedia and ResizeObserver, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverShim;
// Mantine's autosize Textarea listens for web fonts loading; jsdom has no document.fonts.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
window.HTMLElement.prototype.scrollIntoView = window.HTMLElement.prototype.scrollIntoView ?? (() => {});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
