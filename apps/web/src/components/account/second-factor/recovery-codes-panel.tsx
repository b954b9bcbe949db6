/** The ten recovery codes, shown once: a list to write down, Copy and Download (a .txt file). */
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { brand } from '../../../site.ts';
import { useSecondFactorCopy } from './use-second-factor-copy.ts';

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const words = useSecondFactorCopy().copy.recoveryCodes;
  const [copied, setCopied] = useState<string | null>(null);
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(words.copied);
    } catch {
      setCopied(words.copyUnavailable);
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
          {words.heading}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{words.text}</p>
      </div>
      <ul
        aria-label={words.listLabel}
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Icon name="clipboard-check" className="h-4 w-4" />
          {words.copy}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          {words.download}
        </Button>
        <Button size="sm" onClick={onDone}>
          {words.done}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {copied}
      </p>
    </section>
  );
}
