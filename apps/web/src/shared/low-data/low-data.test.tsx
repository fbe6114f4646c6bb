import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSavingImage } from './data-saving-image';
import { isLowData, setLowData } from './low-data';

const PHOTO = '/files/posts/u/1764300000000_marche.webp';
const SMALL = '/files/posts/u/1764300000000_marche.w480.webp';
const GIVEN = 'https://exemple.sn/photos/marche.jpg';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'liggeey-save-data=; Max-Age=0; Path=/';
});

describe('low-data mode', () => {
  it('is off when the browser does not save data and the person did not choose', () => {
    expect(isLowData()).toBe(false);
  });

  it('follows the browser, as the page loaded, until the person chooses, then keeps their choice', async () => {
    document.cookie = 'liggeey-save-data=on; Path=/';
    vi.resetModules();
    const { isLowData, setLowData } = await import('./low-data');
    expect(isLowData()).toBe(true);
    setLowData(false);
    expect(isLowData()).toBe(false);
    setLowData(true);
    expect(isLowData()).toBe(true);
  });
});

describe('DataSavingImage', () => {
  it('lets the browser choose between an upload and its small copy for the layout', () => {
    render(<DataSavingImage src={PHOTO} alt="Le marché" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Le marché' });
    expect(image.getAttribute('src')).toBe(PHOTO);
    expect(image.getAttribute('srcset')).toBe(`${SMALL} 480w, ${PHOTO} 1600w`);
    expect(image.getAttribute('sizes')).toBe('(max-width: 400px) 100vw, 400px');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('takes the small copy in low-data mode, and holds a picture without one back until tapped', async () => {
    act(() => setLowData(true));
    render(<DataSavingImage src={PHOTO} alt="Le marché" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Le marché' });
    expect(image.getAttribute('src')).toBe(SMALL);
    expect(image.getAttribute('srcset')).toBeNull();

    render(<DataSavingImage src={GIVEN} alt="Le port" width={400} height={300} />);
    const placeholder = screen.getByRole('button', { name: "Afficher l'image : Le port" });
    expect(placeholder.style.aspectRatio).toBe('400 / 300');
    await userEvent.click(placeholder);
    expect(screen.getByRole('img', { name: 'Le port' }).getAttribute('src')).toBe(GIVEN);
  });

  it('falls back to the picture itself when its small copy is missing (an older upload)', () => {
    render(<DataSavingImage src={PHOTO} alt="Le marché" width={400} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'Le marché' }));
    const image = screen.getByRole('img', { name: 'Le marché' });
    expect(image.getAttribute('src')).toBe(PHOTO);
    expect(image.getAttribute('srcset')).toBeNull();
  });

  it("always shows the app's own small pictures", () => {
    act(() => setLowData(true));
    render(<DataSavingImage src="/images/products/guide-freelance.svg" alt="Guide" />);
    expect(screen.getByRole('img', { name: 'Guide' }).getAttribute('src')).toBe(
      '/images/products/guide-freelance.svg',
    );
  });
});
