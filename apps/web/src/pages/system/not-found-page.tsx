import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { usePageHead } from '../../lib/head.tsx';

export default function NotFoundPage() {
  usePageHead({
    title: '404 Page Not Found',
    description: 'The page you are looking for does not exist.',
    noindex: true,
  });
  return (
    <Container className="grid min-h-[60vh] place-content-center py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
      <div className="mt-8">
        <ButtonLink href="/">Back to the homepage</ButtonLink>
      </div>
    </Container>
  );
}
