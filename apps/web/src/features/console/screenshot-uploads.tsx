/**
 * Screenshots of a submission waiting for review: the uploaded images, a Remove button each, and a file
 * picker that uploads one PNG, JPEG or WebP image at a time (multipart) to
 * POST /api/console/apps/:id/submissions/:submissionId/screenshots. The server checks the type from the
 * bytes and the size; its message is shown as is. Published versions show them on the App Store.
 */
import { limits } from '@app/contracts/limits';
import { screenshotTypes, type Screenshot } from '@app/contracts/api/app-store';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { isSessionEnd, useScreenshotChange } from './api.ts';
import { useProblemText } from './console-text.ts';
import { useConsole } from './console-context.tsx';

export function ScreenshotUploads({
  appId,
  submissionId,
  version,
  images,
  listingChange = false,
}: {
  appId: number;
  submissionId: number;
  version: string;
  images: Screenshot[];
  /** The submission is a listing change of an app on the store, not a version. */
  listingChange?: boolean;
}) {
  const ui = useContent('consoleUi', consoleUi);
  const copy = ui.screenshots;
  const problemText = useProblemText();
  const of = listingChange ? copy.ofListing : copy.ofVersion(version);
  const inputId = useId();
  const { blocked } = useConsole();
  const full = images.length >= limits.screenshotUploads;
  const change = useScreenshotChange();
  const busy = change.isPending;
  const failed = (title: string) => (error: unknown) => {
    if (isSessionEnd(error)) return;
    toast({
      title,
      description: problemText(error, ui.page.tryAgain),
      variant: 'destructive',
    });
  };

  const upload = (file: File) => {
    if (file.size > limits.screenshotBytes) {
      toast({
        title: copy.addFailed,
        description: copy.tooBig,
        variant: 'destructive',
      });
      return;
    }
    change.mutate(
      { appId, submissionId, file },
      {
        onSuccess: () =>
          toast({
            title: copy.added,
            description: listingChange ? copy.listingChange : copy.version(version),
          }),
        onError: failed(copy.addFailed),
      },
    );
  };

  return (
    <section aria-label={copy.region(of)} className="grid gap-3">
      <h4 className="text-sm font-semibold text-slate-900">{copy.heading(images.length, of)}</h4>
      {images.length > 0 && (
        <ul className="flex gap-3 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image.id} className="grid shrink-0 gap-1">
              <img
                src={image.url}
                alt={copy.alt(index + 1, of)}
                className="h-24 w-40 rounded border border-slate-200 bg-slate-900 object-contain"
              />
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label={copy.removeLabel(index + 1)}
                onClick={() => {
                  if (blocked(ui.blocked.removeScreenshot)) return;
                  change.mutate(
                    { appId, submissionId, removeId: image.id },
                    { onError: failed(copy.removeFailed) },
                  );
                }}
              >
                {copy.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {copy.add}
        </label>
        <input
          id={inputId}
          type="file"
          accept={screenshotTypes.join(',')}
          disabled={busy || full}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file || blocked(ui.blocked.addScreenshot)) return;
            upload(file);
          }}
        />
        <p className="text-xs text-slate-600">
          {copy.rules} {listingChange ? copy.afterListing : copy.afterVersion}
        </p>
      </div>
    </section>
  );
}
