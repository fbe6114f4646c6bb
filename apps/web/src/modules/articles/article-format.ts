import { formatLongDate } from '../../shared/format/long-date';

/** '25 novembre 2026'. */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLongDate(date);
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min de lecture`;
}

/** A WhatsApp share link carrying the title and the page's address. */
export function whatsAppShareUrl(title: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`;
}

/** Open Graph wants absolute addresses; uploaded pictures are paths on this site. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).toString();
}
