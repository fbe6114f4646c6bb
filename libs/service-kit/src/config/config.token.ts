/** Injection token of the validated configuration object of the running app. */
export const APP_CONFIG = Symbol('APP_CONFIG');
