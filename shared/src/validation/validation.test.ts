// Every rule and message of docs/product/rules.md, "Validation". Messages are written out here letter for letter (not
// imported), so a changed text in the schemas fails a test.
import type { GenericSchema } from 'valibot';
import {
  bulkApproveSchema,
  categorySchema,
  checkUpload,
  forgotPasswordSchema,
  loginSchema,
  merchantBankStepSchema,
  merchantBusinessStepSchema,
  merchantRegistrationSchema,
  newPasswordSchema,
  productSchema,
  rejectMerchantSchema,
  resetPasswordSchema,
  sniffFileType,
  UPLOAD_RULES,
  validate,
  verifyResetCodeSchema,
} from './index';

const validBusiness = {
  business_name: 'Mama Put Kitchen',
  contact_name: 'Nkechi Okafor',
  business_type: 'restaurant',
  business_email: 'hello@mamaput.ng',
  country_code: '+234',
  business_phone: '8031234567',
  pickup_address: '12 Admiralty Way, Lekki Phase 1, Lagos',
  latitude: '6.4474',
  longitude: '3.4720',
  password: 'Str0ng@Pass',
  password_confirmation: 'Str0ng@Pass',
};

const validBank = {
  bank_code: '058',
  bank_name: 'Guaranty Trust Bank',
  account_number: '0123456789',
  account_name: 'OJA SANDBOX ACCOUNT',
  terms_accepted: true,
};

/** The message shown for `field` when `values` are submitted to `schema` (undefined when valid). */
function messageFor(schema: GenericSchema, values: Record<string, unknown>, field: string) {
  const result = validate(schema, values);
  return result.errors?.[field]?.[0];
}

function allMessagesFor(schema: GenericSchema, values: Record<string, unknown>, field: string) {
  return validate(schema, values).errors?.[field];
}

