/** The demo console's answer to a write action: sign in, or apply to the developer program. */
import { ButtonLink } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { consoleCopy } from '../../content/console.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';

export function SignInPrompt({ action, onClose }: { action: string | null; onClose: () => void }) {
  const { demo } = useContent('consoleCopy', consoleCopy);
  const { blocked } = useContent('consoleUi', consoleUi);
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={demo.promptTitle} description={demo.promptText(action ?? blocked.fallback)}>
        <div className="flex flex-wrap justify-end gap-2">
          <ButtonLink href={demo.apply.href} variant="outline">
            {demo.apply.label}
          </ButtonLink>
          <ButtonLink href={demo.signIn.href}>{demo.signIn.label}</ButtonLink>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The banner above the demo console. */
export function DemoBanner() {
  const { demo } = useContent('consoleCopy', consoleCopy);
  return (
    <section
      aria-labelledby="demo-banner-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-200 text-amber-900">
          <Icon name="eye" className="h-5 w-5" />
        </span>
        <div>
          <h2 id="demo-banner-title" className="font-semibold text-amber-950">
            {demo.banner}
          </h2>
          <p className="mt-1 text-sm text-amber-950">{demo.text}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <ButtonLink href={demo.signIn.href} size="sm">
          {demo.signIn.label}
        </ButtonLink>
        <ButtonLink href={demo.apply.href} size="sm" variant="outline">
          {demo.apply.label}
        </ButtonLink>
      </div>
    </section>
  );
}
