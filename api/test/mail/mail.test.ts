// Mail: the branded templates, the .eml outbox by default, and SMTP when configured.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createMailer } from '../../src/mail/mailer';
import { applicationReceivedMail } from '../../src/mail/templates/application-received';
import {
  bankAccountChangedMail,
  bankAccountReviewedMail,
  bankAccountReviewNoticeMail,
} from '../../src/mail/templates/bank-account';
import { businessEmailChangedMail, businessEmailConfirmationMail } from '../../src/mail/templates/business-email';
import { emailVerificationMail } from '../../src/mail/templates/email-verification';
import { BRAND, type RenderedMail } from '../../src/mail/templates/layout';
import { merchantApprovedMail } from '../../src/mail/templates/merchant-approved';
import { merchantRejectedMail } from '../../src/mail/templates/merchant-rejected';
import { applicationResubmittedMail, resubmissionNoticeMail } from '../../src/mail/templates/merchant-resubmitted';
import {
  type MailOrder,
  newOrderMail,
  orderCancelledMail,
  orderPlacedMail,
  orderRejectedMail,
} from '../../src/mail/templates/orders';
import { passwordResetCodeMail } from '../../src/mail/templates/password-reset-code';

const hostile = '<script>alert("x")</script> & Sons';
const silent = { info: () => undefined };

const hostileAccount = { bankName: 'Zenith Bank', maskedNumber: '******6789', accountName: hostile };
/** An order as its mails read it, with a name someone typed among its lines. */
const order = (name: string, paymentMethod: 'cash' | 'card' = 'cash'): MailOrder => ({
  number: 'OJA-000042',
  businessName: name,
  lines: [
    { name: 'Jollof Rice', quantity: 2, lineTotalKobo: 900_000 },
    { name, quantity: 1, lineTotalKobo: 169_999 },
  ],
  subtotalKobo: 1_099_999,
  discountKobo: 30_000,
  deliveryFeeKobo: 90_000,
  totalKobo: 1_159_999,
  paymentMethod,
  deliveryAddress: '12 Admiralty Road, Lekki Phase 1, Lagos',
});

