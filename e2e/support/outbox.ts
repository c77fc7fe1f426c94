// Reads the mails the server under test wrote to its outbox (docs/product/server-rules.md, Mail: without
// SMTP every mail is an .eml file), as a person would open their inbox.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { OUTBOX_DIR } from './environment';

async function mailsTo(email: string): Promise<{ file: string; content: string }[]> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(
    files.map(async (file) => ({ file, content: await readFile(path.join(OUTBOX_DIR, file), 'utf8') })),
  );
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi');
  return mails.filter((mail) => to.test(mail.content));
}

/** How many mails `email` has had so far (to wait for the next one). */
export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(email)).length;
}

/** Waits for mail number `after + 1` to `email` and reads the 5-digit reset code in it. */
export async function nextResetCode(email: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        if (mails.length <= after) return null;
        code = /Your password reset code is: (\d{5})/.exec(mails.at(-1)?.content ?? '')?.[1] ?? '';
        return code;
      },
      { message: `a reset code mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{5}$/);
  return code;
}

/** Waits for the verification mail to `email` and reads the link in it (quoted-printable unfolded), as a path. */
export async function verificationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(email)) {
          const unfolded = mail.content.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          const match = /https?:\/\/[^\s"<>]+(\/api\/auth\/email\/verify\?[^\s"<>]+)/.exec(unfolded);
          if (match?.[1]) link = match[1].replace(/&amp;/g, '&');
        }
        return link;
      },
      { message: `a verification link mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\/api\/auth\/email\/verify\?/);
  return link;
}

/** Waits for a mail to `email` that says `text` (quoted-printable unfolded; a long subject is folded, so match the body). */
export async function mailSaying(email: string, text: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const unfolded = (await mailsTo(email)).map((mail) => mail.content.replace(/=\r?\n/g, ''));
        found = unfolded.find((content) => content.includes(text)) ?? '';
        return found !== '';
      },
      { message: `a mail to ${email} saying ${text}`, timeout: 20_000 },
    )
    .toBe(true);
  return found;
}
