import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastHost, toast } from './toast';

afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    render(<ToastHost />);

    act(() => toast({ title: 'Premier', description: 'Un' }));
    expect(await screen.findByText('Premier')).toBeInTheDocument();
    act(() => toast({ title: 'Second', description: 'Deux', variant: 'destructive' }));

    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByText('Deux')).toBeInTheDocument();
    expect(screen.queryByText('Premier')).not.toBeInTheDocument();
  });

  it('starts leaving by itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ToastHost />);
    // jsdom runs no CSS transitions, so the notice stays in its leave state instead of unmounting.
    const leaving = () => screen.getByRole('alert').className.includes('fade-leave');

    act(() => toast({ title: 'Bientôt parti' }));
    await screen.findByText('Bientôt parti');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500));
    expect(leaving()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    expect(TOAST_DURATION_MS).toBe(5_000);
    expect(leaving()).toBe(true);
  });
});

describe('toast action', () => {
  it('carries an optional action that runs and closes the toast', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<ToastHost />);

    act(() => toast({ title: 'Hors ligne', action: { label: 'Réessayer', onClick } }));
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').className).toContain('fade-leave');
  });
});
