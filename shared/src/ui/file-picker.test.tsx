import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilePicker, formatFileSize } from './file-picker';

// jsdom has no object URLs.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function Harness({ kind, initial = null }: { kind: 'image' | 'document'; initial?: File | null }) {
  const [file, setFile] = useState<File | null>(initial);
  return <FilePicker label="Profile image" kind={kind} file={file} onChange={setFile} hint="Your logo" />;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = () => {
  const bytes = new Uint8Array(2048);
  bytes.set(PNG_HEAD);
  return new File([bytes], 'logo.png', { type: 'image/png' });
};
const pdf = () => new File(['%PDF-1.4 sample'], 'cac.pdf', { type: 'application/pdf' });

describe('FilePicker', () => {
  it('is a labelled file input accepting only the kind of file the server takes', () => {
    render(<Harness kind="image" />);
    const input = screen.getByLabelText('Profile image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(input).toHaveAccessibleDescription(/Your logo/);
  });

  it('shows a chosen image as a preview with its name and size, and removes it', async () => {
    const user = userEvent.setup();
    render(<Harness kind="image" />);
    await user.upload(screen.getByLabelText('Profile image'), png());
    expect(await screen.findByText('logo.png')).toBeVisible();
    expect(screen.getByText('2 KB')).toBeVisible();
    await waitFor(() => expect(document.querySelector('img')).toHaveAttribute('src', 'blob:preview'));
    await user.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(screen.queryByText('logo.png')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Profile image')).toHaveFocus();
  });

  it('shows a PDF by its name, without a preview', async () => {
    const user = userEvent.setup();
    render(<Harness kind="document" />);
    await user.upload(screen.getByLabelText('Profile image'), pdf());
    expect(await screen.findByText('cac.pdf')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });

  it('refuses a file of the wrong kind with the server’s words, keeping the previous choice', async () => {
    const onChange = jest.fn();
    render(<FilePicker label="Profile image" kind="image" file={null} onChange={onChange} />);
    const input = screen.getByLabelText('Profile image');
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(await screen.findByText('The file must be an image (PNG, JPEG, WebP or GIF).')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads the type from the first bytes: a text file named logo.png is refused under the field when chosen', async () => {
    const onChange = jest.fn();
    render(<FilePicker label="Profile image" kind="image" file={null} onChange={onChange} />);
    const input = screen.getByLabelText('Profile image');
    const renamed = new File(['just some notes, not a picture'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [renamed] } });
    expect(await screen.findByText('The file must be an image (PNG, JPEG, WebP or GIF).')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/must be an image/);
  });

  it('refuses a file over the size limit', async () => {
    const onChange = jest.fn();
    render(<FilePicker label="ID" kind="document" file={null} onChange={onChange} />);
    const big = new File([new Uint8Array(1)], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('ID'), { target: { files: [big] } });
    expect(await screen.findByText('The document must not be larger than 10 MB.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the saved image until another is chosen', () => {
    render(<FilePicker label="Image" kind="image" file={null} onChange={jest.fn()} currentUrl="/api/files/x.webp" />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/files/x.webp');
    expect(screen.getByText('Current image')).toBeVisible();
  });

  it('takes a dropped file', async () => {
    const onChange = jest.fn();
    render(<FilePicker label="Image" kind="image" file={null} onChange={onChange} />);
    const file = png();
    fireEvent.drop(screen.getByText('Choose an image'), { dataTransfer: { files: [file] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(file));
  });
});

describe('formatFileSize', () => {
  it.each([
    [900, '900 bytes'],
    [2048, '2 KB'],
    [2.44 * 1024 * 1024, '2.4 MB'],
  ])('%d -> %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
