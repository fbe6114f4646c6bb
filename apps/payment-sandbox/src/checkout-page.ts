import { type Checkout } from './sandbox-store.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const formatAmount = (amount: number) =>
  new Intl.NumberFormat('fr-FR').format(amount).replace(/\u202f|\u00a0/g, ' ');

/** The hosted checkout, in French like the real one for Senegal: pay by card or mobile money, or cancel. */
export function checkoutPage(checkout: Checkout): string {
  const { request } = checkout;
  const title = request.customizations?.title ?? 'Paiement';
  const action = `/checkout/${encodeURIComponent(checkout.id)}`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement sécurisé (bac à sable)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:16px;color:#1f1f1f}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
button{display:block;width:100%;padding:12px;margin-top:12px;font-size:16px;border-radius:6px;border:1px solid #d9d9d9;cursor:pointer}
.pay{background:#0958d9;color:#fff;border-color:#0958d9}
.note{font-size:13px;color:#595959}
</style>
</head>
<body>
<main>
<h1>Paiement sécurisé</h1>
<p class="note">Bac à sable de paiement : aucun argent réel n'est débité.</p>
<p>${escape(title)}</p>
<p><strong>Montant : ${formatAmount(request.amount)} F CFA</strong></p>
<p>Client : ${escape(request.customer.name ?? request.customer.email)}</p>
${
  checkout.transactionId === undefined
    ? `<form method="post" action="${action}/pay">
<input type="hidden" name="payment_type" value="card">
<button class="pay" type="submit">Payer par carte</button>
</form>
<form method="post" action="${action}/pay">
<input type="hidden" name="payment_type" value="mobilemoneyfranco">
<button class="pay" type="submit">Payer par mobile money</button>
</form>
<form method="post" action="${action}/cancel">
<button type="submit">Annuler</button>
</form>`
    : '<p>Ce paiement a déjà été traité.</p>'
}
</main>
</body>
</html>`;
}
