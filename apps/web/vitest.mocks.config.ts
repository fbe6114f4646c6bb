import { mockingProject } from './vitest.projects.js';

export default mockingProject;
