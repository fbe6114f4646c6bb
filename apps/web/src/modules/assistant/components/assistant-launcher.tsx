import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from '../../shell/icons';
import floating from '../../shell/components/floating-button.module.css';

/** Spec §4: the first open shows the greeting after 500 ms. */
export const GREETING_DELAY_MS = 500;

// The panel's code is fetched on the first open only.
const AssistantPanel = lazy(async () => ({ default: (await import('./assistant-panel')).AssistantPanel }));

const PANEL_ID = 'assistant-panel';

/** Spec §2: the floating assistant chat widget, a round button at the bottom right. */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [greeted, setGreeted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!everOpened || greeted) return;
    const timer = setTimeout(() => setGreeted(true), GREETING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [everOpened, greeted]);

  const close = () => {
    setOpen(false);
    // Back to where the keyboard user came from, not the top of the page.
    launcherRef.current?.focus();
  };

  const toggle = () => {
    setEverOpened(true);
    setOpen((current) => !current);
  };

  return (
    <>
      {everOpened && (
        <Suspense>
          <AssistantPanel id={PANEL_ID} hidden={!open} greeted={greeted} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcherRef}
        type="button"
        className={`${floating.floating} ${floating.right}`}
        aria-label={open ? "Fermer l'assistant" : "Ouvrir l'assistant"}
        aria-expanded={open}
        aria-controls={everOpened ? PANEL_ID : undefined}
        onClick={toggle}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </>
  );
}
