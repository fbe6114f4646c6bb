import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page introuvable"
      subTitle="La page que vous cherchez n'existe pas ou a été déplacée."
      extra={
        // A real link (open in a new tab works) that still navigates without reloading the app.
        <Button
          type="primary"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            void navigate('/');
          }}
        >
          Retour à l'accueil
        </Button>
      }
    />
  );
}
