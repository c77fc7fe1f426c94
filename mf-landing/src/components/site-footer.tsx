// The footer (item 11 of docs/product/screens.md, "Landing page"): link columns and social links; the links are text
// only, except Instagram, which opens externally in a new tab, and the two legal pages (Terms of service, Privacy
// policy), which are pages of this remote. Twitter and LinkedIn are placeholders: they look disabled (dimmed, "Coming soon",
// a not-allowed cursor) and are disabled links for assistive technology, with nowhere to go.
import { css } from '@emotion/react';
import { focusRing, type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import { Logo } from '@oja/shared/ui';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { FOOTER_COLUMNS, INSTAGRAM_URL } from '../lib/content';
import { icons } from './icons';
import { offscreenSkip } from './section';

export function SiteFooter() {
  const theme = useOjaTheme();
  const { space, media } = theme;
  return (
    <footer
      data-landing-section="footer"
      css={css({
        backgroundColor: theme.palette.ink900,
        ...offscreenSkip,
        color: theme.palette.ink200,
        padding: `${space[16]} ${space[4]} ${space[8]}`,
        [media.md]: { padding: `${space[20]} ${space[8]} ${space[10]}` },
      })}
    >
      <div css={css({ maxWidth: 1160, margin: '0 auto' })}>
        <div css={css({ display: 'grid', gap: space[10], [media.md]: { gridTemplateColumns: '1.4fr 3fr' } })}>
          <div>
            <Logo inverse height={32} title="Oja" />
            <p css={css({ ...theme.text.bodySm, marginTop: space[4], maxWidth: 300, color: theme.palette.ink300 })}>
              Oja Logistics: food, groceries, packages and rides, delivered across Nigeria.
            </p>
          </div>
          <div
            css={css({
              display: 'grid',
              gridTemplateColumns: 'repeat(2, 1fr)',
              gap: space[8],
              [media.md]: { gridTemplateColumns: 'repeat(4, 1fr)' },
            })}
          >
            {FOOTER_COLUMNS.map((column) => (
              <FooterColumn key={column.title} column={column} />
            ))}
          </div>
        </div>
        <div
          css={css({
            marginTop: space[12],
            paddingTop: space[6],
            borderTop: '1px solid rgba(255,255,255,0.12)',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space[4],
          })}
        >
          <p css={css({ ...theme.text.bodySm, color: theme.palette.ink300 })}>
            © 2026 Oja Logistics. All rights reserved.
          </p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}

/** One column of links: text only (the spec's), except the pages of this remote, which are links. */
function FooterColumn({ column }: { column: (typeof FOOTER_COLUMNS)[number] }) {
  const theme = useOjaTheme();
  const { space, colors } = theme;
  return (
    <div>
      <h2 css={css({ ...theme.text.label, color: colors.textInverse, marginBottom: space[3] })}>{column.title}</h2>
      <ul css={css({ listStyle: 'none', padding: 0, display: 'grid', gap: space[2] })}>
        {column.links.map((link) =>
          typeof link === 'string' ? (
            <li key={link} css={css({ ...theme.text.bodySm, color: theme.palette.ink300 })}>
              {link}
            </li>
          ) : (
            <li key={link.label} css={css({ ...theme.text.bodySm })}>
              <Link
                to={link.route}
                css={css({
                  color: theme.palette.ink100,
                  textDecoration: 'underline',
                  textUnderlineOffset: 3,
                  borderRadius: theme.radii.sm,
                  '&:hover': { color: colors.textInverse },
                  '&:focus-visible': focusRing(theme),
                })}
              >
                {link.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** The social links' common look: a bordered pill with the network's icon and name. */
const socialLink = (theme: OjaTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[2],
    minHeight: theme.controlHeights.touch,
    padding: `0 ${theme.space[3]}`,
    borderRadius: theme.radii.md,
    border: '1px solid rgba(255,255,255,0.2)',
    ...theme.text.label,
  });

/** The networks Oja is not on yet: shown, dimmed, as disabled links. */
const PLACEHOLDER_SOCIALS: readonly { name: string; icon: ReactNode }[] = [
  { name: 'Twitter', icon: icons.twitter },
  { name: 'LinkedIn', icon: icons.linkedin },
];

function SocialLinks() {
  const theme = useOjaTheme();
  return (
    <ul
      aria-label="Oja on social media"
      css={css({ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}
    >
      <InstagramLink />
      {PLACEHOLDER_SOCIALS.map((placeholder) => (
        <PlaceholderSocial key={placeholder.name} name={placeholder.name} icon={placeholder.icon} />
      ))}
    </ul>
  );
}

/** Instagram, the one live network: it opens in a new tab, and says so. */
function InstagramLink() {
  const theme = useOjaTheme();
  const newTabId = useId();
  const { colors } = theme;
  return (
    <li>
      <a
        href={INSTAGRAM_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabId}
        css={[
          socialLink(theme),
          css({
            color: colors.textInverse,
            textDecoration: 'none',
            '&:hover': { color: colors.textInverse, backgroundColor: 'rgba(255,255,255,0.08)' },
            '&:focus-visible': focusRing(theme),
          }),
        ]}
      >
        {icons.instagram}
        Instagram
      </a>
      {/* Said as the link's description: its name stays the product's label, "Instagram". */}
      <span id={newTabId} hidden>
        Opens in a new tab
      </span>
    </li>
  );
}

/** A network Oja is not on yet: a disabled link (reachable, announced as unavailable) tagged "Coming soon". */
function PlaceholderSocial({ name, icon }: { name: string; icon: ReactNode }) {
  const theme = useOjaTheme();
  const soonId = useId();
  return (
    <li>
      {/* biome-ignore lint/a11y/useValidAnchor: a disabled link (reachable, announced as unavailable) goes nowhere: no href is the point. */}
      <a
        role="link"
        tabIndex={0}
        aria-disabled="true"
        // Named by the product's label alone; the tag is its description.
        aria-describedby={soonId}
        data-placeholder-social={name}
        title="Coming soon"
        css={[
          socialLink(theme),
          css({
            color: theme.palette.ink300,
            borderStyle: 'dashed',
            opacity: 0.7,
            cursor: 'not-allowed',
            textDecoration: 'none',
            '&:focus-visible': focusRing(theme),
          }),
        ]}
      >
        {icon}
        <span>{name}</span>
        <span
          id={soonId}
          aria-hidden="true"
          css={css({
            ...theme.text.caption,
            padding: `0 ${theme.space[2]}`,
            borderRadius: theme.radii.pill,
            backgroundColor: 'rgba(255,255,255,0.12)',
          })}
        >
          Coming soon
        </span>
      </a>
    </li>
  );
}
