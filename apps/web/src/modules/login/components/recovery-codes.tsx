import { Alert, Button, Typography } from 'antd';

/** The ten recovery codes of a new authenticator: shown this once, each good for one sign-in. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <Typography.Title level={2}>Codes de secours</Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="Notez ces codes et gardez-les en lieu sûr : ils ne seront plus affichés."
        description="Chacun permet une seule connexion si vous n'avez plus accès à votre application d'authentification."
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph copyable={{ text: codes.join('\n') }}>
        <ul aria-label="Codes de secours" style={{ columns: 2, fontFamily: 'monospace' }}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </Typography.Paragraph>
      <Button type="primary" block onClick={onDone}>
        J&apos;ai noté mes codes, continuer
      </Button>
    </>
  );
}
