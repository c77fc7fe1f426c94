// The picture of a category or an item: none, a new file, or, when editing, the saved one kept or removed.
// Saving sends `update_image` 1 only when the picture was changed or removed, so an untouched one stays.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, FilePicker } from '@oja/shared/ui';
import { useState } from 'react';

/**
 * The advice on a menu picture (the product's texts give 400x300px and 2MB for a category; items show on the same
 * cards). Advice only: what the server refuses (type, 5 MB) is the picker's own line under it, from the upload rules.
 */
export const IMAGE_HINT = 'Recommended 400x300px and under 2MB, so it loads fast on a phone.';

export interface ImageChoice {
  /** A new picture chosen in the form. */
  file: File | null;
  setFile: (file: File | null) => void;
  /** The saved picture's URL (editing), null for a new record or one without a picture. */
  saved: string | null;
  /** The saved picture goes on save. */
  removing: boolean;
  toggleRemoving: () => void;
  /** What the update call sends. */
  updateImage: 0 | 1;
}

export function useImageChoice(saved: string | null): ImageChoice {
  const [file, setFile] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);
  return {
    file,
    setFile,
    saved,
    removing,
    toggleRemoving: () => setRemoving((current) => !current),
    updateImage: file !== null || removing ? 1 : 0,
  };
}

export function ImageField({ choice, label, hint }: { choice: ImageChoice; label: string; hint?: string }) {
  const theme = useOjaTheme();
  return (
    <>
      <FilePicker
        kind="image"
        label={label}
        hint={hint}
        file={choice.file}
        onChange={choice.setFile}
        currentUrl={choice.removing ? null : choice.saved}
        name="image"
      />
      {choice.saved !== null && choice.file === null && (
        <div css={css({ marginTop: `-${theme.space[2]}` })}>
          <Button variant="ghost" size="sm" onClick={choice.toggleRemoving}>
            {choice.removing ? 'Keep the current image' : 'Remove the current image'}
          </Button>
        </div>
      )}
    </>
  );
}
