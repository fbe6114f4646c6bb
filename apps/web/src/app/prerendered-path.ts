/** On #root: the path whose HTML the build pre-rendered there (absent for the plain shell). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
