// The ride section (item 4 of docs/product/screens.md, "Landing page"): bike rides, with the coverflow carousel.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { RideCarousel } from './ride-carousel';
import { Section } from './section';

export function RideSection() {
  const theme = useOjaTheme();
  return (
    <Section
      id="rides"
      tone="white"
      eyebrow="Bike rides"
      title="Beat the traffic with an Oja ride"
      intro="Verified riders, a helmet for every passenger and the fare up front, morning, noon or night."
    >
      <div css={css({ marginInline: `-${theme.space[2]}` })}>
        <RideCarousel />
      </div>
    </Section>
  );
}
