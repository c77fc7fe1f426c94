// The FAQ (item 9 of docs/product/screens.md, "Landing page": 7 entries, exactly one selected at a time, the first by
// default; clicking a question shows its answer). An accordion in the WAI-ARIA pattern: each question is a button that
// controls its answer.
import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { useId, useState } from 'react';
import { FAQ_ENTRIES } from '../lib/content';
import { icons } from './icons';
import { Section } from './section';

export interface FaqEntry {
  question: string;
  answer: string;
}

export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  const theme = useOjaTheme();
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState(0);
  const { space, colors } = theme;
  return (
    <div css={css({ display: 'grid', gap: space[3] })}>
      {entries.map((entry, index) => {
        const open = index === openIndex;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div
            key={entry.question}
            data-faq-entry
            css={css({
              borderRadius: theme.radii.lg,
              border: `1px solid ${open ? theme.palette.green100 : colors.border}`,
              backgroundColor: open ? colors.surface : colors.surface,
              boxShadow: open ? theme.shadows.md : 'none',
            })}
          >
            <h3 css={css({ margin: 0 })}>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(index)}
                css={css({
                  ...theme.text.h3,
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: space[4],
                  textAlign: 'left',
                  padding: `${space[4]} ${space[5]}`,
                  minHeight: theme.controlHeights.lg,
                  border: 0,
                  borderRadius: theme.radii.lg,
                  background: 'transparent',
                  color: open ? colors.primaryText : colors.textStrong,
                  cursor: 'pointer',
                  '&:hover': { color: colors.primaryText },
                  '&:focus-visible': focusRing(theme),
                })}
              >
                {entry.question}
                <span
                  aria-hidden="true"
                  css={css({
                    flex: 'none',
                    display: 'grid',
                    transform: open ? 'rotate(180deg)' : 'none',
                    transition: `transform ${theme.motion.durations.base} ${theme.motion.easings.standard}`,
                  })}
                >
                  {icons.chevron}
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              css={css({ padding: `0 ${space[5]} ${space[5]}`, ...theme.text.body, color: colors.textSecondary })}
            >
              <p>{entry.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}

export function Faq() {
  return (
    <Section
      id="faq"
      eyebrow="Questions"
      title="Frequently asked questions"
      intro="What people ask us most about ordering, selling and riding with Oja."
    >
      <div css={css({ maxWidth: 820 })}>
        <FaqList entries={FAQ_ENTRIES} />
      </div>
    </Section>
  );
}
