import { useId } from 'react';
import { PanelBody } from '@/components/panel-states';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { graphql } from '@/graphql/__generated__';
import {
  useNotificationPreferences,
  type NotificationPreference,
} from '@/features/notifications/hooks/use-notification-preferences';
import { notificationKinds } from '@/features/notifications/utils/notification-kinds';

graphql(`
  fragment NotificationPreferenceRow_preference on NotificationPreference {
    kind
    inApp
    email
    push
  }
`);

const channels = [
  { field: 'inApp', label: 'In app' },
  { field: 'email', label: 'Email' },
  { field: 'push', label: 'Push' },
] as const;

/** Every kind of notification with its three switches; each change is saved at once. */
export function NotificationSettings() {
  const { preferences, failed, retry, save } = useNotificationPreferences();
  return (
    <Card>
      <CardContent>
        <PanelBody
          items={preferences}
          failed={failed}
          onRetry={retry}
          errorMessage="Your notification settings could not be loaded."
          loading={{ label: 'Loading notification settings', rows: 6, rowClassName: 'h-16' }}
          empty={null}
        >
          {(items) => (
            <div className="divide-y">
              {items.map((preference) => (
                <NotificationPreferenceRow key={preference.kind} preference={preference} onChange={save} />
              ))}
            </div>
          )}
        </PanelBody>
      </CardContent>
    </Card>
  );
}

function NotificationPreferenceRow({
  preference,
  onChange,
}: {
  preference: NotificationPreference;
  onChange: (choice: NotificationPreference) => void;
}) {
  const { label, description } = notificationKinds[preference.kind];
  const descriptionId = useId();
  const switchId = useId();
  return (
    <fieldset
      aria-describedby={descriptionId}
      className="grid min-w-0 gap-x-6 gap-y-1 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <legend className="float-left font-medium">{label}</legend>
      <p id={descriptionId} className="text-sm text-muted-foreground first-letter:uppercase sm:col-start-1">
        {description}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-3 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0">
        {channels.map(({ field, label: channel }) => (
          <div key={field} className="flex items-center gap-2">
            <Switch
              id={`${switchId}-${field}`}
              checked={preference[field]}
              onCheckedChange={(on) => onChange({ ...preference, [field]: on })}
            />
            <Label htmlFor={`${switchId}-${field}`}>{channel}</Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
