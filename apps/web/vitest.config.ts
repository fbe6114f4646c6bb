import { sharedModulesProject } from './vitest.projects.js';

export default sharedModulesProject;
