// keycloak-js' silent check-sso: hands the provider's answer back to the app's page.
window.parent.postMessage(window.location.href, window.location.origin);
