// Sent when a signed-in user changes its password: the owner learns of it even when someone else did it.
import { callout, greeting, paragraph } from './blocks';
import { BRAND, escapeHtml, layout, oneLine, type RenderedMail, textFooter } from './layout';

export function passwordChangedMail(input: { name: string }): RenderedMail {
  const subject = `Your ${BRAND.name} password was changed`;
  const text = `Hello ${oneLine(input.name)},

The password of your ${BRAND.name} account was just changed, and every other signed-in session of it was ended.

If you did not change it, reset your password at once from the sign-in page ("Forgot password?") and write to ${BRAND.support}.
${textFooter()}`;
  const html = layout({
    title: 'Your password was changed',
    preheader: `The password of your ${BRAND.name} account was changed.`,
    bodyHtml: [
      greeting(input.name),
      paragraph(
        `The password of your ${BRAND.name} account was just changed, and every other signed-in session of it was ended.`,
      ),
      callout(
        `If you did not change it, reset your password at once from the sign-in page ("Forgot password?") and write to ${escapeHtml(BRAND.support)}.`,
      ),
    ].join('\n'),
  });
  return { subject, text, html };
}
