import { escapeHtml } from './escape-html.js';
import { type OutgoingMail } from './mail-sender.js';

export interface AccountConfirmation {
  to: string;
  fullName: string;
  confirmationUrl: string;
}

/** The French e-mail that confirms a new account's address. */
export function accountConfirmationMail({
  to,
  fullName,
  confirmationUrl,
}: AccountConfirmation): OutgoingMail {
  const name = escapeHtml(fullName);
  const url = escapeHtml(confirmationUrl);
  return {
    to,
    subject: 'Confirmez votre adresse e-mail – Liggeey',
    text: [
      `Bonjour ${fullName},`,
      '',
      'Bienvenue sur Liggeey ! Pour activer votre compte, confirmez votre adresse e-mail en ouvrant ce lien :',
      confirmationUrl,
      '',
      "Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.",
      '',
      "L'équipe Liggeey",
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;line-height:1.5">
<p>Bonjour ${name},</p>
<p>Bienvenue sur Liggeey ! Pour activer votre compte, confirmez votre adresse e-mail :</p>
<p><a href="${url}" style="background:#1677ff;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Confirmer mon adresse e-mail</a></p>
<p>Ou copiez ce lien dans votre navigateur : <br>${url}</p>
<p>Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.</p>
<p>L'équipe Liggeey</p>
</body></html>`,
  };
}
