import { Card } from '../../components/ui/card.tsx';
import { Section } from '../../components/ui/layout.tsx';
import ConfirmSubscriptionPanel from '../../islands/confirm-subscription-panel.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { confirmSubscriptionCopy as copy } from './copy.ts';

export default function ConfirmSubscriptionPage() {
  usePageHead(copy.head);
  return (
    <Section className="bg-slate-50">
      <Card className="mx-auto max-w-xl p-6 sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
        <div className="mt-6 min-h-44">
          <ConfirmSubscriptionPanel />
        </div>
      </Card>
    </Section>
  );
}
