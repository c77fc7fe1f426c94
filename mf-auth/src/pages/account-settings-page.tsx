// Settings, for a signed-in admin: the own name, the password (the current one first) and signing out every other
// session (a phone left signed in, a shared computer). Each section is saved on its own.
import { css } from '@emotion/react';
import { CHANGE_PASSWORD_INTRO, ChangePasswordForm, FormActions, useForm } from '@oja/shared/forms';
import { useSession } from '@oja/shared/session';
import { useOjaTheme } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Button, cardStyles, sectionColumnStyles, TextField } from '@oja/shared/ui';
import { accountNameSchema } from '@oja/shared/validation';
import type { ReactNode } from 'react';
import { useChangeOwnPassword, useEndOtherSessions, useRenameAccount } from '../data/account';

export default function AccountSettingsPage() {
  const theme = useOjaTheme();
  const { space } = theme;
  return (
    <div css={sectionColumnStyles(theme, 720)}>
      <header>
        <h1 css={css({ ...theme.text.h2, margin: 0 })}>Settings</h1>
        <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: `${space[1]} 0 0` })}>
          Your own account: how you are named, how you sign in, and where.
        </p>
      </header>
      <NameSection />
      <PasswordSection />
      <SessionsSection />
    </div>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <section aria-labelledby={`${id}-title`} css={[cardStyles(theme), css({ display: 'grid', gap: theme.space[4] })]}>
      <div>
        <h2 id={`${id}-title`} css={css({ ...theme.text.h3, margin: 0 })}>
          {title}
        </h2>
        <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: `${theme.space[1]} 0 0` })}>
          {intro}
        </p>
      </div>
      {children}
    </section>
  );
}

function NameSection() {
  const name = useSession((state) => state.user?.name ?? '');
  const rename = useRenameAccount();
  const form = useForm({
    schema: accountNameSchema,
    initialValues: { name },
    onSubmit: (output) => rename.mutateAsync(output),
    onSuccess: (user) => form.reset({ name: user.name }),
  });
  return (
    <Section id="name" title="Your name" intro="Shown in the greeting and beside your decisions in the activity log.">
      <form noValidate aria-label="Your name" onSubmit={form.handleSubmit}>
        <TextField label="Full name" autoComplete="name" required {...form.field('name')} />
        <FormActions>
          <Button type="submit" busy={form.isSubmitting} busyLabel="Saving..." disabled={form.values.name === name}>
            Save name
          </Button>
        </FormActions>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { mutateAsync: changeOwnPassword } = useChangeOwnPassword();
  return (
    <Section id="password" title="Password" intro={CHANGE_PASSWORD_INTRO}>
      <ChangePasswordForm onSubmit={changeOwnPassword} actions={(submit) => <FormActions>{submit}</FormActions>} />
    </Section>
  );
}

function SessionsSection() {
  const end = useEndOtherSessions();
  const signOutOthers = () =>
    end.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast.success(
          ended === 0
            ? 'No other session was signed in.'
            : `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`,
        ),
    });
  return (
    <Section
      id="sessions"
      title="Other sessions"
      intro="Signed in on another phone or computer, or forgot to sign out somewhere? End every session but this one."
    >
      <FormActions>
        <Button variant="secondary" busy={end.isPending} busyLabel="Signing out..." onClick={signOutOthers}>
          Sign out other sessions
        </Button>
      </FormActions>
    </Section>
  );
}
