/**
 * Keycloak's third-party cookie check, which keycloak-js runs in a hidden iframe before a silent
 * check-sso: step 1 sets a test cookie on the provider's path and goes to step 2, which tells the
 * app whether it came back. Here the provider is reached through the app's own origin, so it does;
 * a browser that still blocks it makes keycloak-js fall back to a full redirect. Step 2 leaves the
 * cookie to its minute: tabs check at once after a restore, and one must not erase another's.
 */
export const THIRD_PARTY_COOKIE_STEP1 = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Vérification des cookies</title></head><body><script>
document.cookie = 'LIGGEEY_3P_CHECK=supported; Max-Age=60; SameSite=Lax; Path=' + location.pathname.replace(/step1\\.html$/, '');
location.replace('step2.html');
</script></body></html>`;

export const THIRD_PARTY_COOKIE_STEP2 = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Vérification des cookies</title></head><body><script>
var supported = document.cookie.indexOf('LIGGEEY_3P_CHECK=supported') !== -1;
parent.postMessage(supported ? 'supported' : 'unsupported', '*');
</script></body></html>`;
