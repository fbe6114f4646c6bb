import requireAccess from './require-access.js';

/** The project's own lint rules, used as the `liggeey` plugin in eslint.config.js. */
export default { meta: { name: '@liggeey/lint-rules' }, rules: { 'require-access': requireAccess } };
