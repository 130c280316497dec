// The notifications feature's public API: the header's bell, the settings page's body and their cache policies.
export { notificationTypePolicies } from '@/features/notifications/api/notification-type-policies';
export { MyUnreadNotificationCountDocument } from '@/features/notifications/api/notifications.query';
export { NotificationBell } from '@/features/notifications/components/notification-bell';
export { NotificationSettings } from '@/features/notifications/components/notification-settings';
