/**
 * The durability run's load: a mix of public form submissions, each marked by a unique e-mail address so
 * its rows can be found afterwards, sent by a few concurrent clients. A submission counts as answered only
 * when the server replied 2xx; one whose request failed (the server was killed) is "unanswered".
 */
import {
  validDeveloper,
  validLead,
  validPartner,
  validSubscribe,
} from '../../apps/server/test/public-forms.ts';

export type FormKind = 'lead' | 'partner' | 'developer' | 'subscriber';

/** Where each kind is posted and which table stores it (by its `email` column). */
export const forms: Record<FormKind, { path: string; table: string; payload: (email: string) => object }> = {
  lead: {
    path: '/api/leads',
    table: 'leads',
    payload: (email) => validLead({ email, message: `Durability marker ${email}` }),
  },
  partner: { path: '/api/submit-partner', table: 'partners', payload: (email) => validPartner({ email }) },
  developer: {
    path: '/api/submit-developer',
    table: 'developer_applications',
    payload: (email) => validDeveloper({ email }),
  },
  subscriber: { path: '/api/subscribe', table: 'subscribers', payload: (email) => validSubscribe({ email }) },
};

export interface Submission {
  kind: FormKind;
  /** The unique marker: the submission's (already normalised) e-mail address. */
  email: string;
  outcome: 'pending' | 'answered' | 'refused' | 'unanswered';
}

const kinds = Object.keys(forms) as FormKind[];

export function plannedSubmissions(count: number, run: string): Submission[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: kinds[i % kinds.length]!,
    email: `dur-${run}-${i}@durability.test`,
    outcome: 'pending',
  }));
}

async function submit(base: string, submission: Submission): Promise<void> {
  try {
    const tokenRes = await fetch(`${base}/api/form-token`);
    const { token } = (await tokenRes.json()) as { token: string };
    const form = forms[submission.kind];
    const res = await fetch(`${base}${form.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...form.payload(submission.email), _t: token }),
    });
    await res.arrayBuffer();
    submission.outcome = res.ok ? 'answered' : 'refused';
  } catch {
    // Connection refused or reset: the server died before answering; the submission may or may not be stored.
    submission.outcome = 'unanswered';
  }
}

/**
 * Sends the pending submissions with `concurrency` clients until none is left or `stop()` turns true;
 * `onAnswered` runs after each 2xx answer (the run kills the server from there).
 */
export async function drive(
  base: string,
  queue: Submission[],
  options: { concurrency: number; stop: () => boolean; onAnswered: (answered: number) => void },
): Promise<void> {
  let answered = 0;
  const pending = queue.filter((s) => s.outcome === 'pending');
  let taken = 0;
  const next = () => (options.stop() || taken >= pending.length ? undefined : pending[taken++]);
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let s = next(); s; s = next()) {
        await submit(base, s);
        if (s.outcome === 'answered') options.onAnswered(++answered);
      }
    }),
  );
}
