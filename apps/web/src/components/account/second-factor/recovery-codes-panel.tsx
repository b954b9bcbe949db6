/** The ten recovery codes, shown once: a list to write down, Copy and Download (a .txt file). */
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { brand } from '../../../site.ts';

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Recovery codes copied.');
    } catch {
      setCopied('Copying is not available here; select the codes and copy them by hand.');
    }
  };
  const download = () => {
    const blob = new Blob([`${brand.name} recovery codes\n\n${text}\n`], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${brand.slug}-recovery-codes.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-codes-heading" className="grid gap-4">
      <div>
        <h3 id="recovery-codes-heading" className="text-base font-semibold text-slate-900">
          Save your recovery codes
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          If you lose your phone, each of these codes signs you in once instead of a code from the app. They
          are shown only now: keep them somewhere safe.
        </p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Icon name="clipboard-check" className="h-4 w-4" />
          Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          Download codes
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {copied}
      </p>
    </section>
  );
}
