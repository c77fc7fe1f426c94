// The frame every form mode shares: "Back to Menu Management", the form's title, its fields in a card, and the
// actions at the foot (Delete on the left when editing, Cancel and Save on the right).
import { css } from '@emotion/react';
import { useFocusOnMount } from '@oja/shared/hooks';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, ArrowLeftIcon, Button } from '@oja/shared/ui';
import type { FormEvent, ReactNode } from 'react';
import { ConfirmDelete } from './confirm-delete';

export const BACK_TEXT = 'Back to Menu Management';

export interface FormFrameProps {
  title: string;
  onBack: () => void;
  /** The form itself; absent while the record is loading or when it is not found (`state` then). */
  children?: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  actions?: ReactNode;
  /** Shown instead of the form: loading, not found. */
  state?: ReactNode;
  /** The form opened with what was typed before the session ended: it says so above the fields. */
  restoredDraft?: boolean;
}

/** What a form restored after a sign-in says (docs/product/screens.md, "Session ended"). */
export const DRAFT_RESTORED = 'We kept what you were typing before you were signed out. Check it, then save.';

export function FormFrame({ title, onBack, children, onSubmit, actions, state, restoredDraft }: FormFrameProps) {
  const theme = useOjaTheme();
  const { colors, space, radii } = theme;
  // A new mode is a new page for a screen reader: its title takes the focus, as a page load would.
  const heading = useFocusOnMount<HTMLHeadingElement>({ preventScroll: true });

  return (
    <div css={css({ maxWidth: 760, display: 'grid', gap: space[4] })}>
      <div>
        <Button
          variant="ghost"
          onClick={onBack}
          leadingIcon={<ArrowLeftIcon size={18} />}
          css={css({ marginLeft: `-${space[3]}` })}
        >
          {BACK_TEXT}
        </Button>
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        css={css({ ...theme.text.h2, margin: 0, '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } })}
      >
        {title}
      </h1>
      <div
        css={css({
          backgroundColor: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radii.lg,
          padding: space[4],
          [theme.media.sm]: { padding: space[6] },
        })}
      >
        {state ?? (
          <form noValidate onSubmit={onSubmit} aria-label={title} css={css({ display: 'grid', gap: space[2] })}>
            {restoredDraft && (
              <div css={css({ marginBottom: space[2] })}>
                <Alert tone="info">{DRAFT_RESTORED}</Alert>
              </div>
            )}
            {children}
            <div
              css={css({
                display: 'flex',
                flexWrap: 'wrap-reverse',
                gap: space[3],
                justifyContent: 'flex-end',
                alignItems: 'center',
                marginTop: space[4],
                paddingTop: space[4],
                borderTop: `1px solid ${colors.border}`,
                '& > *': { flex: '1 1 auto', [theme.media.sm]: { flex: 'none' } },
              })}
            >
              {actions}
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

/** A form's stand-in while its record loads, or when the record does not exist (any more). */
export function FormState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <div role="status" css={css({ display: 'grid', gap: theme.space[4], justifyItems: 'start' })}>
      <p css={css({ ...theme.text.body, color: theme.colors.textMuted, margin: 0 })}>{children}</p>
      {action}
    </div>
  );
}

/** The foot of a form: what comes first (Delete, when editing), then Cancel and the submit button. */
export function FormActions({
  submitting,
  onCancel,
  submitLabel,
  children,
}: {
  submitting: boolean;
  onCancel: () => void;
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      {children}
      <Button variant="secondary" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" busy={submitting} busyLabel="Saving...">
        {submitLabel}
      </Button>
    </>
  );
}

/** The words a menu form's frame shows: its title when adding or editing, its submit and its Delete. */
export interface MenuFormTexts {
  addTitle: string;
  editTitle: string;
  create: string;
  save: string;
  delete: string;
}

/** What the frame needs of a menu form (`useMenuForm`). */
export interface MenuFormParts {
  handleSubmit: (event?: FormEvent) => unknown;
  restoredDraft: boolean;
  isSubmitting: boolean;
  guard: { prompt: ReactNode; release: () => void };
}

/**
 * A category's or an item's form: the question before leaving it with changes, the frame, and its actions; when
 * editing, Delete (behind its confirmation) comes first, and a deletion leaves the form.
 */
export function MenuFormFrame({
  form,
  texts,
  onDone,
  editing,
  children,
}: {
  form: MenuFormParts;
  texts: MenuFormTexts;
  onDone: () => void;
  /** The record edited: its name, why it cannot be deleted (when known), and its deletion. */
  editing: { name: string; blockedReason?: string | null; remove: () => Promise<unknown> } | null;
  children: ReactNode;
}) {
  return (
    <>
      {form.guard.prompt}
      <FormFrame
        title={editing ? texts.editTitle : texts.addTitle}
        onBack={onDone}
        onSubmit={form.handleSubmit}
        restoredDraft={form.restoredDraft}
        actions={
          <FormActions
            submitting={form.isSubmitting}
            onCancel={onDone}
            submitLabel={editing ? texts.save : texts.create}
          >
            {editing && (
              <ConfirmDelete
                label={texts.delete}
                description={`"${editing.name}" will be removed from your menu. This cannot be undone.`}
                blockedReason={editing.blockedReason}
                disabled={form.isSubmitting}
                onConfirm={async () => {
                  await editing.remove();
                  form.guard.release();
                  onDone();
                }}
              />
            )}
          </FormActions>
        }
      >
        {children}
      </FormFrame>
    </>
  );
}
