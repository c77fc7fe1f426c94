// A mail of the outbox as a person reads it: its quoted-printable text unfolded and decoded (₦ and other characters
// beyond ASCII arrive as =XX bytes, long lines with soft breaks).

export function readable(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, '');
  return unfolded.replace(/(?:=[0-9A-F]{2})+/g, (bytes) =>
    Buffer.from(
      bytes
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
}
