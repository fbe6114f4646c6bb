import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatHourlyPrice, type WorkerCardProfile } from '../worker-card-profile';
import { WorkerCard } from './worker-card';

const plain = (text: string | null) => text?.replace(/\s/g, ' ');

function card(overrides: Partial<WorkerCardProfile> = {}) {
  const profile: WorkerCardProfile = {
    id: 'worker-7',
    fullName: 'Awa Diop',
    profession: 'Couturier',
    category: 'Artisanat',
    price: 12500,
    rating: 4.4,
    reviewCount: 3,
    verified: true,
    available: true,
    boosted: false,
    profilePicUrl: null,
    locality: { label: 'Médina, Dakar' },
    ...overrides,
  };
  render(
    <MemoryRouter>
      <WorkerCard profile={profile} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Awa Diop' });
}

describe('WorkerCard', () => {
  it('shows the name, trade, category, French-formatted hourly price, stars and place', () => {
    const article = card();

    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Awa Diop');
    expect(within(article).getByText('Couturier')).toBeInTheDocument();
    expect(within(article).getByText('Artisanat')).toBeInTheDocument();
    expect(plain(within(article).getByText(/F CFA par heure/).textContent)).toBe('12 500 F CFA par heure');
    expect(within(article).getByRole('img', { name: 'Note : 4,4 sur 5' })).toBeInTheDocument();
    expect(within(article).getByText('(3 avis)')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Profil vérifié' })).toBeInTheDocument();
    expect(within(article).getByText('Médina, Dakar')).toBeInTheDocument();
    expect(within(article).queryByText('Sponsorisé')).not.toBeInTheDocument();
    expect(within(article).queryByText('Indisponible pour le moment')).not.toBeInTheDocument();
  });

  it('links the name and the Contacter button to the profile page', () => {
    const article = card();

    expect(within(article).getByRole('link', { name: 'Awa Diop' })).toHaveAttribute(
      'href',
      '/profiles/worker-7',
    );
    expect(within(article).getByRole('link', { name: 'Contacter Awa Diop' })).toHaveAttribute(
      'href',
      '/profiles/worker-7',
    );
  });

  it('marks a boosted, unavailable profile and falls back to initials without a photo', () => {
    const article = card({ boosted: true, available: false, verified: false, rating: null, reviewCount: 0 });

    expect(within(article).getByText('Sponsorisé')).toBeInTheDocument();
    expect(within(article).getByText('Indisponible pour le moment')).toBeInTheDocument();
    expect(within(article).getByText('AD')).toBeInTheDocument();
    expect(within(article).queryByRole('img', { name: 'Profil vérifié' })).not.toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Pas encore noté' })).toBeInTheDocument();
    expect(within(article).getByText('(0 avis)')).toBeInTheDocument();
  });

  it('shows the photo, lazily loaded with its size reserved', () => {
    const article = card({ profilePicUrl: '/files/avatars/worker-7/a.webp' });

    const photo = within(article).getByRole('img', { name: 'Photo de Awa Diop' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '64');
    expect(photo).toHaveAttribute('height', '64');
  });

  it('formats prices with French thousands separators', () => {
    expect(plain(formatHourlyPrice(2000))).toBe('2 000 F CFA par heure');
    expect(formatHourlyPrice(500)).toBe('500 F CFA par heure');
  });
});
