export const BENCH_PEOPLE_PASSWORD: string;
export function benchPersonId(n: number): string;
export function benchPersonEmail(n: number): string;
export function ensureBenchPeople(databaseUrl: string, count: number): Promise<void>;
