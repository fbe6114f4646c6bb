/**
 * A service's table of who may call each of its operations (`CallerTable`), when it has one: every
 * handled request is then checked against it, and an operation missing from it is refused.
 */
export const CALLER_TABLE = Symbol('CALLER_TABLE');
