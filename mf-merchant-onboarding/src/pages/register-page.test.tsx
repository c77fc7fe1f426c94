import { ApiError } from '@oja/shared/api';
import { createQueryClient, QueryProvider } from '@oja/shared/query';
import { TERMS_REQUIRED } from '@oja/shared/validation';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addressApi, merchantApi, paystackApi, uploadApi } from '../data/calls';
import { STEP_ONE_REQUIRED } from '../mocks/messages';
import RegisterPage from './register-page';

// A busy machine runs these too: typing a whole form gets room.
jest.setTimeout(60_000);
const user = userEvent.setup({ delay: null });

const BANKS = [
  { id: 1, name: 'Access Bank', code: '044' },
  { id: 2, name: 'Guaranty Trust Bank', code: '058' },
];

const RESULT = {
  merchant: { id: 42, business_name: 'Mama Nkechi Kitchen', business_email: 'kitchen@example.ng' },
  user: { id: 7 },
  upload_token: 'upload-token-0123456789',
};

let register: jest.SpyInstance;
let uploadDocument: jest.SpyInstance;
let verify: jest.SpyInstance;

beforeAll(() => {
  // jsdom has no object URLs; the picker previews the chosen logo with one.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

beforeEach(() => {
  jest.spyOn(paystackApi, 'getBanks').mockResolvedValue(BANKS);
  verify = jest.spyOn(paystackApi, 'verifyAccount').mockImplementation(async (input) => {
    if (input.account_number !== '0123456789')
      throw new ApiError('Could not resolve account name', { status: 422, errors: null, body: null });
    return {
      account_name: 'OJA SANDBOX ACCOUNT',
      account_number: input.account_number,
      bank_code: input.bank_code ?? '',
    };
  });
  jest
    .spyOn(addressApi, 'autocomplete')
    .mockResolvedValue([{ description: 'Ikeja GRA, Ikeja, Lagos, Nigeria', place_id: 'oja:ikeja-gra-ikeja' }]);
  jest.spyOn(addressApi, 'placeDetails').mockResolvedValue({
    data: { formatted_address: 'Ikeja GRA, Ikeja, Lagos, Nigeria', geometry: { location: { lat: 6.58, lng: 3.356 } } },
  });
  register = jest.spyOn(merchantApi, 'register').mockResolvedValue(RESULT as never);
  uploadDocument = jest.spyOn(uploadApi, 'merchantDocument').mockResolvedValue({} as never);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderPage() {
  return render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/merchant/register']}>
        <RegisterPage />
      </MemoryRouter>
    </QueryProvider>,
  );
}

const byLabel = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input, select' });
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 });
const ID = new File(['%PDF-1.4'], 'cac.pdf', { type: 'application/pdf' });
const LOGO = new File([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0)], 'logo.png', {
  type: 'image/png',
});

/** Sets a text field at once (typing every letter of a whole form is slow on a busy machine). */
const set = (label: string, value: string) => fireEvent.change(byLabel(label), { target: { value } });

async function fillStepOne({ withId = true } = {}) {
  set('Business name', 'Mama Nkechi Kitchen');
  await user.selectOptions(byLabel('Business type'), 'Restaurant');
  set('Business email', 'kitchen@example.ng');
  set('Business phone', '8031234567');
  set('Contact person', 'Nkechi Okafor');
  const address = screen.getByRole('combobox', { name: 'Pick-up address' });
  address.focus();
  fireEvent.change(address, { target: { value: 'Ikeja GRA' } });
  await screen.findByRole('option', { name: /Ikeja GRA/ }, { timeout: 5000 });
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(addressApi.placeDetails).toHaveBeenCalled(), { timeout: 5000 });
  await user.upload(byLabel('Profile image') as HTMLInputElement, LOGO);
  await screen.findByText('logo.png');
  if (withId) {
    await user.upload(byLabel('ID document') as HTMLInputElement, ID);
    await screen.findByText('cac.pdf');
  }
  set('Password', 'Secure@123');
  set('Confirm password', 'Secure@123');
}

