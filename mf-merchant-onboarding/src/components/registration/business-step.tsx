// Step 1, "Sign Up as a Merchant": the business, its pick-up point, its pictures and the password.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { FilePicker, PasswordField, Select, TextField } from '@oja/shared/ui';
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES } from '@oja/shared/validation';
import { type FocusEvent, useId } from 'react';
import type { RegistrationField, RegistrationValues } from '../../lib/registration-form';
import { AddressField, placeHandlers } from '../address-field';
import { LogoPicker } from '../logo-picker';
import { SubmitButton } from '../submit-button';

export const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

export interface BusinessStepProps {
  field: (name: RegistrationField) => FieldBinding;
  values: RegistrationValues;
  setValue: (name: RegistrationField, value: string) => void;
  onAddressBlur: (event: FocusEvent<HTMLInputElement>) => void;
  logo: File | null;
  onLogoChange: (file: File | null) => void;
  /** The server's refusal of the logo sent with the registration. */
  logoError?: string | undefined;
  idDocument: File | null;
  onIdDocumentChange: (file: File | null) => void;
  processing: boolean;
  onContinue: () => void;
}

export function BusinessStep(props: BusinessStepProps) {
  const theme = useOjaTheme();
  const { space } = theme;
  const { field, values, setValue } = props;
  const pair = css({
    display: 'grid',
    gridTemplateColumns: '1fr',
    columnGap: space[4],
    [theme.media.sm]: { gridTemplateColumns: '1fr 1fr' },
  });
  const section = css({
    ...theme.text.label,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: theme.colors.textMuted,
    margin: `${space[4]} 0 ${space[3]}`,
  });

  return (
    <form
      noValidate
      aria-label="Business details"
      onSubmit={(event) => {
        event.preventDefault();
        props.onContinue();
      }}
    >
      <h2 css={section}>Your business</h2>
      <TextField label="Business name" autoComplete="organization" required {...field('business_name')} />
      <div css={pair}>
        <Select
          label="Business type"
          placeholder="Select business type"
          options={BUSINESS_TYPE_OPTIONS}
          required
          {...field('business_type')}
        />
        <TextField
          label="Business email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          {...field('business_email')}
        />
      </div>
      <PhoneFields field={field} />
      <TextField
        label="Contact person"
        hint="Your full name. We greet you by it, and our review team asks for you."
        autoComplete="name"
        required
        {...field('contact_name')}
      />

      <h2 css={section}>Pick-up point</h2>
      <PickupAddress field={field} values={values} setValue={setValue} onBlur={props.onAddressBlur} />

      <h2 css={section}>Profile and ID</h2>
      <LogoAndId {...props} />

      <h2 css={section}>Sign-in</h2>
      <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: `-${space[1]} 0 ${space[3]}` })}>
        You sign in with your business email. Use 8 or more characters with upper and lower case letters, a number and
        one of @$!%*?&amp;.
      </p>
      <div css={pair}>
        <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          toggleLabels={{ show: 'Show password confirmation', hide: 'Hide password confirmation' }}
          required
          {...field('password_confirmation')}
        />
      </div>

      <SubmitButton busy={props.processing} busyLabel="Processing..." minWidth={200} marginTop={space[4]}>
        Continue
      </SubmitButton>
    </form>
  );
}

/** What the phone field keeps of what is typed or pasted: digits, and a plus only in front ("+234 803-123" ->
 * "+234803123"). The product's rule then checks exactly what the field shows. */
export function phoneCharacters(input: string): string {
  const digits = input.replace(/\D/g, '');
  return input.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/** Under the phone: how to write a Nigerian number the way the product's rule takes it. */
export const PHONE_HINT = 'Without the leading 0, e.g. 8031234567: the country code is the field beside it.';

/** The country code beside the number, level with each other (registration's step 1, the application area and
 * Settings). */
export function PhoneFields({ field }: { field: (name: 'country_code' | 'business_phone') => FieldBinding }) {
  const theme = useOjaTheme();
  const { space } = theme;
  const phone = field('business_phone');
  const hintId = useId();
  return (
    <div
      css={css({
        display: 'grid',
        // Wide enough for the label "Country code" on one line, so both inputs stay level.
        gridTemplateColumns: '128px 1fr',
        columnGap: space[3],
        [theme.media.sm]: { gridTemplateColumns: '120px 1fr' },
      })}
    >
      <TextField
        label="Country code"
        placeholder="+234"
        inputMode="tel"
        autoComplete="tel-country-code"
        required
        {...field('country_code')}
      />
      <TextField
        label="Business phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="8031234567"
        required
        aria-describedby={hintId}
        {...phone}
        onChange={(event) => {
          // Spaces and dashes are dropped as they are typed, so the rule checks what the field shows.
          event.target.value = phoneCharacters(event.target.value);
          phone.onChange(event);
        }}
      />
      {/* Under both inputs, so they stay level; the phone names it as its description. */}
      <p
        id={hintId}
        css={css({
          gridColumn: '1 / -1',
          margin: `0 0 ${space[4]}`,
          ...theme.text.bodySm,
          color: theme.colors.textMuted,
        })}
      >
        {PHONE_HINT}
      </p>
    </div>
  );
}

/** The pick-up address: typing clears the coordinates of an earlier choice; a choice brings its own. */
export function PickupAddress({
  field,
  values,
  setValue,
  onBlur,
}: {
  field: (name: 'pickup_address') => FieldBinding;
  values: { pickup_address?: string | null };
  setValue: (name: 'pickup_address' | 'latitude' | 'longitude', value: string) => void;
  onBlur: BusinessStepProps['onAddressBlur'];
}) {
  return (
    <AddressField
      name="pickup_address"
      label="Pick-up address"
      hint="Where riders collect orders. Choose one of the suggestions so riders find the exact place."
      value={values.pickup_address ?? ''}
      error={field('pickup_address').error}
      {...placeHandlers(setValue, 'pickup_address')}
      onBlur={onBlur}
    />
  );
}

/**
 * The logo (optional) and the ID document: asked for, since the review team decides on it, but the product gives it
 * no rule, so its absence stops nothing (the merchant can add it after signing in, and the admin sees it is missing).
 */
function LogoAndId(
  props: Pick<BusinessStepProps, 'logo' | 'onLogoChange' | 'logoError' | 'idDocument' | 'onIdDocumentChange'>,
) {
  return (
    <div>
      <LogoPicker file={props.logo} onChange={props.onLogoChange} error={props.logoError} />
      <FilePicker
        kind="document"
        label="ID document"
        hint="CAC certificate or national ID. Our team needs it to review your application: add it now if you can, or after you log in."
        file={props.idDocument}
        onChange={props.onIdDocumentChange}
      />
    </div>
  );
}
