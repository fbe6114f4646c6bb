import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_GREETING } from './assistant-panel';
import { AssistantLauncher, GREETING_DELAY_MS } from './assistant-launcher';

// The panel is a lazy chunk: loaded once up front so fake timers only measure the greeting delay.
beforeAll(() => import('./assistant-panel'));
afterEach(() => vi.useRealTimers());

function renderLauncher() {
  render(
    <MemoryRouter>
      <AssistantLauncher />
    </MemoryRouter>,
  );
}

describe('AssistantLauncher', () => {
  it('opens the panel and greets after 500 ms', async () => {
    vi.useFakeTimers();
    renderLauncher();

    const launcher = screen.getByRole('button', { name: "Ouvrir l'assistant" });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(launcher);
    // The lazy panel settles through promises only; no fake time passes while it does.
    for (let tries = 0; tries < 50 && !screen.queryByRole('region'); tries += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    const panel = screen.getByRole('region', { name: 'Assistant Liggeey' });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText(ASSISTANT_GREETING)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(GREETING_DELAY_MS - 1));
    expect(screen.queryByText(ASSISTANT_GREETING)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(GREETING_DELAY_MS).toBe(500);
    expect(screen.getByText(ASSISTANT_GREETING)).toBeInTheDocument();
    expect(within(panel).getByRole('log')).toHaveTextContent(ASSISTANT_GREETING);
  });

  it('closes from its own close button and keeps the greeting when reopened', async () => {
    const user = userEvent.setup();
    renderLauncher();

    await user.click(screen.getByRole('button', { name: "Ouvrir l'assistant" }));
    expect(await screen.findByText(ASSISTANT_GREETING, undefined, { timeout: 3_000 })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Assistant Liggeey' });
    await user.click(within(panel).getByRole('button', { name: "Fermer l'assistant" }));

    expect(screen.queryByRole('region', { name: 'Assistant Liggeey' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Ouvrir l'assistant" }));
    expect(screen.getByText(ASSISTANT_GREETING)).toBeInTheDocument();
  });

  it('puts the focus in the question field when opened and gives it back to the launcher on Escape', async () => {
    const user = userEvent.setup();
    renderLauncher();

    await user.click(screen.getByRole('button', { name: "Ouvrir l'assistant" }));
    const panel = await screen.findByRole('region', { name: 'Assistant Liggeey' });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Votre question' })).toHaveFocus());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Assistant Liggeey' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Ouvrir l'assistant" })).toHaveFocus();
  });
});
