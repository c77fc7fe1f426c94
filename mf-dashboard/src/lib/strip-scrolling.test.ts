import { stepTarget, stripEdges, stripKeyAction } from './strip-scrolling';

describe('stripEdges', () => {
  it('knows the start, the middle and the end, with a pixel of slack', () => {
    expect(stripEdges(0, 300, 1000)).toEqual({ atStart: true, atEnd: false });
    expect(stripEdges(0.6, 300, 1000)).toEqual({ atStart: true, atEnd: false });
    expect(stripEdges(350, 300, 1000)).toEqual({ atStart: false, atEnd: false });
    expect(stripEdges(699.5, 300, 1000)).toEqual({ atStart: false, atEnd: true });
  });

  it('is at both ends when everything fits', () => {
    expect(stripEdges(0, 800, 800)).toEqual({ atStart: true, atEnd: true });
  });
});

describe('stepTarget', () => {
  it('moves a step either way and stops at the ends', () => {
    expect(stepTarget(0, 336, 1000, 1)).toBe(336);
    expect(stepTarget(336, 336, 1000, -1)).toBe(0);
    expect(stepTarget(900, 336, 1000, 1)).toBe(1000);
    expect(stepTarget(100, 336, 1000, -1)).toBe(0);
  });

  it('never goes below 0 when nothing overflows', () => {
    expect(stepTarget(0, 336, -20, 1)).toBe(0);
  });
});

describe('stripKeyAction', () => {
  it('maps the arrows, Home and End, and leaves other keys alone', () => {
    expect(stripKeyAction('ArrowRight')).toEqual({ kind: 'step', direction: 1 });
    expect(stripKeyAction('ArrowLeft')).toEqual({ kind: 'step', direction: -1 });
    expect(stripKeyAction('Home')).toEqual({ kind: 'edge', to: 'start' });
    expect(stripKeyAction('End')).toEqual({ kind: 'edge', to: 'end' });
    expect(stripKeyAction('Tab')).toBeNull();
    expect(stripKeyAction('ArrowDown')).toBeNull();
  });
});
