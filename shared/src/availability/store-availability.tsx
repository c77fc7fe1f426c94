// The store's availability as a merchant sets it, wherever it is set (Order Mgt and Settings): the "Pause new orders"
// switch and the week's opening hours. Presentational: the page gives what the server holds and the call that changes
// it; the rules are the API's own schema (`openingHoursSchema`), so a message shows at its day's field before the
// request and a refusal of the server shows at the same place.
import { css } from '@emotion/react';
import { ApiError, getErrorMessage } from '@oja/shared/api';
import { useOjaTheme } from '@oja/shared/theme';
import { toast } from '@oja/shared/toast';
import { Button, TextField, VisuallyHidden } from '@oja/shared/ui';
import { type FieldErrors, type OpeningHoursPayload, openingHoursSchema, validate } from '@oja/shared/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Switch } from './switch';

/** One day of the week: `HH:MM` times, Lagos time; `24:00` closes at midnight. */
export type OpeningDayValue = OpeningHoursPayload['days'][number];

/** Messages by field, keyed by the schema's path (`days.2.closes_at`). */
export type OpeningHoursErrors = Partial<Record<string, string>>;

export const PAUSE_TEXTS = {
  label: 'Pause new orders',
  paused: 'Paused: customers see you closed',
  open: 'Taking orders',
  closedByHours: 'Closed now (opening hours)',
  pausedToast: 'New orders paused',
  resumedToast: 'Taking new orders again',
} as const;

export interface PauseOrdersSwitchProps {
  /** The merchant's own switch (`accepting_orders`). */
  acceptingOrders: boolean;
  /** Taking orders at this moment (not paused and inside the opening hours). */
  open: boolean;
  /** Sends the change (true: take orders again); its outcome is said in a toast. */
  onChange: (acceptingOrders: boolean) => Promise<unknown>;
}

