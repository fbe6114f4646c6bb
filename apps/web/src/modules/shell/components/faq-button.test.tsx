import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppFooter } from './app-footer';
import { FaqButton } from './faq-button';

describe('FaqButton', () => {
  it('is a labelled link to /faq', () => {
    render(
      <MemoryRouter>
        <FaqButton />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Questions fréquentes (FAQ)' })).toHaveAttribute('href', '/faq');
  });
});

describe('AppFooter', () => {
  it('shows the current year in the copyright', () => {
    render(
      <MemoryRouter>
        <AppFooter />
      </MemoryRouter>,
    );

    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Liggeey`);
    expect(screen.getByRole('navigation', { name: 'Assistance' })).toBeInTheDocument();
  });
});
