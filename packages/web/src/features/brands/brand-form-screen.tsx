/** `brands/new`, `{brandSlug}/edit` and `category/{brandSlug}/edit`: built with the admin screens. */
export { BrandFormScreen } from '../admin/brands/brand-form-screen';
