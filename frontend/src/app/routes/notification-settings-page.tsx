import { NotificationSettings } from '@/features/notifications';

/** /settings/notifications (signed-in): what the manager is told about, kind by kind and channel by channel. */
export function NotificationSettingsPage() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Notification settings</h1>
        <p className="text-muted-foreground">
          Choose what you are told about. In app is what is delivered today: the bell at the top of every
          page. Email and push are recorded for an operator to connect; nothing is sent that way yet. With In
          app off, a kind is not kept at all.
        </p>
      </div>
      <NotificationSettings />
    </div>
  );
}
