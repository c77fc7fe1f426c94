// Settings, for a signed-in merchant: one page of sections, each saved on its own (Business profile, Contact
// person, Pick-up points, Store availability, Documents, Bank account, Password), with links to each at the top. One
// page rather than tabs: every section is a short form, a phone scrolls through them, and each has its own address
// (#documents).
import { css } from '@emotion/react';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { sectionColumnStyles } from '@oja/shared/ui';
import { AvailabilitySection } from '../components/settings/availability-section';
import { BankSection } from '../components/settings/bank-section';
import { DocumentsSection } from '../components/settings/documents-section';
import { PasswordSection } from '../components/settings/password-section';
import { PickupSection } from '../components/settings/pickup-section';
import { BusinessProfileSection, ContactSection } from '../components/settings/profile-section';
import { useMerchantProfile } from '../data/settings';
import { SETTINGS_SECTIONS } from '../lib/settings-sections';

export default function SettingsPage() {
  const theme = useOjaTheme();
  const { space } = theme;
  const profile = useMerchantProfile();
  return (
    <div css={sectionColumnStyles(theme, 860)}>
      <header>
        <h1 css={css({ ...theme.text.h2, margin: 0 })}>Settings</h1>
        <nav aria-label="Settings sections" css={css({ marginTop: space[3] })}>
          <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space[2] })}>
            {SETTINGS_SECTIONS.map(({ anchor, label }) => (
              <li key={anchor}>
                <a
                  href={`#${anchor}`}
                  css={css({
                    display: 'inline-block',
                    padding: `${space[1]} ${space[3]}`,
                    borderRadius: theme.radii.pill,
                    background: theme.colors.surfaceSunken,
                    color: theme.colors.text,
                    textDecoration: 'none',
                    ...theme.text.bodySm,
                    '&:hover': { background: theme.colors.surfaceHover },
                  })}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {profile.isPending ? (
        <LoadingState>Loading your settings...</LoadingState>
      ) : profile.isError ? (
        <ErrorState message="We couldn't load your settings." onRetry={() => profile.refetch()} />
      ) : (
        <>
          <BusinessProfileSection merchant={profile.data} />
          <ContactSection merchant={profile.data} />
          <PickupSection />
          <AvailabilitySection />
          <DocumentsSection documents={profile.data.documents ?? []} />
          <BankSection account={profile.data.bank_account} pending={profile.data.pending_bank_account} />
          <PasswordSection />
        </>
      )}
    </div>
  );
}
