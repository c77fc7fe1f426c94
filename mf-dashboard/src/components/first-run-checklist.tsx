// A newly approved merchant's first dashboard: what to do before customers can order, above the product's sample
// figures (marked as such).
import { css } from '@emotion/react';
import type { MerchantDashboard } from '@oja/shared/api';
import { useOjaTheme } from '@oja/shared/theme';
import { buttonStyles, CheckIcon, cardStyles } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { atRoomy } from '../lib/layout';
import { RoundMark } from './round-mark';
import { SectionTitle } from './section-title';

/** Where Product Mgt adds a category and an item (its addresses, not its code). */
export const MENU_LINKS = { addCategory: '/dashboard/menu/categories/new', addItem: '/dashboard/menu/items/new' };
/** Where the merchant's Settings are (an address, not code). */
export const SETTINGS_LINK = '/dashboard/settings#pickup-points';

/** The checklist shows until the menu has its first item: before that there is nothing a customer could order. */
export function isFirstRun(figures: Pick<MerchantDashboard, 'products'>): boolean {
  return figures.products === 0;
}

interface Step {
  title: string;
  text: string;
  done: boolean;
  action: ReactNode;
}

export function FirstRunChecklist({ figures }: { figures: Pick<MerchantDashboard, 'categories' | 'products'> }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const hasCategory = figures.categories > 0;
  const link = (to: string, label: string) => (
    <Link to={to} css={buttonStyles(theme, { variant: 'primary', size: 'sm' })}>
      {label}
    </Link>
  );
  const steps: Step[] = [
    {
      title: 'Add a category',
      text: 'Group your menu the way customers look for it: Rice Dishes, Soups, Drinks.',
      done: hasCategory,
      action: link(MENU_LINKS.addCategory, 'Add a category'),
    },
    {
      title: 'Add an item',
      text: hasCategory
        ? 'Give it a name, a price and a photo, and say whether it is in stock.'
        : 'Items go into a category, so add a category first.',
      done: figures.products > 0,
      action: hasCategory ? link(MENU_LINKS.addItem, 'Add an item') : null,
    },
    {
      title: 'Complete Settings',
      text: 'Check your pick-up points, documents and bank account, and add your logo.',
      done: false,
      action: link(SETTINGS_LINK, 'Open Settings'),
    },
  ];

  return (
    <section
      aria-labelledby="first-run-title"
      css={[cardStyles(theme), css({ display: 'grid', gap: space[4], [theme.media.md]: { padding: space[6] } })]}
    >
      <div css={css({ display: 'grid', gap: space[1] })}>
        <SectionTitle id="first-run-title">Get your shop ready</SectionTitle>
        <p css={css({ margin: 0, ...theme.text.bodySm, color: colors.textMuted })}>
          Your own sales, orders and reviews take the place of the samples below once customers start ordering.
        </p>
      </div>
      <ol css={css({ display: 'grid', gap: space[3], margin: 0, padding: 0, listStyle: 'none' })}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            css={css({
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              gap: `${space[2]} ${space[3]}`,
              alignItems: 'start',
              padding: space[4],
              borderRadius: theme.radii.md,
              background: colors.background,
              border: `1px solid ${colors.border}`,
              [atRoomy]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' },
            })}
          >
            <RoundMark
              size={32}
              background={step.done ? colors.primary : colors.surfaceSunken}
              color={step.done ? colors.onPrimary : colors.textSecondary}
              type={css({ fontWeight: theme.fontWeights.bold })}
            >
              {step.done ? <CheckIcon size={16} /> : index + 1}
            </RoundMark>
            <div css={css({ minWidth: 0 })}>
              <h3 css={css({ margin: 0, ...theme.text.label, fontSize: theme.fontSizes.md, color: colors.text })}>
                {step.title}
                {step.done && <span css={css({ color: colors.primaryText })}> (done)</span>}
              </h3>
              <p css={css({ margin: 0, ...theme.text.bodySm, color: colors.textMuted })}>{step.text}</p>
            </div>
            {!step.done && step.action && (
              <div css={css({ gridColumn: '2', [atRoomy]: { gridColumn: 'auto' } })}>{step.action}</div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
