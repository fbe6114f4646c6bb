import { Flex, Spin } from 'antd';

/** Shown while the first page's code loads. */
export function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '50vh' }}>
      <Spin description="Chargement..." size="large" />
    </Flex>
  );
}
