import { Button } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';

export type ExportList = 'users' | 'jobs' | 'payments' | 'transactions';

/** Downloads GET /exports/{list}.csv with the admin's token (a plain link could not send it). */
export function ExportCsvButton({ list, label }: { list: ExportList; label: string }) {
  const { token } = useSession();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const accessToken = await token();
      const response = await fetch(`/exports/${list}.csv`, {
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name ?? `${list}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      toast({
        variant: 'destructive',
        title: "L'export n'a pas pu être téléchargé",
        description: 'Réessayez plus tard.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
