// A narrow column's rows (the merchants, the activity): a card per row, with placeholders as tall as the cards while
// the first page loads.
import { css } from '@emotion/react';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import { Skeleton } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { outlined } from './row-styles';

export function CardList({
  label,
  skeletons,
  skeletonHeight,
  children,
}: {
  label: string;
  /** One key per placeholder card (none once rows are there). */
  skeletons: readonly (string | number)[];
  skeletonHeight: string;
  children: ReactNode;
}) {
  const { space } = useOjaTheme();
  return (
    <ul aria-label={label} css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[3] })}>
      {skeletons.map((key) => (
        <li key={`skeleton-${key}`} aria-hidden="true">
          <Skeleton width="100%" height={skeletonHeight} radius="md" />
        </li>
      ))}
      {children}
    </ul>
  );
}

/** One card of the list: outlined, its parts in a column `gap` apart. */
export function cardStyles(theme: OjaTheme, gap: string) {
  return [outlined(theme), css({ padding: theme.space[4], display: 'grid', gap })];
}
