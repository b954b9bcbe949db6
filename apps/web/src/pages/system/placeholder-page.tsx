import { Container } from '../../components/ui/layout.tsx';
import { usePageHead } from '../../lib/head.tsx';

/**
 * Temporary page body for routes whose screens a later issue builds. It keeps every route of the
 * spec reachable (never a 404) with its own title while the real page is written.
 */
export function placeholderPage(title: string, description: string, noindex = false) {
  return function PlaceholderPage() {
    usePageHead({ title, description, noindex });
    return (
      <Container className="py-24">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{description}</p>
      </Container>
    );
  };
}
