// jsdom lacks a few browser APIs the router and components rely on.
import '@testing-library/jest-dom';
import { Blob, File } from 'node:buffer';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// The projects' environment (jest-fixed-jsdom) gives jsdom Node's fetch, FormData and Blob; a test's File must be
// Node's too, or Node's FormData takes it for a string. (A test on plain jsdom keeps jsdom's.)
if (globalThis.Blob === Blob) Object.assign(globalThis, { File });

// A test may run in Node's environment (`@jest-environment node`, for the runtime's own fetch): no window there.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has <dialog> but not its modal methods: a minimal stand-in (open attribute, close event). What the browser
// does beyond this (top layer, inert page) is the platform's job and is left to the browser tests.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
