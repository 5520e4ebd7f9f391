/** `admin/site-settings` lives with the other admin screens; this name is kept for the admin chunk. */
export { SiteSettingsScreen } from '../admin/site-settings/site-settings-screen';