const TEMPLATES: Record<string, { mail: RenderedMail; mustSay: string[] }> = {
  verification: {
    mail: emailVerificationMail({
      name: hostile,
      verifyUrl: 'http://localhost:8080/api/auth/email/verify?email=a%40b.co&token=T0K',
      expiresInHours: 24,
    }),
    mustSay: [
      'confirm that this is your email address',
      'http://localhost:8080/api/auth/email/verify?email=a%40b.co&token=T0K',
      '24 hours',
    ],
  },
  resetCode: {
    mail: passwordResetCodeMail({ name: hostile, code: '04817', expiresInMinutes: 10 }),
    mustSay: ['04817', '10 minutes'],
  },
  applicationReceived: {
    mail: applicationReceivedMail({ contactName: 'Ada', businessName: hostile }),
    mustSay: ['being reviewed', '7 days'],
  },
  approved: {
    mail: merchantApprovedMail({ contactName: 'Ada', businessName: hostile, loginUrl: 'http://localhost:8080/login' }),
    mustSay: ['approved', 'http://localhost:8080/login'],
  },
  rejected: {
    mail: merchantRejectedMail({
      contactName: 'Ada',
      businessName: 'Ada Foods',
      reason: `ID unreadable ${hostile}`,
      loginUrl: 'https://oja.test/login',
    }),
    mustSay: ['could not approve', 'ID unreadable', 'https://oja.test/login'],
  },
  resubmitted: {
    mail: applicationResubmittedMail({ contactName: hostile, businessName: hostile }),
    mustSay: ['back with our review team', '7 days'],
  },
  resubmissionNotice: {
    mail: resubmissionNoticeMail({
      businessName: hostile,
      previousReason: `Blurry ${hostile}`,
      changes: [`document: from (none) to ${hostile}.pdf`],
      reviewUrl: 'http://localhost:8080/dashboard/merchants/requests/7',
    }),
    mustSay: [
      'pending review',
      'Blurry',
      'document: from (none) to',
      'http://localhost:8080/dashboard/merchants/requests/7',
    ],
  },
  businessEmailConfirmation: {
    mail: businessEmailConfirmationMail({
      businessName: hostile,
      confirmUrl: 'http://localhost:8080/api/merchant/business-email/verify?token=T0K',
      expiresInHours: 24,
    }),
    mustSay: ['business email', 'http://localhost:8080/api/merchant/business-email/verify?token=T0K', '24 hours'],
  },
  businessEmailChanged: {
    mail: businessEmailChangedMail({ businessName: hostile, newEmail: 'new@ada.ng' }),
    mustSay: ['new@ada.ng', 'did not make this change'],
  },
  bankAccountChanged: {
    mail: bankAccountChangedMail({ businessName: hostile, account: hostileAccount, waitsForReview: true }),
    mustSay: ['new bank account', '******6789', 'reviews it before payouts move', 'change your password'],
  },
  bankAccountChangedAtOnce: {
    mail: bankAccountChangedMail({ businessName: hostile, account: hostileAccount, waitsForReview: false }),
    mustSay: ['was just changed to', '******6789', 'change your password'],
  },
  bankAccountAccepted: {
    mail: bankAccountReviewedMail({ businessName: hostile, account: hostileAccount, declinedBecause: null }),
    mustSay: ['payouts now go to', '******6789'],
  },
  bankAccountDeclined: {
    mail: bankAccountReviewedMail({
      businessName: hostile,
      account: hostileAccount,
      declinedBecause: `Not the business ${hostile}`,
    }),
    mustSay: ['did not accept', 'Not the business', 'keep going to the account already in use'],
  },
  bankAccountReviewNotice: {
    mail: bankAccountReviewNoticeMail({
      businessName: hostile,
      account: hostileAccount,
      reviewUrl: 'http://localhost:8080/dashboard/merchants/7',
    }),
    mustSay: ['asked for a new bank account', 'http://localhost:8080/dashboard/merchants/7'],
  },
  orderPlaced: {
    mail: orderPlacedMail({ customerName: hostile, order: order(hostile) }),
    mustSay: ['OJA-000042', '2 x Jollof Rice', 'N9,000', 'Discount', '-N300', 'N900', 'N11,599.99', 'in cash'],
  },
  newOrder: {
    mail: newOrderMail({
      businessName: hostile,
      customerName: hostile,
      order: order(hostile),
      note: `Ring twice ${hostile}`,
      answerWithinMinutes: 10,
      ordersUrl: 'http://localhost:8080/dashboard',
    }),
    mustSay: [
      'New order OJA-000042',
      '2 x Jollof Rice',
      'Ring twice',
      'within 10 minutes',
      'http://localhost:8080/dashboard',
    ],
  },
  orderRejected: {
    mail: orderRejectedMail({
      customerName: 'Ada',
      order: order(hostile, 'card'),
      reason: `No rice ${hostile}`,
      refunded: true,
    }),
    mustSay: ['could not take your order OJA-000042', 'No rice', 'refunded in full'],
  },
  orderCancelled: {
    mail: orderCancelledMail({
      name: hostile,
      reader: 'merchant',
      order: order(hostile),
      cancelledBy: 'system',
      reason: 'The merchant did not answer within 10 minutes.',
      refunded: false,
    }),
    mustSay: ['OJA-000042', 'was cancelled', 'cancelled automatically', 'did not answer within 10 minutes'],
  },
};

/** A name stored before the rule existed (or by a bug): a line break in it must not start a line of the mail. */
const injected = 'Ada\r\nBcc: victim@example.com\nSubject: You won';

