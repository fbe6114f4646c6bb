import { describe, expect, it } from 'vitest';
import { storedFileName, withExtension } from './file-storage.js';

describe('storedFileName', () => {
  const now = new Date(1_795_000_000_000);

  it('keeps lower-case ASCII letters, digits, dots, dashes and underscores after a timestamp', () => {
    expect(storedFileName('Mon CV (2026).PDF', now)).toBe('1795000000000_mon-cv-2026.pdf');
    expect(storedFileName('Photo Été à Saint-Louis.jpeg', now)).toBe(
      '1795000000000_photo-ete-a-saint-louis.jpeg',
    );
  });

  it('never lets a path or a hidden name through', () => {
    expect(storedFileName('../../etc/passwd', now)).toBe('1795000000000_etc-passwd');
    expect(storedFileName('.htaccess', now)).toBe('1795000000000_htaccess');
    expect(storedFileName('(((', now)).toBe('1795000000000_fichier');
  });

  it('caps the length and keeps the extension', () => {
    const name = storedFileName(`${'a'.repeat(300)}.webp`, now);
    expect(name).toMatch(/^1795000000000_a+\.webp$/);
    expect(name.length).toBeLessThanOrEqual('1795000000000_'.length + 80);
  });
});

describe('withExtension', () => {
  it('replaces or adds the extension', () => {
    expect(withExtension('photo.png', 'webp')).toBe('photo.webp');
    expect(withExtension('photo', 'webp')).toBe('photo.webp');
    expect(withExtension('', 'pdf')).toBe('fichier.pdf');
  });
});
