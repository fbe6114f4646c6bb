import { SetMetadata } from '@nestjs/common';
import { type UserType } from '@liggeey/contracts';

export const ACCESS = Symbol('ACCESS');

export type AccessRule =
  { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly UserType[] };

/**
 * Every resolver and controller method states who may call it with exactly one of these; the
 * `liggeey/require-access` lint rule fails a method without one, and the guard refuses it anyway.
 */
export const Public = () => SetMetadata(ACCESS, { kind: 'public' } satisfies AccessRule);
export const SignedIn = () => SetMetadata(ACCESS, { kind: 'signedIn' } satisfies AccessRule);
export const Roles = (...roles: [UserType, ...UserType[]]) =>
  SetMetadata(ACCESS, { kind: 'roles', roles } satisfies AccessRule);
