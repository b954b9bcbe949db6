/** The listing history of an app, for staff: GET /api/admin/apps/:id/listing-history in a dialog. */
import { useQuery } from '@tanstack/react-query';
import { ListingHistory } from '../../components/listing-history.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { lifecycleCopy } from '../../content/app-lifecycle.ts';
import { listingHistoryQuery } from '../../features/admin/api.ts';

const copy = lifecycleCopy.history;

export function ListingHistoryDialog({
  app,
  onClose,
}: {
  app: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const history = useQuery({ ...listingHistoryQuery(app?.id ?? 0), enabled: app !== null });
  if (!app) return <Dialog open={false} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={copy.title(app.name)} description={copy.description}>
        <div className="max-h-[60vh] overflow-y-auto">
          {history.data ? (
            <ListingHistory versions={history.data.versions} />
          ) : (
            <p className="text-sm text-slate-600">{history.isError ? copy.failed : copy.loading}</p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
