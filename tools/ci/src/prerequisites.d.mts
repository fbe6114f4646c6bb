export function answers(url: string, defaultPort: number): Promise<boolean>;
export function missingPrerequisites(
  env?: Record<string, string | undefined>,
  options?: { docker?: boolean },
): Promise<string[]>;
