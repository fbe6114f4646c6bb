export interface ShareLink {
  network: 'Facebook' | 'X' | 'LinkedIn' | 'WhatsApp';
  href: string;
}

/** A post's own address: the feed, scrolled to the post. */
export function postUrl(origin: string, postId: string): string {
  return `${origin}/feed#post-${postId}`;
}

/** Sharing a post on the networks the profile page offers (spec §2). */
export function postShareLinks(url: string, authorName: string): ShareLink[] {
  const encodedUrl = encodeURIComponent(url);
  const text = `Une publication de ${authorName} sur Liggeey`;
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
