import { buttonLink, escapeHtml } from './escape-html.js';
import { type OutgoingMail } from './mail-sender.js';

export interface PasswordResetLink {
  to: string;
  resetUrl: string;
}

export interface PasswordChangedNotice {
  to: string;
  /** ISO time of the change. */
  changedAt: string;
  resetRequestUrl: string;
  /** Through a reset link (every session ended) or in /profile (the other devices signed out). */
  via?: 'reset' | 'profile';
}

export interface EmailChangeLink {
  to: string;
  confirmUrl: string;
}

export interface EmailChangedNotice {
  /** The old address. */
  to: string;
  newEmail: string;
  changedAt: string;
  resetRequestUrl: string;
}

export interface SignUpAttemptNotice {
  to: string;
  loginUrl: string;
  resetRequestUrl: string;
}

const SIGNATURE = "L'équipe Liggeey";

/** One e-mail from paragraphs: each is plain text, or text followed by a link (a button in HTML). */
type Paragraph = string | { text: string; href: string; label: string };

function mail(to: string, subject: string, paragraphs: Paragraph[]): OutgoingMail {
  const text = paragraphs
    .map((p) => (typeof p === 'string' ? p : `${p.text}\n${p.href}`))
    .concat(SIGNATURE)
    .join('\n\n');
  const html = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p>${escapeHtml(p.text)}</p>\n<p>${buttonLink(p.href, p.label)}</p>\n<p>Ou copiez ce lien dans votre navigateur : <br>${escapeHtml(p.href)}</p>`,
    )
    .concat(`<p>${escapeHtml(SIGNATURE)}</p>`)
    .join('\n');
  return {
    to,
    subject,
    text,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;line-height:1.5">\n${html}\n</body></html>`,
  };
}

/** The link of "Mot de passe oublié ?". */
export function passwordResetMail({ to, resetUrl }: PasswordResetLink): OutgoingMail {
  return mail(to, 'Réinitialisation de votre mot de passe – Liggeey', [
    'Bonjour,',
    {
      text: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Liggeey. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      href: resetUrl,
      label: 'Choisir un nouveau mot de passe',
    },
    "Ce lien est valable 1 heure et ne peut servir qu'une fois.",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ]);
}

const CHANGE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Sent after a reset or a change in /profile, so the owner knows if someone else did it. */
export function passwordChangedMail({
  to,
  changedAt,
  resetRequestUrl,
  via = 'reset',
}: PasswordChangedNotice): OutgoingMail {
  const sessions =
    via === 'reset'
      ? 'Pour votre sécurité, toutes vos sessions ont été fermées : connectez-vous avec votre nouveau mot de passe.'
      : 'Pour votre sécurité, vos autres appareils ont été déconnectés.';
  return mail(to, 'Votre mot de passe a été modifié – Liggeey', [
    'Bonjour,',
    `Le mot de passe de votre compte Liggeey a été modifié le ${CHANGE_TIME.format(new Date(changedAt))} (heure GMT). ${sessions}`,
    {
      text: "Si vous n'êtes pas à l'origine de ce changement, choisissez tout de suite un nouveau mot de passe :",
      href: resetRequestUrl,
      label: 'Réinitialiser mon mot de passe',
    },
  ]);
}

/** Sent to the new address: the account moves there only once this link is opened. */
export function emailChangeMail({ to, confirmUrl }: EmailChangeLink): OutgoingMail {
  return mail(to, 'Confirmez votre nouvelle adresse e-mail – Liggeey', [
    'Bonjour,',
    {
      text: 'Vous avez demandé à utiliser cette adresse pour votre compte Liggeey. Pour la confirmer, ouvrez ce lien :',
      href: confirmUrl,
      label: 'Confirmer cette adresse',
    },
    "Ce lien est valable 24 heures. Tant qu'il n'est pas ouvert, votre compte garde son ancienne adresse.",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  ]);
}

/** Sent to the old address once the new one is confirmed. */
export function emailChangedMail({
  to,
  newEmail,
  changedAt,
  resetRequestUrl,
}: EmailChangedNotice): OutgoingMail {
  return mail(to, 'Votre adresse e-mail a été modifiée – Liggeey', [
    'Bonjour,',
    `L'adresse e-mail de votre compte Liggeey a été remplacée par ${newEmail} le ${CHANGE_TIME.format(new Date(changedAt))} (heure GMT). Les prochains e-mails seront envoyés à cette adresse.`,
    {
      text: "Si vous n'êtes pas à l'origine de ce changement, écrivez-nous au plus vite depuis la page Contact, et choisissez un nouveau mot de passe :",
      href: resetRequestUrl,
      label: 'Réinitialiser mon mot de passe',
    },
  ]);
}

/** The sign-up form answered as for a new address; the address's owner hears about it here. */
export function signUpAttemptMail({ to, loginUrl, resetRequestUrl }: SignUpAttemptNotice): OutgoingMail {
  return mail(to, 'Tentative d’inscription avec votre adresse – Liggeey', [
    'Bonjour,',
    "Quelqu'un vient d'essayer de créer un compte Liggeey avec votre adresse e-mail. Cette adresse a déjà un compte : aucun nouveau compte n'a été créé.",
    { text: 'Si c’était vous, connectez-vous :', href: loginUrl, label: 'Se connecter' },
    {
      text: 'Si vous avez oublié votre mot de passe, choisissez-en un nouveau :',
      href: resetRequestUrl,
      label: 'Réinitialiser mon mot de passe',
    },
    "Si ce n'était pas vous, ignorez ce message : votre compte n'a pas été modifié.",
  ]);
}
