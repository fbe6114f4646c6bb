import type { ReactNode } from 'react';
import { AntdRoot } from '../modules/theme/antd-root';
import { QueryRoot } from './query-root';

/** Around every page but the home page: react-query and antd, loaded with the page's code. */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <QueryRoot>
      <AntdRoot>{children}</AntdRoot>
    </QueryRoot>
  );
}
