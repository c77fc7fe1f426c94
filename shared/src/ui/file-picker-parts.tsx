// The parts of the file field (file-picker.tsx puts them together): what was picked, read and refused or taken;
// the thumbnail; the words beside it; the buttons.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { checkUploadContent, UPLOAD_RULES, type UploadKind } from '@oja/shared/validation';
import { type ChangeEvent, type DragEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { buttonStyles } from './button-styles';
import { DocumentIcon, UploadIcon } from './icons';
import { centredSquare } from './list-marker';

export const THUMB = 72;

/** "2.4 MB", "310 KB", "900 bytes": the size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An object URL for an image file, revoked when the file changes or the picker goes away. */
export function usePreviewUrl(file: File | null): string | null {
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

/**
 * A pick, from the input or a drop: its first bytes are read and the file is refused (with the server's words) or
 * handed on. Reading takes a moment: only the latest pick's answer counts, and a removal cancels one under way.
 */
export function useFilePick({
  kind,
  onChange,
  disabled,
  input,
}: {
  kind: UploadKind;
  onChange: (file: File | null) => void;
  disabled: boolean;
  input: RefObject<HTMLInputElement | null>;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const picks = useRef(0);
  const take = async (picked: File | null | undefined) => {
    if (!picked) return;
    const pick = ++picks.current;
    const problem = await checkUploadContent(picked, kind).catch(() => UPLOAD_RULES[kind].wrongType);
    if (pick !== picks.current) return;
    setRefusal(problem);
    if (problem === null) onChange(picked);
  };
  return {
    refusal,
    dragging,
    onInputChange: (event: ChangeEvent<HTMLInputElement>) => {
      void take(event.target.files?.[0]);
      // Cleared so that choosing the same file again after removing it still fires a change.
      event.target.value = '';
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setDragging(false);
      if (!disabled) void take(event.dataTransfer.files[0]);
    },
    remove: () => {
      picks.current += 1;
      setRefusal(null);
      onChange(null);
      input.current?.focus();
    },
  };
}

/** The picked image, a document's icon, or the upload icon while nothing is chosen. */
export function FileThumb({ file, imageSource }: { file: File | null; imageSource: string | null }) {
  const { colors, radii } = useOjaTheme();
  return (
    <div
      aria-hidden="true"
      css={css({
        ...centredSquare(THUMB, radii.sm),
        overflow: 'hidden',
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
  );
}

/** The picked file's name and size, "Current image", or what to choose and what is accepted. */
export function FileStatus({
  kind,
  file,
  imageSource,
  prompt,
}: {
  kind: UploadKind;
  file: File | null;
  imageSource: string | null;
  prompt: ReactNode;
}) {
  const theme = useOjaTheme();
  const { colors } = theme;
  if (file !== null) {
    return (
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
        <p css={css({ ...theme.text.caption, color: colors.textMuted, margin: 0 })}>{formatFileSize(file.size)}</p>
      </>
    );
  }
  if (imageSource !== null) {
    return <p css={css({ ...theme.text.bodySm, color: colors.textMuted, margin: 0 })}>Current image</p>;
  }
  return (
    <p css={css({ ...theme.text.bodySm, color: colors.textMuted, margin: 0 })}>
      {prompt ?? (kind === 'image' ? 'Choose an image' : 'Choose an image or a PDF')}
      <span css={css({ display: 'block', ...theme.text.caption })}>{UPLOAD_RULES[kind].accepts}</span>
    </p>
  );
}

/** Browse or Change, and Remove once a file is picked. */
export function FileButtons({
  chosen,
  file,
  disabled,
  onOpen,
  onRemove,
}: {
  chosen: boolean;
  file: File | null;
  disabled: boolean;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const theme = useOjaTheme();
  const { space } = theme;
  return (
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
        onClick={onOpen}
        disabled={disabled}
        css={buttonStyles(theme, { variant: 'secondary', size: 'sm' })}
      >
        {chosen ? 'Change' : 'Browse'}
      </button>
      {file !== null && (
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${file.name}`}
          css={buttonStyles(theme, { variant: 'ghost', size: 'sm' })}
        >
          Remove
        </button>
      )}
    </div>
  );
}
