import { ThemeProvider, useTheme } from '@emotion/react';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { colors, contrastRatio, GlobalStyles, media, mediaQueries, resolveTheme, theme, useOjaTheme } from './index';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('palette contrast (WCAG AA)', () => {
  // Each pair: the ratio it must reach (4.5:1 for text, 3:1 for what is not), its foreground, its background.
  it.each([
    ['white on primary', AA_TEXT, colors.onPrimary, colors.primary],
    ['white on primary hover', AA_TEXT, colors.onPrimary, colors.primaryHover],
    ['white on primary pressed', AA_TEXT, colors.onPrimary, colors.primaryPressed],
    ['primary text on white', AA_TEXT, colors.primaryText, colors.surface],
    ['primary text on primary soft', AA_TEXT, colors.primaryText, colors.primarySoft],
    ['ink on accent', AA_TEXT, colors.onAccent, colors.accent],
    ['white on danger', AA_TEXT, colors.onDanger, colors.danger],
    ['white on danger hover', AA_TEXT, colors.onDanger, colors.dangerHover],
    ['text on white', AA_TEXT, colors.text, colors.surface],
    ['text on page', AA_TEXT, colors.text, colors.background],
    ['secondary text on sunken', AA_TEXT, colors.textSecondary, colors.surfaceSunken],
    ['muted text on white', AA_TEXT, colors.textMuted, colors.surface],
    ['muted text on page', AA_TEXT, colors.textMuted, colors.background],
    ['muted text on sunken', AA_TEXT, colors.textMuted, colors.surfaceSunken],
    ['placeholder on white input', AA_TEXT, colors.textPlaceholder, colors.surface],
    ['success', AA_TEXT, colors.success.fg, colors.success.bg],
    ['error', AA_TEXT, colors.error.fg, colors.error.bg],
    ['warning', AA_TEXT, colors.warning.fg, colors.warning.bg],
    ['info', AA_TEXT, colors.info.fg, colors.info.bg],
    ['neutral', AA_TEXT, colors.neutral.fg, colors.neutral.bg],
    ['success on white', AA_TEXT, colors.success.fg, colors.surface],
    ['error on white', AA_TEXT, colors.error.fg, colors.surface],
    ['warning on white', AA_TEXT, colors.warning.fg, colors.surface],
    ['info on white', AA_TEXT, colors.info.fg, colors.surface],
    ['white on info', AA_TEXT, colors.textInverse, colors.info.fg],
    ['input border on white', AA_NON_TEXT, colors.borderStrong, colors.surface],
    ['focus ring on white', AA_NON_TEXT, colors.focus, colors.surface],
    ['focus ring on page', AA_NON_TEXT, colors.focus, colors.background],
    ['focus ring on sunken', AA_NON_TEXT, colors.focus, colors.surfaceSunken],
    ['focus ring on primary soft', AA_NON_TEXT, colors.focus, colors.primarySoft],
    ['focus ring on error soft', AA_NON_TEXT, colors.focus, colors.error.bg],
  ])('%s passes %s:1', (_name, minimum, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });

  it('computes the known extremes', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0E7C4A', '#0E7C4A')).toBe(1);
  });
});

describe('theme', () => {
  it('has the spec breakpoints as mobile-first media queries', () => {
    expect(theme.breakpoints).toEqual({ sm: 640, md: 768, lg: 1024 });
    expect(media.sm).toBe('@media (min-width: 640px)');
    expect(media.md).toBe('@media (min-width: 768px)');
    expect(media.lg).toBe('@media (min-width: 1024px)');
    expect(mediaQueries.md).toBe('(min-width: 768px)');
  });

  it('spaces on a 4 px grid', () => {
    for (const [step, value] of Object.entries(theme.space))
      expect(value).toBe(step === '0' ? '0' : `${Number(step) * 4}px`);
  });

  it('uses the brand colours', () => {
    expect(theme.colors.primary).toBe('#0E7C4A');
    expect(theme.colors.accent).toBe('#F5A524');
  });

  it('is what useOjaTheme answers, with or without a provider', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
    // The provider hands down a merged copy: the same values.
    expect(renderHook(() => useOjaTheme(), { wrapper }).result.current).toEqual(theme);
    expect(renderHook(() => useOjaTheme()).result.current).toBe(theme);
    expect(renderHook(() => useTheme(), { wrapper }).result.current.colors.primary).toBe('#0E7C4A');
    expect(resolveTheme({})).toBe(theme);
  });
});

describe('GlobalStyles', () => {
  it('puts the reset, the focus ring, reduced motion and the visually-hidden helper on the page', () => {
    render(<GlobalStyles />);
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    // getPropertyValue: jsdom's style declarations lack some camelCase accessors.
    const style = (selector: string) =>
      rules.find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === selector)?.style;

    expect(style(':focus-visible')?.getPropertyValue('outline')).toBe('3px solid #1F6FEB');
    expect(style(':focus-visible')?.getPropertyValue('outline-offset')).toBe('2px');
    expect(style('*,*::before,*::after')?.getPropertyValue('box-sizing')).toBe('border-box');
    expect(style('body')?.getPropertyValue('font-family')).toMatch(/^system-ui/);
    expect(style('.visually-hidden')?.getPropertyValue('position')).toBe('absolute');

    const reduced = rules.find(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText === '(prefers-reduced-motion: reduce)',
    );
    expect(reduced?.cssRules[0]?.cssText).toContain('transition-duration: 0.01ms !important');
    expect(reduced?.cssRules[0]?.cssText).toContain('animation-duration: 0.01ms !important');
  });
});
