/* global parent, location */
// Hands Keycloak's answer to a silent renewal (the address with its code, or its error) to the app's page
// that opened this hidden frame; keycloak-js reads it there (checkSsoSilently).
parent.postMessage(location.href, location.origin);
