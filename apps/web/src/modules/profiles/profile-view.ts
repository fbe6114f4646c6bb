/** Spec §8: the notice of a feature still to come, e.g. for 'Inviter à collaborer'. */
export function notImplementedText(feature: string): string {
  return `🚧 ${feature} n'est pas encore implémentée.`;
}

/** Spec §2 profile page: the address shown is the contact's when visible, else the locality. */
export function displayedAddress(profile: {
  contact?: { address?: string | null } | null;
  locality?: { label: string } | null;
}): string {
  return profile.contact?.address || profile.locality?.label || 'Non spécifié';
}

export interface ShareLink {
  network: string;
  href: string;
}

/** Spec §2: sharing a profile on Facebook, X, LinkedIn and WhatsApp. */
export function shareLinks(url: string, fullName: string): ShareLink[] {
  const encodedUrl = encodeURIComponent(url);
  const text = `Découvrez le profil de ${fullName} sur Liggeey`;
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    {
      network: 'X',
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(text)}`,
    },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} : ${url}`)}` },
  ];
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** An ISO date or date-time as '12 mars 2026'; unreadable input is shown as is. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const countFormat = new Intl.NumberFormat('fr-FR');

export function formatFollowerCount(count: number): string {
  return count === 1 ? '1 abonné' : `${countFormat.format(count)} abonnés`;
}
