import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The form (selects, validation) loads on the first click: the dashboard and the board stay light.
const CreateJobDialog = lazy(async () => ({
  default: (await import('./create-job-dialog')).CreateJobDialog,
}));

/** 'Publier une offre' with its dialog, for the job board and the employer dashboard. */
export function PublishJobButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Publier une offre
      </Button>
      {open && (
        <Suspense>
          <CreateJobDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
