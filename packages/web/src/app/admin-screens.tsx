/*
 * Everything behind the admin and edit routes, imported only through React.lazy in the route
 * elements, so that Vite puts it (with react-hook-form, dnd-kit, papaparse and Tiptap) in one
 * chunk that storefront visitors never download. Features meet here: the admin's forms get the
 * activity log's history section, the signed-in user's rights and the site config's save.
 */
import type { ComponentProps, ComponentType } from 'react';
import { RecordHistory } from '../features/activity/record-history';
import { AdminScreen as AdminScreenOf } from '../features/admin/admin-screen';
import { BrandFormScreen as BrandFormScreenOf } from '../features/admin/brands/brand-form-screen';
import { type RecordHistoryProps, RecordHistoryProvider } from '../features/admin/components/record-history';
import { ItemFormScreen } from '../features/admin/items/item-form-screen';
import { SiteSettingsScreen as SiteSettingsScreenOf } from '../features/admin/site-settings/site-settings-screen';
import { selectUser } from '../features/auth/auth-slice';
import { isAdminOf, isEditorOf } from '../features/auth/is-admin-of';
import { useUpdateSiteConfigMutation } from '../features/site-config/site-config-api';
import { selectSiteConfig } from '../features/site-config/site-config-slice';
import { getCurrentTopic } from '../lib/topic';
import { useAppSelector } from './hooks';

export { HistoryScreen } from '../features/activity/history-screen';
export { BulkCreateScreen } from '../features/admin/bulk/bulk-create-screen';
export { CatalogueFileScreen } from '../features/admin/bulk/catalogue-file-screen';
export { SynonymsScreen } from '../features/admin/synonyms/synonyms-screen';
export { CrawlScreen } from '../features/crawl/crawl-screen';
export { MediaLibraryScreen } from '../features/media/media-library-screen';
export { SeoFillScreen } from '../features/seo-fill/seo-fill-screen';

/** A record's history under its form: the site's admins only (the history is theirs). */
function AdminRecordHistory(props: RecordHistoryProps) {
  const user = useAppSelector(selectUser);
  return isAdminOf(user, getCurrentTopic()) ? <RecordHistory {...props} /> : null;
}

/** `Screen` with the history section under its forms. */
const withHistory =
  <P extends object>(Screen: ComponentType<P>) =>
  (props: P) => (
    <RecordHistoryProvider value={AdminRecordHistory}>
      <Screen {...props} />
    </RecordHistoryProvider>
  );

export const AdminScreen = withHistory(AdminScreenOf);
export const BrandFormScreen = withHistory(BrandFormScreenOf);

/** Item forms: editors and admins save; any other signed-in user reads. */
export const BrandItemFormScreen = withHistory(
  ({ mode }: Omit<ComponentProps<typeof ItemFormScreen>, 'canSave'>) => (
    <ItemFormScreen mode={mode} canSave={isEditorOf(useAppSelector(selectUser), getCurrentTopic())} />
  ),
);

/** `admin/site-settings`: the site config as the store holds it, and its save. */
export function SiteSettingsScreen() {
  const config = useAppSelector(selectSiteConfig);
  const [save, { isLoading, isSuccess, error, reset }] = useUpdateSiteConfigMutation();
  return <SiteSettingsScreenOf config={config} saving={{ save, isLoading, isSuccess, error, reset }} />;
}