async function toStepTwo(options?: { withId?: boolean }) {
  const view = renderPage();
  await fillStepOne(options);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Bank Details');
  return view;
}

/** Chooses GTBank and types the sandbox account number, then leaves the field (which asks for the name). */
async function enterBankAccount() {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Guaranty Trust Bank' })).toBeInTheDocument());
  await user.selectOptions(byLabel('Bank'), 'Guaranty Trust Bank');
  byLabel('Account number').focus();
  set('Account number', '0123456789');
  await user.tab();
}

async function fillBank() {
  await enterBankAccount();
  await waitFor(() => expect(byLabel('Name on account')).toHaveValue('OJA SANDBOX ACCOUNT'));
}

/** Both steps filled in, then "Sign up as merchant". */
async function signUp(options?: { withId?: boolean }) {
  await toStepTwo(options);
  await fillBank();
  await user.click(screen.getByRole('checkbox', { name: /I accept Oja's Terms of Service/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up as merchant' }));
}

describe('RegisterPage', () => {
  it('asks for the bank list only once step 2 is shown: step 1 makes no call before Continue', async () => {
    renderPage();
    await fillStepOne();
    expect(paystackApi.getBanks).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Bank Details');
    await waitFor(() => expect(paystackApi.getBanks).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('option', { name: 'Access Bank' })).toBeInTheDocument();
  });

  it('logs nothing when the bank list is called off because the page was left', async () => {
    jest
      .spyOn(paystackApi, 'getBanks')
      .mockImplementation(
        (_input, options) =>
          new Promise((_resolve, reject) =>
            options?.signal?.addEventListener('abort', () => reject(new Error('canceled'))),
          ),
      );
    const { unmount } = await toStepTwo();
    await waitFor(() => expect(paystackApi.getBanks).toHaveBeenCalled());
    unmount();
    await act(async () => undefined);
    expect(console.error).not.toHaveBeenCalledWith('Failed to get banks', expect.anything());
  });

  it('stays on step 1 and shows every message when Continue is pressed on an empty form', async () => {
    renderPage();
    await user.clear(byLabel('Country code'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const text of STEP_ONE_REQUIRED) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('Please upload an ID document')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeInTheDocument();
  });

  it('says "Processing..." on Continue while the step-1 checks run, one label at a time', async () => {
    renderPage();
    await fillStepOne();
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveTextContent(/^Continue$/);
    fireEvent.click(button);
    // The label the person sees while the checks run (before step 2 replaces the form).
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveTextContent(/^Processing\.\.\.$/);
    await heading('Bank Details');
  });

  it('refuses a phone with a leading 0 as the rule says, with a hint on how to write it', async () => {
    renderPage();
    const phone = byLabel('Business phone');
    expect(phone).toHaveAccessibleDescription(/without the leading 0/i);
    set('Business phone', '08031234567');
    fireEvent.blur(phone);
    expect(phone).toHaveAccessibleDescription(/^Please enter a valid phone number/);
  });

  // The product gives the ID no rule: step 1 to 2 "only when none of the step-1 fields has errors".
  it('moves on without an ID, registers, and asks for the ID on step 3', async () => {
    await signUp({ withId: false });
    await heading('Your profile is being reviewed!');
    expect(register).toHaveBeenCalledTimes(1);
    expect(uploadDocument).not.toHaveBeenCalled();
    expect(screen.getByText('Your application has no ID document yet')).toBeInTheDocument();
  });

  it('looks the account name up on leaving the number, only with a bank and 10 digits, and clears it on edit', async () => {
    await toStepTwo();
    await user.type(byLabel('Account number'), '012345678');
    await user.tab();
    expect(verify).not.toHaveBeenCalled();
    await user.clear(byLabel('Account number'));
    await fillBank();
    expect(verify).toHaveBeenCalledWith({ bank_code: '058', account_number: '0123456789' });
    set('Account number', '012345678');
    expect(byLabel('Name on account')).toHaveValue('');
    // Only digits go in, at most 11.
    set('Account number', '01-2345 678x9');
    expect(byLabel('Account number')).toHaveValue('0123456789');
    set('Account number', '0123456789012');
    expect(byLabel('Account number')).toHaveValue('01234567890');
  });

  it('drops a name that arrives after the number was edited', async () => {
    await toStepTwo();
    let answer: (value: { account_name: string; account_number: string; bank_code: string }) => void = () => undefined;
    verify.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await enterBankAccount();
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
    set('Account number', '0123456780');
    await act(async () =>
      answer({ account_name: 'OJA SANDBOX ACCOUNT', account_number: '0123456789', bank_code: '058' }),
    );
    expect(byLabel('Name on account')).toHaveValue('');
  });

  it('registers, sends the ID with the upload token, and shows step 3', async () => {
    await signUp();
    await heading('Your profile is being reviewed!');
    expect(register).toHaveBeenCalledTimes(1);
    expect(register.mock.calls[0][0]).toMatchObject({
      business_name: 'Mama Nkechi Kitchen',
      business_type: 'restaurant',
      business_email: 'kitchen@example.ng',
      country_code: '+234',
      business_phone: '8031234567',
      pickup_address: 'Ikeja GRA, Ikeja, Lagos, Nigeria',
      latitude: 6.58,
      longitude: 3.356,
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: 'OJA SANDBOX ACCOUNT',
      contact_name: 'Nkechi Okafor',
      terms_accepted: true,
      logo: LOGO,
    });
    expect(uploadDocument).toHaveBeenCalledWith(
      { document_type: 'business_id', document: ID, description: 'Business ID', merchant_id: 42 },
      { token: 'upload-token-0123456789', silent: true },
    );
    expect(screen.getByText(/If you have not heard from us within 7 days/)).toBeInTheDocument();
  });

  it('still reaches step 3 when the ID upload fails, and only logs it', async () => {
    uploadDocument.mockRejectedValue(new Error('network down'));
    await signUp();
    await heading('Your profile is being reviewed!');
    expect(console.error).toHaveBeenCalledWith('ID document upload failed', expect.any(Error));
  });

  it('goes back to step 1 with the message when the server refuses the email', async () => {
    const taken = 'The business email has already been taken.';
    register.mockRejectedValue(new ApiError(taken, { status: 422, errors: { business_email: [taken] }, body: null }));
    await signUp();
    await heading('Sign Up as a Merchant');
    expect(byLabel('Business email')).toHaveAccessibleDescription(taken);
    expect(byLabel('Business name')).toHaveValue('Mama Nkechi Kitchen');
  });

  it('goes back to step 1 and marks the picker when the server refuses the logo', async () => {
    const refused = 'The file must be an image (PNG, JPEG, WebP or GIF).';
    register.mockRejectedValue(new ApiError(refused, { status: 422, errors: { logo: [refused] }, body: null }));
    await signUp();
    await heading('Sign Up as a Merchant');
    expect(byLabel('Profile image')).toHaveAttribute('aria-invalid', 'true');
    expect(byLabel('Profile image')).toHaveAccessibleDescription(new RegExp(refused.replace(/[().]/g, '\\$&')));
  });

  it('refuses a text file named logo.png when it is chosen, under the field, before any call', async () => {
    renderPage();
    const fake = new File(['just some notes'], 'logo.png', { type: 'image/png' });
    await user.upload(byLabel('Profile image') as HTMLInputElement, fake);
    expect(await screen.findByText('The file must be an image (PNG, JPEG, WebP or GIF).')).toBeVisible();
    expect(byLabel('Profile image')).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });

  it('asks for the acceptance of the terms on step 2 and sends nothing without it', async () => {
    await toStepTwo();
    await fillBank();
    await user.click(screen.getByRole('button', { name: 'Sign up as merchant' }));
    const box = screen.getByRole('checkbox', { name: /I accept Oja's Terms of Service/ });
    await waitFor(() => expect(box).toHaveAccessibleDescription(TERMS_REQUIRED));
    expect(register).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('asks for the contact person on step 1', async () => {
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(byLabel('Contact person')).toHaveAccessibleDescription(/Contact name is required/));
  });
});