describe('mail templates', () => {
  for (const [name, { mail, mustSay }] of Object.entries(TEMPLATES)) {
    it(`${name}: plain text and branded HTML with the same facts`, () => {
      assert.ok(mail.subject.length > 5);
      for (const fact of mustSay) {
        assert.ok(mail.text.includes(fact), `text says ${fact}`);
        assert.ok(mail.html.replaceAll('&amp;', '&').includes(fact), `html says ${fact}`);
      }
      assert.match(mail.html, /Oja<\/span>\s*<span[^>]*> Logistics/);
      assert.ok(mail.html.includes(BRAND.green) && mail.html.includes(BRAND.amber));
      assert.ok(mail.text.includes('Oja Logistics'));
      // Readable without images: there are none.
      assert.doesNotMatch(mail.html, /<img/i);
    });

    it(`${name}: escapes what people typed`, () => {
      assert.doesNotMatch(mail.html, /<script>/);
      if (mail.text.includes('alert')) assert.match(mail.html, /&lt;script&gt;/);
    });
  }

  it('never lets a line break in a name start a new line (or a header)', () => {
    const mails = [
      emailVerificationMail({ name: injected, verifyUrl: 'http://x/v', expiresInHours: 24 }),
      passwordResetCodeMail({ name: injected, code: '04817', expiresInMinutes: 10 }),
      applicationReceivedMail({ contactName: injected, businessName: injected }),
      merchantApprovedMail({ contactName: injected, businessName: injected, loginUrl: 'http://x/login' }),
      merchantRejectedMail({
        contactName: injected,
        businessName: injected,
        reason: 'Unreadable',
        loginUrl: 'https://oja.test/login',
      }),
      businessEmailConfirmationMail({ businessName: injected, confirmUrl: 'http://x/c', expiresInHours: 24 }),
      businessEmailChangedMail({ businessName: injected, newEmail: 'new@ada.ng' }),
      applicationResubmittedMail({ contactName: injected, businessName: injected }),
      resubmissionNoticeMail({ businessName: injected, previousReason: 'x', changes: [], reviewUrl: 'http://x/r' }),
      bankAccountChangedMail({
        businessName: injected,
        account: { bankName: 'Zenith Bank', maskedNumber: '******6789', accountName: 'A' },
        waitsForReview: true,
      }),
      orderPlacedMail({ customerName: injected, order: order(injected) }),
      newOrderMail({
        businessName: injected,
        customerName: injected,
        order: order(injected),
        note: null,
        answerWithinMinutes: 10,
        ordersUrl: 'http://x/d',
      }),
      orderRejectedMail({ customerName: injected, order: order(injected), reason: 'x', refunded: false }),
      orderCancelledMail({
        name: injected,
        reader: 'rider',
        order: order(injected),
        cancelledBy: 'admin',
        reason: 'x',
        refunded: false,
      }),
    ];
    for (const mail of mails) {
      assert.doesNotMatch(mail.subject, /[\r\n]/);
      assert.doesNotMatch(mail.text, /^(Bcc|Subject):/m);
      assert.match(mail.text, /Ada Bcc: victim@example\.com Subject: You won/);
    }
  });

  it('the rejection carries the reason in both parts', () => {
    const mail = merchantRejectedMail({
      contactName: 'Ada',
      businessName: 'Ada Foods',
      reason: 'Blurry CAC certificate',
      loginUrl: 'https://oja.test/login',
    });
    assert.match(mail.text, /Blurry CAC certificate/);
    assert.match(mail.text, /send the application again: sign in at\nhttps:\/\/oja\.test\/login/);
    assert.match(mail.html, /href="https:\/\/oja\.test\/login"/);
    assert.match(mail.html, /Blurry CAC certificate/);
  });
});

describe('the outbox transport', () => {
  const dirs: string[] = [];
  after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes each mail as an .eml file with both parts and logs its path', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'oja-mail-'));
    dirs.push(dir);
    const logged: unknown[] = [];
    const mailer = createMailer({
      outboxDir: path.join(dir, 'mail'),
      logger: { info: (entry: unknown) => void logged.push(entry) },
    });
    assert.equal(mailer.transport, 'outbox');
    const sent = await mailer.send({
      to: 'ada@test.oja',
      ...passwordResetCodeMail({ name: 'Ada', code: '55555', expiresInMinutes: 10 }),
    });
    const files = await readdir(path.join(dir, 'mail'));
    assert.equal(files.length, 1);
    assert.equal(sent.file, path.join(dir, 'mail', files[0] ?? ''));
    assert.match(files[0] ?? '', /\.eml$/);
    const eml = await readFile(sent.file ?? '', 'utf8');
    assert.match(eml, /^From: "?Oja Logistics"? <no-reply@oja\.local>$/m);
    assert.match(eml, /^To: ada@test\.oja$/m);
    assert.match(eml, /^Subject: Your Oja Logistics password reset code$/m);
    assert.match(eml, /Content-Type: multipart\/alternative/);
    assert.match(eml, /Content-Type: text\/plain/);
    assert.match(eml, /Content-Type: text\/html/);
    assert.match(eml, /55555/);
    assert.deepEqual(logged, [
      { to: 'ada@test.oja', subject: 'Your Oja Logistics password reset code', file: sent.file },
    ]);
  });
});

describe('the SMTP transport', () => {
  it('is used when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server: Server = createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            } else {
              received.push(line);
            }
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', logger: silent });
    try {
      assert.equal(mailer.transport, 'smtp');
      const sent = await mailer.send({
        to: 'ada@test.oja',
        ...applicationReceivedMail({ contactName: 'Ada', businessName: 'Ada Foods' }),
      });
      assert.equal(sent.file, null);
      assert.ok(received.some((line) => line === 'Subject: We received the application for Ada Foods'));
    } finally {
      mailer.close();
      server.close();
    }
  });
});
