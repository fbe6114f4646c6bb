/** Text placed in an e-mail's HTML (names and links come from people and URLs). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A call-to-action link styled as a button, the same in every e-mail. */
export const buttonLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="background:#1677ff;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;
