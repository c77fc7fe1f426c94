// Accept (with a preparation time) and Reject (with a required reason): each behind the shared Dialog, big targets
// for a thumb, the server's refusal at the field it concerns.
import { css } from '@emotion/react';
import { ApiError, getErrorMessage } from '@oja/shared/api';
import type { Order } from '@oja/shared/contract';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Button, Dialog, TextArea, TextField } from '@oja/shared/ui';
import { ORDER_LIMITS, ORDER_MESSAGES } from '@oja/shared/validation';
import { type FormEvent, useState } from 'react';
import { useAcceptOrder, useRejectOrder } from '../data/orders';

/** The preparation times offered with one tap (minutes); any other is typed. */
export const PREP_CHOICES = [10, 20, 30, 45] as const;
const OTHER = 'other';

/** The field's message of a refusal, else the call's own message. */
function refusalOf(error: unknown, field: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.errors?.[field]?.[0]) return error.errors[field][0];
  return getErrorMessage(error);
}

export function AcceptDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const theme = useOjaTheme();
  const accept = useAcceptOrder();
  const [choice, setChoice] = useState<number | typeof OTHER>(20);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = choice === OTHER ? Number(other) : choice;
    if (
      !Number.isInteger(minutes) ||
      minutes < ORDER_LIMITS.minPrepMinutes ||
      minutes > ORDER_LIMITS.maxPrepMinutes ||
      (choice === OTHER && !/^\d+$/.test(other.trim()))
    ) {
      setError(ORDER_MESSAGES.prepMinutes);
      return;
    }
    accept.mutate({ id: order.id, prep_minutes: minutes }, { onSuccess: onClose });
  };
  const shownError = error ?? refusalOf(accept.error, 'prep_minutes');

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Accept ${order.number}`}
      description="How long will it take to prepare?"
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={accept.isPending} busyLabel="Accepting...">
            Accept order
          </Button>
        </>
      }
    >
      <fieldset css={css({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
        <legend css={css({ ...theme.text.label, marginBottom: theme.space[2], color: theme.colors.text })}>
          Preparation time
        </legend>
        <div
          css={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))',
            gap: theme.space[2],
          })}
        >
          {PREP_CHOICES.map((minutes) => (
            <ChoiceButton
              key={minutes}
              selected={choice === minutes}
              onSelect={() => {
                setChoice(minutes);
                setError(null);
              }}
            >
              {`${minutes} min`}
            </ChoiceButton>
          ))}
          <ChoiceButton
            selected={choice === OTHER}
            onSelect={() => {
              setChoice(OTHER);
              setError(null);
            }}
          >
            Other
          </ChoiceButton>
        </div>
        {choice === OTHER && (
          <TextField
            label="Minutes"
            inputMode="numeric"
            autoComplete="off"
            value={other}
            hint={`From ${ORDER_LIMITS.minPrepMinutes} to ${ORDER_LIMITS.maxPrepMinutes} minutes`}
            onChange={(event) => {
              setOther(event.target.value.replace(/\D/g, '').slice(0, 3));
              setError(null);
            }}
            error={shownError ?? undefined}
          />
        )}
        {choice !== OTHER && shownError && (
          <p role="alert" css={css({ margin: 0, color: theme.colors.error.fg, ...theme.text.bodySm })}>
            {shownError}
          </p>
        )}
      </fieldset>
    </Dialog>
  );
}

function ChoiceButton({ selected, onSelect, children }: { selected: boolean; onSelect: () => void; children: string }) {
  const theme = useOjaTheme();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      css={css({
        minHeight: 48,
        borderRadius: theme.radii.md,
        border: `2px solid ${selected ? theme.colors.primary : theme.colors.border}`,
        background: selected ? theme.colors.primarySoft : theme.colors.surface,
        color: selected ? theme.colors.primaryText : theme.colors.text,
        fontWeight: theme.fontWeights.semibold,
        fontSize: theme.fontSizes.md,
        cursor: 'pointer',
        '&:focus-visible': focusRing(theme),
      })}
    >
      {children}
    </button>
  );
}

/** One tap fills the reason with what kitchens most often say; it can still be edited. */
export const QUICK_REASONS = ['We are too busy right now', 'An item is out of stock', 'We are closing soon'] as const;

const REJECT_WORDS: ReasonWords = {
  verb: 'Reject',
  description: 'The customer is told your reason.',
  cancelLabel: 'Cancel',
  submitLabel: 'Reject order',
  busyLabel: 'Rejecting...',
  quickReasons: QUICK_REASONS,
};

export function RejectDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const reject = useRejectOrder();
  const refusal = refusalOf(reject.error, 'reason');
  return <ReasonDialog order={order} words={REJECT_WORDS} move={reject} refusal={refusal} onClose={onClose} />;
}

/** What a reason dialog says: the title's verb ("Reject OJA-000123"), who is told, its buttons, any quick reasons. */
export interface ReasonWords {
  verb: string;
  description: string;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  /** One tap fills the reason with one of these; it can still be edited. */
  quickReasons?: readonly string[];
}

/** The move behind a reason dialog (a mutation taking the order's id and the reason). */
export interface ReasonMove {
  isPending: boolean;
  mutate: (input: { id: number; reason: string }, options: { onSuccess: () => void }) => void;
}

/**
 * A destructive move that needs a reason (reject, cancel): the reason is required, not blank, at most the API's
 * length, with the server's refusal at the field; the dialog closes once the move is made.
 */
export function ReasonDialog({
  order,
  words,
  move,
  refusal,
  onClose,
}: {
  order: Order;
  words: ReasonWords;
  move: ReasonMove;
  refusal: string | null;
  onClose: () => void;
}) {
  const theme = useOjaTheme();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fill = (text: string) => {
    setReason(text);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') setError(ORDER_MESSAGES.reasonRequired);
    else if (text.length > ORDER_LIMITS.reasonLength) setError(ORDER_MESSAGES.reasonMax);
    else move.mutate({ id: order.id, reason: text }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${words.verb} ${order.number}`}
      description={words.description}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {words.cancelLabel}
          </Button>
          <Button type="submit" variant="danger" busy={move.isPending} busyLabel={words.busyLabel}>
            {words.submitLabel}
          </Button>
        </>
      }
    >
      <div css={css({ display: 'grid', gap: theme.space[3] })}>
        {words.quickReasons && (
          <div css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
            {words.quickReasons.map((quick) => (
              <Button key={quick} type="button" size="sm" variant="secondary" onClick={() => fill(quick)}>
                {quick}
              </Button>
            ))}
          </div>
        )}
        <TextArea
          label="Reason"
          required
          rows={3}
          value={reason}
          maxLength={ORDER_LIMITS.reasonLength}
          onChange={(event) => fill(event.target.value)}
          error={error ?? refusal ?? undefined}
        />
      </div>
    </Dialog>
  );
}
