// A labelled file field: choose (or drop) one file, see what was chosen (a preview for an image, the name and size
// for a document), change it or remove it. The rules of what may be uploaded are the server's, mirrored from
// @oja/shared/validation, so a wrong pick is refused here, when it is chosen, with the server's own words: the type is
// read from the file's first bytes, as the server reads it, not guessed from its name.
import { css } from '@emotion/react';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { UPLOAD_RULES, type UploadKind } from '@oja/shared/validation';
import { type FocusEvent, type ReactNode, useRef } from 'react';
import { controlProps, FieldFrame, type FieldProps, hasContent, useFieldIds } from './field-frame';
import { FileButtons, FileStatus, FileThumb, THUMB, useFilePick, usePreviewUrl } from './file-picker-parts';

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

export { formatFileSize } from './file-picker-parts';

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
  const pick = useFilePick({ kind, onChange, disabled, input });
  const { refusal, dragging } = pick;
  const previewUrl = usePreviewUrl(file);
  const shownError = refusal ?? error;
  const invalid = hasContent(shownError);
  const accept = Object.keys(UPLOAD_RULES[kind].types).join(',');

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
        {...controlProps(ids, { hint, error: shownError }, `${ids.id}-status`)}
        name={name}
        type="file"
        accept={accept}
        required={required && !chosen}
        disabled={disabled}
        onChange={pick.onInputChange}
        onBlur={onBlur}
        css={css(visuallyHidden, {
          // The hidden input holds the focus; the box shows it.
          '&:focus-visible + div': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
        })}
      />
      {/* Not a control of its own (the input above is, with the label): a larger target for the pointer and drops. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the file input is the control */}
      <div css={box} onDragOver={pick.onDragOver} onDragLeave={pick.onDragLeave} onDrop={pick.onDrop}>
        <FileThumb file={file} imageSource={imageSource} />
        <div id={`${ids.id}-status`} css={css({ flex: '1 1 9rem', minWidth: 0 })}>
          <FileStatus kind={kind} file={file} imageSource={imageSource} prompt={prompt} />
        </div>
        <FileButtons
          chosen={chosen}
          file={file}
          disabled={disabled}
          onOpen={() => input.current?.click()}
          onRemove={pick.remove}
        />
      </div>
    </FieldFrame>
  );
}
