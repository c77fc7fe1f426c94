// A one-page PDF written by hand (no PDF library): the sample "Certificate of Incorporation" each demo merchant
// has as its business ID. Standard Helvetica needs no embedded font; the byte offsets of the cross-reference
// table are counted as the file is assembled, so the result is a valid PDF 1.4 file.

function pdfText(value: string): string {
  // Printable ASCII only (the standard fonts' WinAnsi subset), with PDF string escapes.
  return value
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

function centred(text: string, size: number, y: number, font: 'F1' | 'F2'): string {
  // Helvetica averages about half an em per character: close enough to centre a line by eye.
  const x = Math.max(40, 306 - (text.length * size * 0.5) / 2);
  return `BT /${font} ${size} Tf ${x.toFixed(1)} ${y} Td (${pdfText(text)}) Tj ET`;
}

export function certificatePdf(input: { businessName: string; registrationNumber: string; city: string }): Buffer {
  const content = [
    '0.055 0.486 0.290 RG 8 w 24 24 564 744 re S',
    '0.961 0.647 0.141 RG 2 w 38 38 536 716 re S',
    '0.055 0.486 0.290 rg',
    centred('FEDERAL REPUBLIC OF NIGERIA (SAMPLE)', 14, 680, 'F1'),
    '0.122 0.161 0.200 rg',
    centred('Certificate of Incorporation', 26, 630, 'F2'),
    centred('Sample document for the Oja demo - not a real certificate', 11, 600, 'F1'),
    centred('This is to certify that', 14, 520, 'F1'),
    centred(input.businessName, 22, 480, 'F2'),
    centred(`of ${input.city} is registered as a business name in Nigeria`, 14, 440, 'F1'),
    centred(`Registration number ${input.registrationNumber}`, 14, 410, 'F1'),
    // The stamp: a circle drawn as four Bezier quarter arcs (radius 50 around 306,196).
    '0.055 0.486 0.290 RG 4 w 356 196 m 356 223.6 333.6 246 306 246 c 278.4 246 256 223.6 256 196 c',
    '256 168.4 278.4 146 306 146 c 333.6 146 356 168.4 356 196 c S',
    centred('SAMPLE', 18, 190, 'F2'),
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
