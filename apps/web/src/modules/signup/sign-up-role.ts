/** The account types a visitor may create (admins are made in the back office). */
export type SignUpRole = 'worker' | 'employer';
