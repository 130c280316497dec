import { join, resolve } from 'node:path';

// dist/ sits two levels below the repository root (infra/run/dist).
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export const repoPath = (...segments: string[]) => join(REPO_ROOT, ...segments);
