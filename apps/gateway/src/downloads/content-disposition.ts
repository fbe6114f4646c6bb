/**
 * `attachment` with the product's name and the stored file's extension: an ASCII fallback and the
 * UTF-8 name (RFC 6266), so 'Modèles de CV' arrives as 'Modèles de CV.pdf'.
 */
export function attachmentDisposition(productName: string, fileKey: string): string {
  const dot = fileKey.lastIndexOf('.');
  const extension = dot > fileKey.lastIndexOf('/') ? fileKey.slice(dot) : '';
  const name = `${productName.replace(/[\r\n"\\/]+/g, ' ').trim() || 'fichier'}${extension}`;
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
