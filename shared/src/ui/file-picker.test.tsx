import { fireEvent, render, screen } from '@testing-library/react';
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

const png = () => new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });
const pdf = () => new File([new Uint8Array(10)], 'cac.pdf', { type: 'application/pdf' });

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
    expect(screen.getByText('logo.png')).toBeVisible();
    expect(screen.getByText('2 KB')).toBeVisible();
    expect(document.querySelector('img')).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(screen.queryByText('logo.png')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Profile image')).toHaveFocus();
  });

  it('shows a PDF by its name, without a preview', async () => {
    const user = userEvent.setup();
    render(<Harness kind="document" />);
    await user.upload(screen.getByLabelText('Profile image'), pdf());
    expect(screen.getByText('cac.pdf')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });

  it('refuses a file of the wrong kind with the server’s words, keeping the previous choice', () => {
    const onChange = jest.fn();
    render(<FilePicker label="Profile image" kind="image" file={null} onChange={onChange} />);
    const input = screen.getByLabelText('Profile image');
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The file must be an image (PNG, JPEG, WebP or GIF).')).toBeVisible();
  });

  it('refuses a file over the size limit', () => {
    const onChange = jest.fn();
    render(<FilePicker label="ID" kind="document" file={null} onChange={onChange} />);
    const big = new File([new Uint8Array(1)], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('ID'), { target: { files: [big] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The document must not be larger than 10 MB.')).toBeVisible();
  });

  it('shows the saved image until another is chosen', () => {
    render(<FilePicker label="Image" kind="image" file={null} onChange={jest.fn()} currentUrl="/api/files/x.webp" />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/files/x.webp');
    expect(screen.getByText('Current image')).toBeVisible();
  });

  it('takes a dropped file', () => {
    const onChange = jest.fn();
    render(<FilePicker label="Image" kind="image" file={null} onChange={onChange} />);
    const file = png();
    fireEvent.drop(screen.getByText('Choose an image'), { dataTransfer: { files: [file] } });
    expect(onChange).toHaveBeenCalledWith(file);
  });
});

describe('formatFileSize', () => {
  it.each([
    [900, '900 bytes'],
    [2048, '2 KB'],
    [2.44 * 1024 * 1024, '2.4 MB'],
  ])('%d -> %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
