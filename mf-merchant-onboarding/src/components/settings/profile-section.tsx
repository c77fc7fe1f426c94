// Business profile (name, type, phone, logo) and Contact person: two forms on PUT /merchant/profile. The logo goes
// through the upload of registration's logo, sent after the fields are saved.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { FormActions, useForm } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Select, TextField } from '@oja/shared/ui';
import { businessProfileSchema, contactNameSchema } from '@oja/shared/validation';
import { useState } from 'react';
import { useUpdateProfile, useUploadLogo } from '../../data/settings';
import { LogoPicker } from '../logo-picker';
import { BUSINESS_TYPE_OPTIONS, PhoneFields } from '../registration/business-step';
import { Section } from './section';

export function BusinessProfileSection({ merchant }: { merchant: Merchant }) {
  const theme = useOjaTheme();
  const update = useUpdateProfile();
  const uploadLogo = useUploadLogo();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm({
    schema: businessProfileSchema,
    initialValues: {
      business_name: merchant.business_name,
      business_type: merchant.business_type,
      country_code: merchant.country_code,
      business_phone: merchant.business_phone,
    },
    onSubmit: async (output) => {
      await update.mutateAsync(output);
      if (logo) {
        await uploadLogo.mutateAsync({ logo, merchantId: merchant.id });
        setLogo(null);
      }
    },
  });
  return (
    <Section id="business-profile" title="Business profile" intro="How customers and riders know your business.">
      <form noValidate aria-label="Business profile" onSubmit={form.handleSubmit}>
        <TextField label="Business name" autoComplete="organization" required {...form.field('business_name')} />
        <Select label="Business type" options={BUSINESS_TYPE_OPTIONS} required {...form.field('business_type')} />
        <PhoneFields field={form.field} />
        <LogoPicker file={logo} currentUrl={merchant.logo} onChange={setLogo} />
        <div css={css({ marginTop: theme.space[2] })}>
          <FormActions>
            <Button type="submit" busy={form.isSubmitting} busyLabel="Saving...">
              Save business profile
            </Button>
          </FormActions>
        </div>
      </form>
    </Section>
  );
}

export function ContactSection({ merchant }: { merchant: Merchant }) {
  const update = useUpdateProfile();
  const form = useForm({
    schema: contactNameSchema,
    initialValues: { contact_name: merchant.contact_name },
    onSubmit: (output) => update.mutateAsync(output),
  });
  return (
    <Section
      id="contact-person"
      title="Contact person"
      intro="Who Oja talks to about this business. The dashboard greets this name."
    >
      <form noValidate aria-label="Contact person" onSubmit={form.handleSubmit}>
        <TextField label="Contact name" autoComplete="name" required {...form.field('contact_name')} />
        <FormActions>
          <Button type="submit" busy={form.isSubmitting} busyLabel="Saving...">
            Save contact person
          </Button>
        </FormActions>
      </form>
    </Section>
  );
}