describe('merchant registration, step 1', () => {
  const schema = merchantBusinessStepSchema;
  const check = (field: string, value: unknown) => messageFor(schema, { ...validBusiness, [field]: value }, field);

  it('accepts a complete, valid step', () => {
    expect(validate(schema, validBusiness)).toMatchObject({ success: true });
  });

  it.each([
    // [field, value, message]
    ['business_name', '', 'Business name is required'],
    ['business_name', '   ', 'Business name is required'],
    ['business_name', undefined, 'Business name is required'],
    ['business_name', 'A', 'Business name must be at least 2 characters'],
    ['business_name', 'x'.repeat(256), 'Business name must not exceed 255 characters'],
    ['business_type', '', 'Business type is required'],
    ['business_type', 'bakery', 'Please select a valid business type'],
    ['business_email', '', 'Business email is required'],
    ['business_email', 'not-an-email', 'Please enter a valid email address'],
    ['business_email', `${'a'.repeat(250)}@x.com`, 'Email must not exceed 255 characters'],
    ['business_phone', '', 'Business phone is required'],
    ['business_phone', '1', 'Please enter a valid phone number'],
    ['business_phone', '1234567890123456', 'Please enter a valid phone number'],
    ['business_phone', 'abc', 'Please enter a valid phone number'],
    ['country_code', '', 'Country code is required'],
    ['country_code', '234', 'Please enter a valid country code (e.g., +234)'],
    ['country_code', '+0234', 'Please enter a valid country code (e.g., +234)'],
    ['country_code', '+12345', 'Please enter a valid country code (e.g., +234)'],
    ['pickup_address', '', 'Pickup address is required'],
    ['pickup_address', 'Lekki', 'Address must be at least 10 characters'],
    ['latitude', 'north', 'Latitude must be a number'],
    ['latitude', '91', 'Latitude must be between -90 and 90'],
    ['latitude', -90.5, 'Latitude must be between -90 and 90'],
    ['longitude', '3.4.5', 'Longitude must be a number'],
    ['longitude', '-181', 'Longitude must be between -180 and 180'],
    ['password', '', 'Password is required'],
    ['password', 'Ab1@', 'Password must be at least 8 characters'],
    [
      'password',
      'alllowercase1@',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      'password',
      'NoSpecial123',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    ['password_confirmation', '', 'Password confirmation is required'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(check(field, value)).toBe(message);
  });

  it('shows only the required message for an empty value (no min length, no pattern)', () => {
    expect(allMessagesFor(schema, { ...validBusiness, business_name: '' }, 'business_name')).toEqual([
      'Business name is required',
    ]);
    expect(allMessagesFor(schema, { ...validBusiness, password: '' }, 'password')).toEqual(['Password is required']);
  });

  it('checks rules in the spec order: min length before the pattern', () => {
    // "Ab1" breaks both min length and the strength pattern: min length is reported.
    expect(check('password', 'Ab1')).toBe('Password must be at least 8 characters');
  });

  it('reports a confirmation that differs from the password', () => {
    expect(
      messageFor(schema, { ...validBusiness, password_confirmation: 'Str0ng@Pasx' }, 'password_confirmation'),
    ).toBe('Passwords must match');
  });

  it('does not claim a mismatch while the password itself is invalid', () => {
    const errors = validate(schema, {
      ...validBusiness,
      password: 'weak',
      password_confirmation: 'other',
    }).errors;
    expect(errors?.password_confirmation).toBeUndefined();
  });

  it('leaves latitude and longitude optional and turns them into numbers', () => {
    const result = validate(schema, {
      ...validBusiness,
      latitude: '',
      longitude: undefined,
    });
    expect(result.success).toBe(true);
    const parsed = validate(schema, validBusiness);
    expect(parsed.output).toMatchObject({ latitude: 6.4474, longitude: 3.472 });
  });

  // The product's rule, letter for letter: "optional plus then 2-15 digits starting 1-9, else 'Please enter a valid
  // phone number'". Nothing is rewritten before it runs: what the rule refuses is refused.
  it.each(['08031234567', '0803 123 4567', '803 123 4567', '+234-803-123-4567'])(
    'refuses %j as the rule does',
    (phone) => {
      expect(validate(schema, { ...validBusiness, business_phone: phone }).errors?.business_phone).toEqual([
        'Please enter a valid phone number',
      ]);
    },
  );

  it.each(['8031234567', '+2348031234567', '12'])('takes %j as the rule does, unchanged', (phone) => {
    expect(validate(schema, { ...validBusiness, business_phone: phone }).output).toMatchObject({
      business_phone: phone,
    });
  });

  it('trims text and lower-cases the email', () => {
    const result = validate(schema, {
      ...validBusiness,
      business_name: '  Mama Put  ',
      business_email: ' Hello@MamaPut.NG ',
    });
    expect(result.output).toMatchObject({
      business_name: 'Mama Put',
      business_email: 'hello@mamaput.ng',
    });
  });

  it('accepts every business type of the spec', () => {
    for (const type of ['restaurant', 'store', 'pharmacy', 'supermarket', 'other']) {
      expect(check('business_type', type)).toBeUndefined();
    }
  });
});

describe('merchant registration, step 2 (bank details)', () => {
  const check = (field: string, value: unknown) =>
    messageFor(merchantBankStepSchema, { ...validBank, [field]: value }, field);

  it.each([
    ['bank_code', '', 'Bank is required'],
    ['bank_name', '', 'Bank name is required'],
    ['bank_name', 'b'.repeat(256), 'Bank name must not exceed 255 characters'],
    ['account_number', '', 'Account number is required'],
    ['account_number', '123456789', 'Account number must be 10-11 digits'],
    ['account_number', '123456789012', 'Account number must be 10-11 digits'],
    ['account_number', '12345abcde', 'Account number must be 10-11 digits'],
    ['account_name', '', 'Account name is required'],
    ['account_name', 'n'.repeat(256), 'Account name must not exceed 255 characters'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(check(field, value)).toBe(message);
  });

  it('accepts 10 and 11 digit account numbers', () => {
    expect(check('account_number', '0123456789')).toBeUndefined();
    expect(check('account_number', '01234567890')).toBeUndefined();
  });
});

describe('the whole registration payload (the API validates with it)', () => {
  it('accepts steps 1 and 2 together', () => {
    expect(validate(merchantRegistrationSchema, { ...validBusiness, ...validBank }).success).toBe(true);
  });

  it('reports every invalid field of both steps at once', () => {
    const errors = validate(merchantRegistrationSchema, {}).errors ?? {};
    expect(errors).toMatchObject({
      business_name: ['Business name is required'],
      business_type: ['Business type is required'],
      business_email: ['Business email is required'],
      country_code: ['Country code is required'],
      business_phone: ['Business phone is required'],
      pickup_address: ['Pickup address is required'],
      bank_code: ['Bank is required'],
      bank_name: ['Bank name is required'],
      account_number: ['Account number is required'],
      account_name: ['Account name is required'],
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required'],
      contact_name: ['Contact name is required'],
      terms_accepted: ['Please accept the Terms of Service and the Privacy Policy to sign up'],
    });
  });

  it('takes the acceptance of the terms as the form and a multipart body give it, and nothing else', () => {
    for (const accepted of [true, 'true', 'on', '1'])
      expect(
        validate(merchantRegistrationSchema, { ...validBusiness, ...validBank, terms_accepted: accepted }).success,
      ).toBe(true);
    for (const refused of [false, 'false', '0', '', undefined])
      expect(
        messageFor(
          merchantRegistrationSchema,
          { ...validBusiness, ...validBank, terms_accepted: refused },
          'terms_accepted',
        ),
      ).toBe('Please accept the Terms of Service and the Privacy Policy to sign up');
  });

  it('refuses a body that is not an object', () => {
    expect(validate(merchantRegistrationSchema, 'hello').success).toBe(false);
    expect(validate(merchantRegistrationSchema, null).success).toBe(false);
  });
});

describe('login', () => {
  it.each([
    ['email', '', 'Email is required'],
    ['email', 'someone@', 'Please enter a valid email address'],
    ['password', '', 'Password is required'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(messageFor(loginSchema, { email: 'admin@oja.local', password: 'x', [field]: value }, field)).toBe(message);
  });

  it('does not apply the new-password rules to an existing password', () => {
    expect(validate(loginSchema, { email: 'admin@oja.local', password: 'short' }).success).toBe(true);
  });
});

describe('forgot password', () => {
  it('checks the email as login does', () => {
    expect(messageFor(forgotPasswordSchema, { email: '' }, 'email')).toBe('Email is required');
    expect(messageFor(forgotPasswordSchema, { email: 'nope' }, 'email')).toBe('Please enter a valid email address');
  });

  it.each([
    ['', 'Reset code is required'],
    ['1234', 'Reset code must be 5 digits'],
    ['123456', 'Reset code must be 5 digits'],
    ['12a45', 'Reset code must be 5 digits'],
  ])('reset_code %j -> %s', (code, message) => {
    expect(messageFor(verifyResetCodeSchema, { email: 'a@b.co', reset_code: code }, 'reset_code')).toBe(message);
  });

  it('accepts a five-digit code', () => {
    expect(validate(verifyResetCodeSchema, { email: 'a@b.co', reset_code: '01234' }).success).toBe(true);
  });

  it('checks the new password as registration does, including the match', () => {
    const base = {
      email: 'a@b.co',
      reset_code: '12345',
      password: 'Str0ng@Pass',
      password_confirmation: 'Str0ng@Pass',
    };
    expect(validate(resetPasswordSchema, base).success).toBe(true);
    expect(messageFor(resetPasswordSchema, { ...base, password: 'weakpass' }, 'password')).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    expect(
      messageFor(resetPasswordSchema, { ...base, password_confirmation: 'Other@123' }, 'password_confirmation'),
    ).toBe('Passwords must match');
    expect(
      messageFor(newPasswordSchema, { password: 'Str0ng@Pass', password_confirmation: '' }, 'password_confirmation'),
    ).toBe('Password confirmation is required');
  });
});

describe('admin review', () => {
  it.each(['', '   ', '\n\t', undefined])('refuses the blank rejection reason %j', (reason) => {
    expect(messageFor(rejectMerchantSchema, { rejection_reason: reason }, 'rejection_reason')).toBe(
      'Please provide a rejection reason',
    );
  });

  it('keeps a real reason, trimmed', () => {
    expect(
      validate(rejectMerchantSchema, {
        rejection_reason: '  ID document unreadable ',
      }).output,
    ).toEqual({
      rejection_reason: 'ID document unreadable',
    });
  });

  it('needs at least one merchant id to bulk-approve', () => {
    expect(messageFor(bulkApproveSchema, { merchant_ids: [] }, 'merchant_ids')).toBe('Select at least one merchant');
    expect(messageFor(bulkApproveSchema, {}, 'merchant_ids')).toBe('Select at least one merchant');
    expect(messageFor(bulkApproveSchema, { merchant_ids: null }, 'merchant_ids')).toBe('Select at least one merchant');
    expect(validate(bulkApproveSchema, { merchant_ids: [1, 2] }).success).toBe(true);
  });
});

describe('menu', () => {
  it('requires a category name, description optional', () => {
    expect(messageFor(categorySchema, { name: ' ' }, 'name')).toBe('Category name is required');
    expect(validate(categorySchema, { name: 'Soups', description: '' }).output).toEqual({
      name: 'Soups',
      description: undefined,
    });
  });

  const product = {
    name: 'Jollof Rice',
    category_id: '3',
    price: '2500',
    status: 'in_stock',
    discount: '10',
  };
  it.each([
    ['name', '', 'Item name is required'],
    ['category_id', '', 'Category is required'],
    ['price', '', 'Price is required'],
    ['status', 'In Stock', 'Please select a valid status'],
    ['discount', '101', 'Discount must be between 0 and 100'],
  ])('product %s = %j -> %s', (field, value, message) => {
    expect(messageFor(productSchema, { ...product, [field]: value }, field)).toBe(message);
  });

  it('defaults the status to in_stock and the discount to 0', () => {
    expect(validate(productSchema, { name: 'Suya', category_id: 1, price: '1500' }).output).toMatchObject({
      status: 'in_stock',
      discount: 0,
      category_id: 1,
      price: '1500',
    });
  });
});

describe('checkUpload', () => {
  it('says in words the limits it enforces: every accepted type and the largest size', () => {
    for (const rule of Object.values(UPLOAD_RULES)) {
      expect(rule.accepts).toContain(`up to ${rule.maxBytes / (1024 * 1024)} MB`);
      for (const extension of new Set(Object.values(rule.types)))
        expect(rule.accepts).toContain(extension === 'jpg' ? 'JPEG' : extension.toUpperCase().replace('WEBP', 'WebP'));
    }
  });

  const file = (type: string, size: number) => ({ type, size });
  it('takes the kinds and sizes the server takes', () => {
    expect(checkUpload(file('image/webp', 1000), 'image')).toBeNull();
    expect(checkUpload(file('application/pdf', 1000), 'document')).toBeNull();
  });
  it('refuses with the server’s words', () => {
    expect(checkUpload(file('application/pdf', 1000), 'image')).toBe(UPLOAD_RULES.image.wrongType);
    expect(checkUpload(file('image/svg+xml', 1000), 'document')).toBe(UPLOAD_RULES.document.wrongType);
    expect(checkUpload(file('image/png', 5 * 1024 * 1024 + 1), 'image')).toBe(UPLOAD_RULES.image.tooLarge);
    expect(checkUpload(file('image/png', 0), 'image')).toBe('The file is empty.');
  });
});

describe('sniffFileType', () => {
  const head = (...bytes: number[]) => Uint8Array.from(bytes);
  it('knows each accepted format by its first bytes', () => {
    expect(sniffFileType(head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(head(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffFileType(head(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('image/gif');
    expect(sniffFileType(head(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('image/webp');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
  });
  it('knows nothing else, whatever the name says', () => {
    expect(sniffFileType(new TextEncoder().encode('png'))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffFileType(head(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20))).toBeNull();
  });
});

describe('text no person types', () => {
  const NOT_ALLOWED = 'This field contains characters that are not allowed';
  const category = (values: Record<string, unknown>) => validate(categorySchema, { name: 'Soups', ...values });

  it.each([
    ['NUL', 'Egusi\u0000Soup'],
    ['another control character', 'Egusi\u001b[31mSoup'],
    ['a line break in a one-line field', 'Egusi\r\nBcc: someone@example.com'],
    ['a tab in a one-line field', 'Egusi\tSoup'],
    ['half a character (a lone surrogate)', 'Egusi \ud800Soup'],
    ['a direction override', 'Egusi \u202eSoup'],
    ['a direction isolate', 'Egusi \u2066Soup'],
  ])('refuses %s in a name, on the field', (_, name) => {
    expect(category({ name }).errors).toEqual({ name: [NOT_ALLOWED] });
  });

  it('takes line breaks and tabs in a description, not NUL or escapes', () => {
    expect(category({ description: 'Hot.\r\n\tServed with yam.' }).success).toBe(true);
    expect(category({ description: 'Hot\u0000' }).errors).toEqual({ description: [NOT_ALLOWED] });
    expect(category({ description: 'Hot\u001b' }).errors).toEqual({ description: [NOT_ALLOWED] });
    expect(validate(rejectMerchantSchema, { rejection_reason: 'Unreadable.\nPlease upload again.' }).success).toBe(
      true,
    );
  });

  it('keeps what people do type: accents, other scripts, emoji sequences with joiners', () => {
    for (const name of ['Àmàlà Spot', 'Ọbẹ̀ Ata', 'مطعم', '👩‍🍳 Kitchen', 'Café ₦500']) {
      expect(category({ name }).success).toBe(true);
    }
  });

  it('trims invisible characters before "required", so they alone read as empty', () => {
    for (const name of ['\u200b\u200b', '\ufeff', ' \u2060 ', '\u200e\u200f', '\u00ad']) {
      expect(category({ name }).errors).toEqual({ name: ['Category name is required'] });
    }
    expect(validate(categorySchema, { name: '\u200bSoups\u200b' }).output).toMatchObject({ name: 'Soups' });
    expect(messageFor(loginSchema, { email: '\u200b', password: 'x' }, 'email')).toBe('Email is required');
  });

  it('counts letters and symbols drawn blank as blank: Hangul fillers, the empty Braille pattern, U+FFFC', () => {
    for (const name of ['\u3164', '\u2800\u2800', '\ufffc', '\u115f\u1160', '\uffa0', ' \u3164\u200b\u2800 ']) {
      expect(category({ name }).errors).toEqual({ name: ['Category name is required'] });
    }
    expect(validate(categorySchema, { name: '\u3164Soups\u2800' }).output).toMatchObject({ name: 'Soups' });
    // An emoji at the end keeps its variation selector (it chooses how the emoji is drawn).
    expect(validate(categorySchema, { name: 'Tea \u2615\ufe0f' }).output).toMatchObject({ name: 'Tea \u2615\ufe0f' });
  });

  it('applies to every free-text field of registration', () => {
    for (const field of ['business_name', 'pickup_address', 'bank_code', 'bank_name', 'account_name']) {
      const values = { ...validBusiness, ...validBank, [field]: 'Lekki\u0000Phase1' };
      expect(messageFor(merchantRegistrationSchema, values, field)).toBe(NOT_ALLOWED);
    }
  });
});

describe('ids', () => {
  const product = { name: 'Suya', price: '1500' };
  it.each([
    [2147483648, 'Please select a valid category'],
    ['9999999999', 'Please select a valid category'],
    [1e300, 'Please select a valid category'],
    [-1, 'Please select a valid category'],
    [1.5, 'Please select a valid category'],
  ])('refuses a category id the database cannot hold: %j', (category_id, message) => {
    expect(messageFor(productSchema, { ...product, category_id }, 'category_id')).toBe(message);
  });

  it('takes the largest id the database holds', () => {
    expect(validate(productSchema, { ...product, category_id: 2147483647 }).success).toBe(true);
  });

  it('refuses merchant ids past the database range in a bulk approval', () => {
    expect(messageFor(bulkApproveSchema, { merchant_ids: [2147483648] }, 'merchant_ids.0')).toBe(
      'Merchant ids must be numbers',
    );
  });
});
