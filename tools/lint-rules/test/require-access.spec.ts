import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import requireAccess from '../require-access.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('require-access', requireAccess, {
  valid: [
    'class R { @Public() @Query(() => String) a() {} }',
    "class R { @Roles('admin') @Mutation(() => String) b() {} }",
    'class C { @SignedIn() @Get() c() {} }',
    'class S { helper() {} }',
  ],
  invalid: [
    { code: 'class R { @Query(() => String) open() {} }', errors: [{ messageId: 'missing' }] },
    { code: "class C { @Post('x') upload() {} }", errors: [{ messageId: 'missing' }] },
    {
      code: "class R { @Public() @Roles('admin') @Query(() => String) both() {} }",
      errors: [{ messageId: 'several' }],
    },
  ],
});
