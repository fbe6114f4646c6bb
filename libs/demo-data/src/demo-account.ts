import { type UserType } from '@liggeey/contracts';

export interface DemoAccount {
  id: string;
  email: string;
  type: UserType;
  fullName: string;
  profession?: string;
  category?: string;
  description?: string;
  phone: string;
  address: string;
  /** Hourly price in F CFA. */
  price?: number;
  available?: boolean;
  verified?: boolean;
  /** One of the reference localities (profiles seeds them), by name and town. */
  locality?: DemoLocality;
}

export interface DemoLocality {
  name: string;
  city: string;
}
