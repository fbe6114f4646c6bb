/**
 * A one-page PDF with a title and a few lines of text (Helvetica, WinAnsi accents), small enough
 * to write at start-up for the seeded sample products.
 */
export function samplePdf(title: string, lines: readonly string[]): Buffer {
  const text = [title, '', ...lines]
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 20 : 12} Tf 56 ${760 - index * 22} Td (${escapePdf(line)}) Tj ET`,
    )
    .join('\n');
  const content = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function escapePdf(line: string): string {
  return line.replace(/[\\()]/g, (character) => `\\${character}`).replace(/[^\x20-\xff]/g, '?');
}
