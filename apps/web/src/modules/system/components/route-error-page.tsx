import { Button, Flex } from 'antd';

/**
 * Shown when a route fails to render or its code fails to load (typically a chunk removed by a new
 * deployment), in place of react-router's English developer screen. It ships in the entry chunk,
 * so it stays plain: antd's Result would add its illustrations to every first load.
 */
export function RouteErrorPage() {
  return (
    <Flex vertical align="center" gap="small" style={{ padding: '64px 24px', textAlign: 'center' }}>
      <h1>Une erreur est survenue.</h1>
      <p>Rechargez la page pour réessayer.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Recharger la page
      </Button>
    </Flex>
  );
}
