// A labelled file field: choose (or drop) one file, see what was chosen (a preview for an image, the name and size
// for a document), change it or remove it. The rules of what may be uploaded are the server's, mirrored from
// @oja/shared/validation, so a wrong pick is refused here, when it is chosen, with the server's own words: the type is
// read from the file's first bytes, as the server reads it, not guessed from its name.
import { css } from '@emotion/react';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { checkUploadContent, UPLOAD_RULES, type UploadKind } from '@oja/shared/validation';
import { type ChangeEvent, type DragEvent, type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { buttonStyles } from './button-styles';
import { describedBy, FieldFrame, type FieldProps, hasContent, useFieldIds } from './field-frame';
import { DocumentIcon, UploadIcon } from './icons';

export interface FilePickerProps extends FieldProps {
  /** `image`: PNG, JPEG, WebP or GIF. `document`: those or a PDF. */
  kind: UploadKind;
  /** The chosen file, or null. The picker is controlled: it shows what it is given. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Called when the control loses focus, for validation on blur. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The image already saved (editing): shown until a new file is chosen. */
  currentUrl?: string | null | undefined;
  /** Words inside the empty drop area; "Choose an image" / "Choose a file" by default. */
  prompt?: ReactNode;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** "2.4 MB", "310 KB", "900 bytes": the size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An object URL for an image file, revoked when the file changes or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null || !file.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

const THUMB = 72;

export function FilePicker({
  kind,
  file,
  onChange,
  onBlur,
  currentUrl,
  prompt,
  id,
  name,
  required = false,
  disabled = false,
  className,
  label,
  hideLabel,
  hint,
  error,
  reserveErrorSpace,
}: FilePickerProps) {
  const theme = useOjaTheme();
  const { colors, space, radii } = theme;
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const previewUrl = usePreviewUrl(file);
  const shownError = refusal ?? error;
  const invalid = hasContent(shownError);
  const accept = Object.keys(UPLOAD_RULES[kind].types).join(',');

  // Reading the first bytes takes a moment: only the latest pick's answer counts.
  const picks = useRef(0);
  const take = async (picked: File | null | undefined) => {
    if (!picked) return;
    const pick = ++picks.current;
    const problem = await checkUploadContent(picked, kind).catch(() => UPLOAD_RULES[kind].wrongType);
    if (pick !== picks.current) return;
    setRefusal(problem);
    if (problem === null) onChange(picked);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    void take(event.target.files?.[0]);
    // Cleared so that choosing the same file again after removing it still fires a change.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  const remove = () => {
    picks.current += 1;
    setRefusal(null);
    onChange(null);
    input.current?.focus();
  };

  const open = () => input.current?.click();
  const imageSource = previewUrl ?? (file === null ? (currentUrl ?? null) : null);
  const chosen = file !== null || imageSource !== null;

  const box = css({
    display: 'flex',
    // On a phone the buttons move under the name rather than squeeze it to nothing.
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space[4],
    padding: space[3],
    minHeight: THUMB + 24,
    borderRadius: radii.md,
    border: `1px ${chosen ? 'solid' : 'dashed'} ${invalid ? colors.error.fg : dragging ? colors.primary : colors.borderStrong}`,
    backgroundColor: dragging ? colors.primarySoft : chosen ? colors.surface : colors.background,
    transition: `border-color ${theme.motion.durations.fast}, background-color ${theme.motion.durations.fast}`,
    opacity: disabled ? 0.6 : 1,
  });

  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={shownError}
      required={required}
      reserveErrorSpace={reserveErrorSpace}
      className={className}
    >
      <input
        ref={input}
        id={ids.id}
        name={name}
        type="file"
        accept={accept}
        required={required && !chosen}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, { hint, error: shownError }, `${ids.id}-status`)}
        onChange={onInputChange}
        onBlur={onBlur}
        css={css(visuallyHidden, {
          // The hidden input holds the focus; the box shows it.
          '&:focus-visible + div': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
        })}
      />
      {/* Not a control of its own (the input above is, with the label): a larger target for the pointer and drops. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the file input is the control */}
      <div
        css={box}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div
          aria-hidden="true"
          css={css({
            flex: 'none',
            width: THUMB,
            height: THUMB,
            borderRadius: radii.sm,
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            backgroundColor: colors.surfaceSunken,
            color: colors.textMuted,
          })}
        >
          {imageSource !== null ? (
            <img
              src={imageSource}
              alt=""
              width={THUMB}
              height={THUMB}
              css={css({ width: THUMB, height: THUMB, objectFit: 'cover', display: 'block' })}
            />
          ) : file !== null ? (
            <DocumentIcon size={30} strokeWidth={1.6} />
          ) : (
            <UploadIcon size={28} strokeWidth={1.8} />
          )}
        </div>
        <div id={`${ids.id}-status`} css={css({ flex: '1 1 9rem', minWidth: 0 })}>
          {file !== null ? (
            <>
              <p
                css={css({
                  ...theme.text.bodySm,
                  fontWeight: theme.fontWeights.semibold,
                  color: colors.text,
                  margin: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
                title={file.name}
              >
                {file.name}
              </p>
              <p css={css({ ...theme.text.caption, color: colors.textMuted, margin: 0 })}>
                {formatFileSize(file.size)}
              </p>
            </>
          ) : imageSource !== null ? (
            <p css={css({ ...theme.text.bodySm, color: colors.textMuted, margin: 0 })}>Current image</p>
          ) : (
            <p css={css({ ...theme.text.bodySm, color: colors.textMuted, margin: 0 })}>
              {prompt ?? (kind === 'image' ? 'Choose an image' : 'Choose an image or a PDF')}
              <span css={css({ display: 'block', ...theme.text.caption })}>{UPLOAD_RULES[kind].accepts}</span>
            </p>
          )}
        </div>
        <div
          css={css({
            display: 'flex',
            gap: space[2],
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            marginLeft: 'auto',
          })}
        >
          {/* The buttons repeat what the input does, for the pointer; keyboard users have the input itself. */}
          <button
            type="button"
            tabIndex={-1}
            onClick={open}
            disabled={disabled}
            css={buttonStyles(theme, { variant: 'secondary', size: 'sm' })}
          >
            {chosen ? 'Change' : 'Browse'}
          </button>
          {file !== null && (
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              aria-label={`Remove ${file.name}`}
              css={buttonStyles(theme, { variant: 'ghost', size: 'sm' })}
            >
              Remove
            </button>
          )}
        </div>
      </div>
    </FieldFrame>
  );
}
