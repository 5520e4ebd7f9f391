/** `brand-items/bulk-create` and `category-items/bulk-create`: built with the admin screens. */
export { BulkCreateScreen } from '../admin/bulk/bulk-create-screen';
