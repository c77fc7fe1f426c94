// The landing page (docs/product/screens.md, "Landing page"): eleven sections, top to bottom, in the spec's order.
import { css } from '@emotion/react';
import { AudienceSwitch } from '../components/audience-switch';
import { DownloadCta } from '../components/download-cta';
import { Faq } from '../components/faq';
import { Features } from '../components/features';
import { FlyerStrip } from '../components/flyer-strip';
import { Hero } from '../components/hero';
import { RideSection } from '../components/ride-section';
import { RiderEarnings } from '../components/rider-earnings';
import { SellAndShip } from '../components/sell-and-ship';
import { SiteFooter } from '../components/site-footer';
import { StoresMap } from '../components/stores-map';

export default function LandingPage() {
  return (
    <div css={css({ overflowX: 'clip' })}>
      <Hero />
      <main id="main">
        <AudienceSwitch />
        <Features />
        <RideSection />
        <SellAndShip />
        <RiderEarnings />
        <FlyerStrip />
        <StoresMap />
        <Faq />
        <DownloadCta />
      </main>
      <SiteFooter />
    </div>
  );
}
