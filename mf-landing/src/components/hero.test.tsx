import { preferReducedMotion, renderPart } from '@oja/harness/testing';
import { act, screen } from '@testing-library/react';
import { HERO_IMAGES } from '../assets';
import { HERO_ROTATION_MS, Hero } from './hero';

const activeImage = () => Number(document.querySelector('img[data-active="true"]')?.getAttribute('data-hero-image'));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

describe('Hero', () => {
  it('has the headline about smarter delivery with Oja Logistics', () => {
    renderPart(<Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smarter delivery with Oja Logistics');
  });

  it('rotates through the three pictures every 5 seconds, and back to the first', () => {
    renderPart(<Hero />);
    expect(HERO_IMAGES).toHaveLength(3);
    expect(HERO_ROTATION_MS).toBe(5000);
    expect(activeImage()).toBe(0);
    act(() => jest.advanceTimersByTime(4999));
    expect(activeImage()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(activeImage()).toBe(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(activeImage()).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(activeImage()).toBe(0);
  });

  it('loads the first picture first, with a high fetch priority and its size', () => {
    renderPart(<Hero />);
    const [first, second] = document.querySelectorAll('img[data-hero-image]');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '900');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('stands still while the tab is hidden and goes on when it is back', () => {
    renderPart(<Hero />);
    act(() => setVisibility('hidden'));
    act(() => jest.advanceTimersByTime(20_000));
    expect(activeImage()).toBe(0);
    act(() => setVisibility('visible'));
    act(() => jest.advanceTimersByTime(5000));
    expect(activeImage()).toBe(1);
  });

  it('does not rotate when the reader prefers reduced motion', () => {
    const motion = preferReducedMotion();
    renderPart(<Hero />);
    act(() => jest.advanceTimersByTime(30_000));
    expect(activeImage()).toBe(0);
    motion.restore();
  });

  it('stops on Pause, and a dot shows the picture it names', () => {
    renderPart(<Hero />);
    act(() => screen.getByRole('button', { name: 'Pause the background pictures' }).click());
    act(() => jest.advanceTimersByTime(30_000));
    expect(activeImage()).toBe(0);
    act(() => screen.getByRole('button', { name: 'Picture 3 of 3' }).click());
    expect(activeImage()).toBe(2);
    expect(screen.getByRole('button', { name: 'Picture 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Play the background pictures' })).toBeInTheDocument();
  });
});
