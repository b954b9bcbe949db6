/** /admin/account/security: the signed-in staff member's two-factor authentication. */
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '../../components/ui/card.tsx';
import { SecondFactorSettings } from '../../components/account/second-factor/second-factor-settings.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { ME_KEY } from '../../features/admin/session.ts';

export default function AdminAccountSecurityPage() {
  const queryClient = useQueryClient();
  return (
    <AdminShell title="Account security" description="Protect your staff account with a second sign-in step.">
      <Card className="max-w-3xl p-6">
        <SecondFactorSettings
          prefix="/api/admin/account/2fa"
          onChanged={() => void queryClient.invalidateQueries({ queryKey: ME_KEY })}
        />
      </Card>
    </AdminShell>
  );
}
