import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { DownloadError, downloadFile } from '../../../shared/downloads/download-file';
import { toast } from '../../../shared/notifications/toast';
import ui from '../../../shared/ui/plain-ui.module.css';
import { noticeOnTheWayToLogin } from '../../login/login-notice';
import { useSession } from '../../session/hooks/use-session';
import { PAGE_NOTICES, type PurchaseNotices } from '../store-notices';

// The confirmation comes with the first tap on 'Acheter': most visits of the store never open it.
const BuyDialog = lazy(async () => ({ default: (await import('./buy-dialog')).BuyDialog }));

interface ProductActionsProps {
  product: { id: string; name: string; creditsPrice: number; purchased: boolean; hasFile: boolean };
  signedIn: boolean;
  /** The product page's wording by default; the store list has its own (spec §8). */
  notices?: PurchaseNotices;
  size?: 'middle' | 'large';
}

/** Spec §4: 'Acheter' (confirm dialog) until bought, then 'Télécharger', from the real entitlement. */
export function ProductActions({
  product,
  signedIn,
  notices = PAGE_NOTICES,
  size = 'large',
}: ProductActionsProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const className = buttonClass(size);

  if (product.purchased) return <DownloadButton product={product} className={className} />;

  const start = () => {
    if (!signedIn) {
      noticeOnTheWayToLogin(notices.signIn);
      void navigate('/login');
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={className} onClick={start}>
        Acheter
      </button>
      {/* Mounted while open only: each opening gets its own idempotency key. */}
      {open && (
        <Suspense>
          <BuyDialog product={product} notices={notices} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function buttonClass(size: ProductActionsProps['size']): string {
  return size === 'large' ? `${ui.primaryButton} ${ui.large}` : `${ui.primaryButton}`;
}

interface DownloadButtonProps {
  product: { id: string; hasFile: boolean };
  className: string;
}

function DownloadButton({ product, className }: DownloadButtonProps) {
  const { token } = useSession();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/downloads/products/${encodeURIComponent(product.id)}`, await token());
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: error instanceof DownloadError ? error.message : 'Le téléchargement a échoué.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      aria-busy={busy}
      disabled={busy || !product.hasFile}
      onClick={() => void download()}
    >
      Télécharger
    </button>
  );
}
