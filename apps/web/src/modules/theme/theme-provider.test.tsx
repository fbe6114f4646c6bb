import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './theme-preference';
import { ThemeProvider } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

/** A matchMedia whose dark-scheme answer the test controls, with working change listeners. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: DARK_SCHEME_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) =>
      media === DARK_SCHEME_QUERY
        ? query
        : { matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined },
    ),
  );
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

function renderToggle() {
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Thème sombre' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset['theme'];
});

describe('ThemeProvider and ThemeToggle', () => {
  it('follows the system scheme by default, live, without storing anything', () => {
    const system = stubSystemScheme(true);
    const toggle = renderToggle();

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    act(() => system.set(false));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('stores the choice made with the toggle and stops following the system', async () => {
    const user = userEvent.setup();
    const system = stubSystemScheme(false);
    const toggle = renderToggle();

    await user.click(toggle);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    act(() => system.set(true));
    await user.click(toggle);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('starts from the stored choice', () => {
    stubSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');

    expect(renderToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
