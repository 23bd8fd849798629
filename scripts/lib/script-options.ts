/**
 * What the measuring scripts (`npm run bench*`) share: a setting read from the environment, and
 * the way out with a message named after the script.
 */
export function scriptOptions(script: string) {
  /** Says what is wrong, prefixed with the script's name, and ends the process with exit code 1. */
  const fail = (message: string): never => {
    console.error(`${script}: ${message}`);
    process.exit(1);
  };
  /** A whole number ≥ 1 from the environment variable `name`, or `fallback` when it is unset or empty. */
  const positiveInt = (name: string, fallback: number): number => {
    const raw = process.env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) fail(`${name} must be a positive whole number, not "${raw}"`);
    return value;
  };
  return { fail, positiveInt };
}
