import { describe, expect, it } from 'vitest';
import { connectionStringWithoutSchema } from './database-url.js';

describe('connectionStringWithoutSchema', () => {
  it('drops the Prisma CLI schema parameter and keeps the others', () => {
    expect(
      connectionStringWithoutSchema('postgresql://u:p@db:5432/liggeey?schema=jobs&sslmode=require'),
    ).toBe('postgresql://u:p@db:5432/liggeey?sslmode=require');
  });
});
