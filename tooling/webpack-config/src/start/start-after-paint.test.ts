// The host page's start: the module itself (its behaviour, in jsdom), and the inline script the plugin builds from it
// (run the same way, so a compile or minify step that broke it would show).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { START_HINTS_ATTRIBUTE } from '@oja/shared/platform';
import { LATEST_START_MS, START_HINTS, startAfterPaint } from './start-after-paint';

const ENTRY = '/main.0123abcd.js';
const PLUGIN = path.resolve(__dirname, '../../start-after-paint.mjs');

/** What the plugin puts in the page for this entry (built by Node, as webpack runs it). */
function builtScript(entry: string): string {
  return execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { startAfterPaintScript } from ${JSON.stringify(PLUGIN)};
       process.stdout.write(startAfterPaintScript(${JSON.stringify(entry)}));`,
    ],
    { encoding: 'utf8' },
  );
}

const entryScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

/** A page as the server sends it: the prerendered login in #root, the start hints held. */
function prerenderedLogin(): void {
  document.head.innerHTML = `<template ${START_HINTS_ATTRIBUTE}><link rel="preload" href="/shared.js" as="script"></template>`;
  document.body.innerHTML = `<div id="root"><div data-oja-prerender="auth">
    <form><input name="email" value="ada@shop.ng"><button type="submit">Login</button></form>
  </div></div><form id="other"><button type="submit">Elsewhere</button></form>`;
}

/** Paint timing as a browser has it: the observer sees the first contentful paint when `paint()` is called. */
function withPaintTiming() {
  let notify: (() => void) | null = null;
  const disconnect = jest.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      notify = () =>
        this.callback(
          { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) } as never,
          this as never,
        );
    }
    disconnect = disconnect;
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  return {
    paint: () => notify?.(),
    disconnect,
  };
}

const realObserver = globalThis.PerformanceObserver;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  Object.assign(globalThis, { PerformanceObserver: realObserver });
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('startAfterPaint', () => {
  it('names the held hints as the server writes them', () => {
    expect(START_HINTS).toBe(`template[${START_HINTS_ATTRIBUTE}]`);
  });

  it('adds the entry once the page has painted, the held hints released before it', () => {
    prerenderedLogin();
    const timing = withPaintTiming();
    startAfterPaint(ENTRY);
    jest.advanceTimersByTime(100);
    expect(entryScripts()).toEqual([]);

    timing.paint();
    expect(timing.disconnect).toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(document.querySelector<HTMLTemplateElement>(START_HINTS)?.content.childNodes).toHaveLength(0);
    const started = [...document.head.querySelectorAll('link, script')];
    expect(started.map((node) => node.getAttribute('href') ?? node.getAttribute('src'))).toEqual(['/shared.js', ENTRY]);
  });

  it('starts at the latest after three seconds, once only', () => {
    prerenderedLogin();
    const timing = withPaintTiming();
    startAfterPaint(ENTRY);
    jest.advanceTimersByTime(LATEST_START_MS);
    expect(entryScripts()).toEqual([ENTRY]);
    timing.paint();
    jest.runAllTimers();
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('starts at once with nothing to paint first, or without paint timing', () => {
    document.body.innerHTML = '<div id="root"></div>';
    withPaintTiming();
    startAfterPaint(ENTRY);
    expect(entryScripts()).toEqual([ENTRY]);

    document.head.innerHTML = '';
    prerenderedLogin();
    Object.assign(globalThis, { PerformanceObserver: undefined });
    startAfterPaint(ENTRY);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it("cancels the browser's own submit of a prerendered form and starts the page at once", () => {
    prerenderedLogin();
    withPaintTiming();
    startAfterPaint(ENTRY);
    const form = document.querySelector('[data-oja-prerender] form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('leaves the submit of a form outside the prerendered copy alone', () => {
    prerenderedLogin();
    withPaintTiming();
    startAfterPaint(ENTRY);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('other')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(entryScripts()).toEqual([]);
  });
});

describe('the inline script built from it', () => {
  it('is minified, with no export or import, and does what the module does', () => {
    const script = builtScript(ENTRY);
    expect(script).not.toMatch(/\n|\bexport\b|\bimport\b|\/\/|\/\*/);
    expect(script.length).toBeLessThan(1200);

    prerenderedLogin();
    const timing = withPaintTiming();
    // As the page runs it: an inline script at the end of the body.
    const inline = document.createElement('script');
    inline.textContent = script;
    document.body.append(inline);
    const form = document.querySelector('[data-oja-prerender] form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    expect(entryScripts()).toEqual([]);
    timing.paint();
    jest.advanceTimersByTime(0);
    expect(entryScripts()).toEqual([ENTRY]);
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
