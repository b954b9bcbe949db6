import { Card } from '../../components/ui/card.tsx';
import { Section } from '../../components/ui/layout.tsx';
import { UnsubscribePanel } from '../../features/newsletter/unsubscribe-panel.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { unsubscribeCopy as copy } from './copy.ts';

export default function UnsubscribePage() {
  usePageHead(copy.head);
  return (
    <Section className="bg-slate-50">
      <Card className="mx-auto max-w-xl p-6 sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
        <div className="mt-6">
          <UnsubscribePanel />
        </div>
      </Card>
    </Section>
  );
}