/** "Pause new orders": while on, customers see the store closed and no new order comes. */
export function PauseOrdersSwitch({ acceptingOrders, open, onChange }: PauseOrdersSwitchProps) {
  const [busy, setBusy] = useState(false);
  const paused = !acceptingOrders;
  const change = async (pause: boolean) => {
    setBusy(true);
    try {
      await onChange(!pause);
      toast.success(pause ? PAUSE_TEXTS.pausedToast : PAUSE_TEXTS.resumedToast);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      label={PAUSE_TEXTS.label}
      checked={paused}
      busy={busy}
      description={paused ? PAUSE_TEXTS.paused : open ? PAUSE_TEXTS.open : PAUSE_TEXTS.closedByHours}
      onChange={(pause) => void change(pause)}
    />
  );
}

const DAY_NAMES: Record<OpeningDayValue['weekday'], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * A time field cannot hold 24:00 (the API's end of the day): it shows a closing time at midnight as 00:00, and a
 * closing time of 00:00 is sent as 24:00 (closing can only come after opening, so 00:00 there is the night's end).
 */
const closingShown = (time: string) => (time === '24:00' ? '00:00' : time);
const closingSent = (time: string) => (time === '00:00' ? '24:00' : time);

export interface OpeningHoursEditorProps {
  days: readonly OpeningDayValue[];
  onChange: (days: OpeningDayValue[]) => void;
  errors?: OpeningHoursErrors;
  disabled?: boolean;
}

/** The week, a day a row: open or closed (a switch), and when open, its opening and closing times. */
export function OpeningHoursEditor({ days, onChange, errors = {}, disabled = false }: OpeningHoursEditorProps) {
  const theme = useOjaTheme();
  const { space } = theme;
  const change = (index: number, patch: Partial<OpeningDayValue>) =>
    onChange(days.map((day, at) => (at === index ? { ...day, ...patch } : day)));
  return (
    <div css={css({ display: 'grid', gap: space[2] })}>
      <p css={css({ ...theme.text.caption, color: theme.colors.textMuted, margin: 0 })}>
        Closing at midnight (00:00, or 12:00 AM) keeps a day open to its end.
      </p>
      <ul
        aria-label="Days of the week"
        css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2] })}
      >
        {days.map((day, index) => {
          const name = DAY_NAMES[day.weekday];
          const error = (field: keyof OpeningDayValue) => errors[`days.${index}.${field}`];
          return (
            <li
              key={day.weekday}
              css={css({
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                gap: `${space[1]} ${space[3]}`,
                padding: `${space[1]} ${space[3]} ${day.closed ? space[1] : space[3]}`,
                borderRadius: theme.radii.md,
                background: day.closed ? theme.colors.surfaceSunken : theme.colors.surface,
                border: `1px solid ${theme.colors.border}`,
                [theme.media.md]: {
                  gridTemplateColumns: '200px 1fr 1fr',
                  alignItems: 'end',
                  padding: `${space[2]} ${space[3]}`,
                },
              })}
            >
              <Switch
                // The row is the frame: the switch keeps its 48 px target without a box of its own.
                css={css({
                  gridColumn: '1 / -1',
                  border: 0,
                  paddingInline: 0,
                  background: 'transparent',
                  [theme.media.md]: { gridColumn: 'auto' },
                })}
                label={name}
                checked={!day.closed}
                disabled={disabled}
                description={day.closed ? 'Closed all day' : 'Open'}
                onChange={(open) => change(index, { closed: !open })}
              />
              {day.closed ? null : (
                <>
                  <TimeField
                    day={name}
                    label="Opens at"
                    name={`days.${index}.opens_at`}
                    value={day.opens_at}
                    disabled={disabled}
                    error={error('opens_at')}
                    onChange={(value) => change(index, { opens_at: value })}
                  />
                  <TimeField
                    day={name}
                    label="Closes at"
                    name={`days.${index}.closes_at`}
                    value={closingShown(day.closes_at)}
                    disabled={disabled}
                    error={error('closes_at')}
                    onChange={(value) => change(index, { closes_at: closingSent(value) })}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A time of one day: "Opens at" on screen, "Monday, Opens at" to a screen reader, which reads it out of its row. */
function TimeField({
  day,
  label,
  onChange,
  ...field
}: {
  day: string;
  label: string;
  name: string;
  value: string;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="time"
      reserveErrorSpace={false}
      label={
        <>
          <VisuallyHidden>{day}, </VisuallyHidden>
          {label}
        </>
      }
      onChange={(event) => onChange(event.target.value)}
      {...field}
    />
  );
}

function firstMessages(errors: FieldErrors): OpeningHoursErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}

export interface OpeningHoursFormProps {
  /** The week the server holds (`GET /merchant/opening-hours`). */
  days: readonly OpeningDayValue[];
  /** Sends the week; a refusal's field messages are shown at their days. */
  onSave: (payload: OpeningHoursPayload) => Promise<unknown>;
}

/** The editor with its Save button: checked with the API's schema before sending, the first wrong field focused. */
export function OpeningHoursForm({ days, onSave }: OpeningHoursFormProps) {
  const theme = useOjaTheme();
  const [draft, setDraft] = useState<OpeningDayValue[]>(() => [...days]);
  const [errors, setErrors] = useState<OpeningHoursErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // What the server holds now (after a save, or a change made on another screen).
  useEffect(() => {
    setDraft([...days]);
    setErrors({});
  }, [days]);

  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const changed = JSON.stringify(draft) !== JSON.stringify(days);
  const refuse = (found: OpeningHoursErrors) => {
    setErrors(found);
    setFocusRequest((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(openingHoursSchema, { days: draft });
    if (!checked.success) return refuse(firstMessages(checked.errors));
    setSaving(true);
    try {
      await onSave(checked.output);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) refuse(firstMessages(error.errors));
      toast.error(getErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label="Opening hours"
      onSubmit={submit}
      css={css({ display: 'grid', gap: theme.space[3] })}
    >
      <OpeningHoursEditor
        days={draft}
        disabled={saving}
        errors={errors}
        onChange={(next) => {
          // A day edited loses its messages; the others keep theirs until the next Save.
          const edited = next.flatMap((day, index) => (day === draft[index] ? [] : [`days.${index}.`]));
          setErrors((current) =>
            Object.fromEntries(Object.entries(current).filter(([key]) => !edited.some((day) => key.startsWith(day)))),
          );
          setDraft(next);
        }}
      />
      <div
        css={css({
          display: 'grid',
          gap: theme.space[2],
          [theme.media.sm]: { gridAutoFlow: 'column', justifyContent: 'end' },
        })}
      >
        <Button
          variant="secondary"
          disabled={!changed || saving}
          onClick={() => {
            setDraft([...days]);
            setErrors({});
          }}
        >
          Undo changes
        </Button>
        <Button type="submit" busy={saving} busyLabel="Saving..." disabled={!changed}>
          Save opening hours
        </Button>
      </div>
    </form>
  );
}
