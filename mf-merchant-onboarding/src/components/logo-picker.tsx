// The business's profile image (its logo or shop front), chosen at registration and changed in Settings.
import { FilePicker } from '@oja/shared/ui';

export function LogoPicker({
  file,
  currentUrl,
  onChange,
  error,
}: {
  file: File | null;
  /** The image on file, shown until another is chosen. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
}) {
  return (
    <FilePicker
      kind="image"
      label="Profile image"
      hint="Your logo or shop front."
      file={file}
      currentUrl={currentUrl}
      onChange={onChange}
      error={error}
      prompt="Choose an image"
    />
  );
}
