import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { switchLanguage } from '../i18n/i18n-setup.ts';
import { loadValidationMessages } from '../i18n/validation-messages.ts';

// The app loads a language's texts and validation messages with the language (start-up waits for them);
// tests render in English from the start, and find both languages' validation messages.
await Promise.all([switchLanguage('en'), loadValidationMessages('nb')]);

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
