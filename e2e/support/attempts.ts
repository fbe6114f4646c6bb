/**
 * Runs `step` until it completes, `attempts` times at most: a click on a loaded machine can land
 * while antd animates or re-renders and do nothing. The last attempt's error is thrown.
 */
export async function inAttempts(attempts: number, step: (attempt: number) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await step(attempt);
      return;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
  }
}
